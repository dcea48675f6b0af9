// A yes/no step before an action that moves money (docs/money-path.md "Confirm before money moves"): the
// title asks, the body says what will happen and to whom, the confirm button repeats the act.
import type { ReactNode } from 'react'
import { ActionDialog } from './action-dialog.tsx'

type Props = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  tone?: 'primary' | 'danger'
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone = 'primary', pending, onConfirm, onClose }: Props) {
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      tone={tone}
      pending={pending}
      onConfirm={onConfirm}
    >
      <div className="space-y-2 text-sm text-ink-muted">{children}</div>
    </ActionDialog>
  )
}
