// Dialogs that end in one act. `ActionDialog`: its footer is the way out ('Vazgeç' unless told) and the act's
// button, which either runs `onConfirm` or submits the form whose id is `form`; `FormDialog` is that dialog
// around a form (Enter in a field and the footer button send it alike); `DoneDialog` follows an act that
// succeeded: the server's sentence, a way back and a link onwards. `ConfirmDialog` is the yes/no step before an
// action that moves money (docs/money-path.md "Confirm before money moves"): the title asks, the body says what
// will happen and to whom, the confirm button repeats the act.
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import type { FormEvent, ReactNode, Ref } from 'react'
import { Button, buttonClass, type ButtonVariant } from './button.tsx'
import { Dialog } from './dialog.tsx'
import { CheckCircleIcon } from './icons.tsx'
import { InternalLink } from './internal-link.tsx'

type Frame = {
  open?: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
}

type ActionDialogProps = Frame & {
  confirmLabel: ReactNode
  tone?: ButtonVariant
  pending?: boolean
  onConfirm?: () => void
  /** The id of the form the act's button submits (instead of `onConfirm`). */
  form?: string
  cancelLabel?: ReactNode
  cancelVariant?: ButtonVariant
  /** In place of the way out: another act beside the main one (e.g. "send the code again"). */
  aside?: ReactNode
}

export function ActionDialog({
  confirmLabel,
  tone = 'primary',
  pending,
  onConfirm,
  form,
  cancelLabel = t.common.cancel,
  cancelVariant = 'secondary',
  aside,
  open = true,
  ...frame
}: ActionDialogProps) {
  return (
    <Dialog
      {...frame}
      open={open}
      footer={
        <>
          {aside ?? (
            <Button variant={cancelVariant} onClick={frame.onClose}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={tone} type={form ? 'submit' : 'button'} form={form} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}

type FormDialogProps = Omit<ActionDialogProps, 'form' | 'onConfirm'> & {
  formId: string
  onSubmit: () => void
  formRef?: Ref<HTMLFormElement>
  className?: string
}

/** The form is `noValidate`: its fields show the shared rules' Turkish sentences, not the browser's bubbles. */
export function FormDialog({ formId, onSubmit, formRef, className, children, ...dialog }: FormDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <ActionDialog {...dialog} form={formId}>
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className={className}>
        {children}
      </form>
    </ActionDialog>
  )
}

type DoneDialogProps = Omit<Frame, 'description'> & {
  closeLabel: ReactNode
  href: string
  linkLabel: ReactNode
  /** 'success' writes the sentence in green (a purchase went through), 'plain' in the text colour. */
  tone?: 'success' | 'plain'
}

export function DoneDialog({ closeLabel, href, linkLabel, tone = 'plain', children, open = true, ...frame }: DoneDialogProps) {
  return (
    <Dialog
      {...frame}
      open={open}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={frame.onClose}>
            {closeLabel}
          </Button>
          <InternalLink href={href} className={buttonClass('primary')}>
            {linkLabel}
          </InternalLink>
        </>
      }
    >
      <p
        className={cx('flex items-start gap-3 text-base font-semibold', tone === 'success' ? 'text-success-800' : 'text-ink')}
        role="status"
      >
        <CheckCircleIcon className="size-7 shrink-0 text-success-600" />
        {children}
      </p>
    </Dialog>
  )
}

type ConfirmProps = {
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

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  pending,
  onConfirm,
  onClose,
}: ConfirmProps) {
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
