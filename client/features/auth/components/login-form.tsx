// Login: username or e-mail and password; the shared LoginForm schema
// checks before sending; the server's sentence ('Kimlik bilgileri doğrulanamadı', the
// 429 and blocked messages) is shown above the form.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { PasswordField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { HUMAN_CHECK_AFTER_FAILURES, HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { LoginForm } from '#common/schemas/auth.ts'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useLogin } from '../use-auth.ts'
import { useAttempt, UsernameField } from './auth-fields.tsx'
import { HumanCheck } from './human-check.tsx'

export function LoginFormView({ onSuccess }: { onSuccess: (message: string) => void }) {
  const login = useLogin()
  const { values, errors, setErrors, formRef, field, check } = useFormFields({ username: '', password: '' })
  // After HUMAN_CHECK_AFTER_FAILURES failed attempts the server asks for Turnstile's token: the widget shows
  // from then on (or as soon as the server names its field), so the next attempt carries one.
  const [failures, setFailures] = useState(0)
  const { human, setHuman, round, failure, setFailure, refused } = useAttempt()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    const data = check(LoginForm, values)
    if (!data) return
    login.mutate(
      { ...data, human },
      {
        onSuccess: (answer) => onSuccess(answer.message),
        onError: (error) => {
          const fields = refused(error)
          setFailures((n) => n + 1)
          setFailure(errorMessage(error))
          // The credentials sentence is already the alert; repeating it under the field adds noise.
          if (fields.username === errorMessage(error)) delete fields.username
          setErrors(fields)
        },
      },
    )
  }
  const askHuman = failures >= HUMAN_CHECK_AFTER_FAILURES || !!errors[HUMAN_CHECK_FIELD]

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <UsernameField label={t.auth.usernameOrEmail} {...field('username')} />
      <PasswordField label={t.auth.password} name="password" autoComplete="current-password" required {...field('password')} />
      {askHuman ? <HumanCheck key={round} onToken={setHuman} error={errors[HUMAN_CHECK_FIELD]} /> : null}
      <div className="flex justify-end">
        <Link to="/sifremiunuttum" className="text-sm font-semibold text-brand-700 hover:underline">
          {t.auth.forgot}
        </Link>
      </div>
      <Button type="submit" block size="lg" loading={login.isPending}>
        {t.auth.loginSubmit}
      </Button>
    </form>
  )
}
