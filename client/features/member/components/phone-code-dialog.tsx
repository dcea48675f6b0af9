// The phone code modal (exactly 4 digits). A wrong code
// shows the server's "Geçersiz doğrulama kodu" under the field and as an error popup.
import { Button } from '#client/components/ui/button.tsx'
import { FormDialog } from '#client/components/ui/confirm-dialog.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { VerifyPhoneForm } from '#common/schemas/account.ts'
import { useState } from 'react'
import { useVerifyPhone } from '../queries.ts'

/** Local development sends no SMS: the code is on the outbox page. */
const isLocal = () => ['localhost', '127.0.0.1'].includes(window.location.hostname)

export function PhoneCodeDialog({
  phone,
  onClose,
  onResend,
  resending,
}: {
  phone: string | null
  onClose: () => void
  onResend: () => void
  resending: boolean
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const verify = useVerifyPhone()

  const close = () => {
    setCode('')
    setError(undefined)
    onClose()
  }
  const submit = () => {
    const parsed = VerifyPhoneForm.safeParse({ verification_code: code })
    if (!parsed.success) return setError(tr.phone.codeFormat)
    verify.mutate(parsed.data.verification_code, {
      onSuccess: (answer) => {
        toast.success(answer.message)
        close()
      },
      onError: (err) => {
        const message = isApiError(err) && err.isUnauthenticated ? tr.account.guest : errorMessage(err)
        setError(isApiError(err) ? (err.field('verification_code') ?? message) : message)
        toast.error(message)
      },
    })
  }

  return (
    <FormDialog
      open={phone !== null}
      onClose={close}
      size="sm"
      title={tm.phoneCode.title}
      description={phone ? tm.phoneCode.lead(phone) : undefined}
      aside={
        <Button variant="ghost" onClick={onResend} loading={resending}>
          {tm.phoneCode.resend}
        </Button>
      }
      confirmLabel={tm.phoneCode.submit}
      pending={verify.isPending}
      formId="telefon-kodu"
      onSubmit={submit}
      className="space-y-3"
    >
      <TextField
        label={tm.phoneCode.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4}"
        maxLength={4}
        autoFocus
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:font-bold [&_input]:tracking-[0.5em]"
        value={code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, 4))
          setError(undefined)
        }}
        error={error}
      />
      {isLocal() ? (
        <p className="text-xs text-ink-muted">
          {tm.phoneCode.devHint}{' '}
          <a href="/__dev/outbox" target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
            {tm.phoneCode.devLink}
          </a>
        </p>
      ) : null}
    </FormDialog>
  )
}
