// Watch / unwatch (modal -3).
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { td } from '#client/i18n/tr-lot-pieces.ts'

type Props = { watching: boolean; pending: boolean; onConfirm: () => void; onClose: () => void }

export function WatchDialog({ watching, pending, onConfirm, onClose }: Props) {
  return (
    <ActionDialog
      onClose={onClose}
      size="sm"
      title={td.watchTitle}
      confirmLabel={watching ? td.unwatch : ts.detail.watch}
      tone={watching ? 'danger' : 'primary'}
      pending={pending}
      onConfirm={onConfirm}
    >
      <p className="text-sm leading-6 text-ink-muted">{watching ? td.unwatchLead : td.watchLead}</p>
    </ActionDialog>
  )
}
