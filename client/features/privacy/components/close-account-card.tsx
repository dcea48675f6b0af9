// "Hesabımı kapat": what closing means, the password, a last confirmation; a refusal lists what is still open.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { PasswordField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { useCloseAccount } from '#client/features/privacy/data-rights.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { dataRights } from '#common/messages/privacy.ts'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

export function CloseAccountCard() {
  const [password, setPassword] = useState('')
  const [confirming, setConfirming] = useState(false)
  const close = useCloseAccount()
  const navigate = useNavigate()
  const error = close.error
  const open = isApiError(error) ? error.body.errors?.account : undefined
  const passwordError = isApiError(error) ? error.field('password') : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    close.reset()
    setConfirming(true)
  }
  const confirm = () =>
    close.mutate(password, {
      onSuccess: (answer) => {
        toast.success(answer.message, 6000)
        void navigate({ to: '/', replace: true })
      },
      onSettled: () => setConfirming(false),
    })
  return (
    <SectionCard title={dataRights.closeTitle} id="hesabimi-kapat">
      <form onSubmit={submit} className="space-y-4 text-sm">
        <p className="text-ink">{dataRights.closeLead}</p>
        <ul className="list-disc space-y-1 pl-5 text-ink-muted">
          {dataRights.closePoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        {open ? (
          <Alert tone="warning" title={error?.message}>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {open.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </Alert>
        ) : error && !passwordError ? (
          <Alert tone="error">{errorMessage(error)}</Alert>
        ) : null}
        <PasswordField
          label={dataRights.closePassword}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
          className="max-w-sm"
        />
        <Button type="submit" variant="danger" disabled={!password}>
          {dataRights.closeButton}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={dataRights.closeConfirmTitle}
        confirmLabel={dataRights.closeButton}
        cancelLabel={dataRights.closeCancel}
        tone="danger"
        pending={close.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {dataRights.closeConfirmText}
      </ConfirmDialog>
    </SectionCard>
  )
}
