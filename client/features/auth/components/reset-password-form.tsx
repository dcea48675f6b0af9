import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { fromServer, fromZodIssues } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { ResetPasswordForm } from '#common/schemas/auth.ts'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useResetPassword } from '../use-auth.ts'
import { NewPasswordFields } from './auth-fields.tsx'

/** New password and confirmation; e-mail and token come from the mailed link's path. */
export function ResetPasswordFormView({ email, token, onSuccess }: { email: string; token: string; onSuccess: (message: string) => void }) {
  const reset = useResetPassword()
  const { values, setErrors, field, formRef, invalid } = useFormFields({ password: '', password_confirmation: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [linkBroken, setLinkBroken] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const parsed = ResetPasswordForm.safeParse({ email, token, ...values })
    if (!parsed.success) {
      const fields = fromZodIssues(parsed.error)
      // A broken link (token or e-mail) has no field of its own: say it above the form.
      const linkProblem = fields.token ?? fields.email
      if (linkProblem) setFailure(linkProblem)
      setLinkBroken(!!linkProblem)
      invalid(fields)
      return
    }
    setErrors({})
    reset.mutate(parsed.data, {
      onSuccess: (answer) => onSuccess(answer.message),
      onError: (error) => {
        const fields = fromServer(error)
        setFailure(fields.token ?? fields.email ?? errorMessage(error))
        setLinkBroken(!!(fields.token ?? fields.email))
        setErrors(fields)
      },
    })
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <Alert
          tone="error"
          action={
            linkBroken ? (
              <Link to="/sifremiunuttum" className="font-semibold text-danger-800 underline underline-offset-2">
                {t.auth.requestNewLink}
              </Link>
            ) : undefined
          }
        >
          {failure}
        </Alert>
      ) : null}
      <input type="hidden" name="email" value={email} autoComplete="username" readOnly />
      <NewPasswordFields
        labels={[t.auth.newPassword, t.auth.newPasswordConfirmation]}
        password={field('password')}
        confirmation={field('password_confirmation')}
      />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t.auth.resetSubmit}
      </Button>
    </form>
  )
}
