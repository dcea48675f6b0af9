// Watch / unwatch (modal -3).
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'

type Props = { watching: boolean; pending: boolean; onConfirm: () => void; onClose: () => void }

export function WatchDialog({ watching, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={ts.detail.watchTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant={watching ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {watching ? ts.detail.unwatch : ts.detail.watch}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-6 text-ink-muted">{watching ? ts.detail.unwatchLead : ts.detail.watchLead}</p>
    </Dialog>
  )
}
