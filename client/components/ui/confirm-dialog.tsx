// A yes/no step before an action that moves money (docs/money-path.md "Confirm before money moves"): the
// title asks, the body says what will happen and to whom, the confirm button repeats the act.
import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

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
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-ink-muted">{children}</div>
    </Dialog>
  )
}
