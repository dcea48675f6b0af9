import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { ForgotPasswordForm } from '#common/schemas/auth.ts'
import type { FormEvent } from 'react'
import { useForgotPassword } from '../use-auth.ts'
import { useAttempt } from './auth-fields.tsx'
import { HumanCheck } from './human-check.tsx'

/** One e-mail field; the server's sentence replaces the form when the link is sent. */
export function ForgotPasswordFormView() {
  const forgot = useForgotPassword()
  const { values, errors, setErrors, formRef, field, check } = useFormFields({ email: '' })
  const { human, setHuman, round, failure, setFailure, refused } = useAttempt()

  if (forgot.isSuccess) return <Alert tone="success">{forgot.data.message}</Alert>

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const data = check(ForgotPasswordForm, values)
    if (!data) return
    forgot.mutate(
      { email: data.email, human },
      {
        onError: (error) => setErrors(refused(error)),
      },
    )
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t.auth.email} name="email" type="email" inputMode="email" autoComplete="email" required {...field('email')} />
      <HumanCheck key={round} onToken={setHuman} error={errors[HUMAN_CHECK_FIELD]} />
      <Button type="submit" block size="lg" loading={forgot.isPending}>
        {t.auth.forgotSubmit}
      </Button>
    </form>
  )
}
