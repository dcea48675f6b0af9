// Watch / unwatch (modal -3).
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'

type Props = { watching: boolean; pending: boolean; onConfirm: () => void; onClose: () => void }

export function WatchDialog({ watching, pending, onConfirm, onClose }: Props) {
  return (
    <ActionDialog
      onClose={onClose}
      size="sm"
      title={ts.detail.watchTitle}
      confirmLabel={watching ? ts.detail.unwatch : ts.detail.watch}
      tone={watching ? 'danger' : 'primary'}
      pending={pending}
      onConfirm={onConfirm}
    >
      <p className="text-sm leading-6 text-ink-muted">{watching ? ts.detail.unwatchLead : ts.detail.watchLead}</p>
    </ActionDialog>
  )
}
