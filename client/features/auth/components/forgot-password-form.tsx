import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { fromServer } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { ForgotPasswordForm } from '#common/schemas/auth.ts'
import { useState, type FormEvent } from 'react'
import { useForgotPassword } from '../use-auth.ts'
import { HumanCheck } from './human-check.tsx'

/** One e-mail field; the server's sentence replaces the form when the link is sent. */
export function ForgotPasswordFormView() {
  const forgot = useForgotPassword()
  const { values, errors, setErrors, formRef, field, check } = useFormFields({ email: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [human, setHuman] = useState<string | null>(null)
  // A token is spent once checked: after a refused attempt the widget starts again for a fresh one.
  const [round, setRound] = useState(0)

  if (forgot.isSuccess) return <Alert tone="success">{forgot.data.message}</Alert>

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const data = check(ForgotPasswordForm, values)
    if (!data) return
    forgot.mutate(
      { email: data.email, human },
      {
        onError: (error) => {
          setHuman(null)
          setRound((r) => r + 1)
          const fields = fromServer(error)
          setFailure(Object.values(fields).includes(errorMessage(error)) ? null : errorMessage(error))
          setErrors(fields)
        },
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
