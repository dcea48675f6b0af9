// The fields the login, registration and reset forms share, so a member name and a new password are asked
// for the same way (names, autocomplete hints for password managers, the password rule as a hint) on each.
import { PasswordField, TextField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import type { BoundField } from '#client/lib/use-form-fields.ts'

export function UsernameField({ label, ...bound }: BoundField & { label: string }) {
  return <TextField label={label} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...bound} />
}

/** The new password and its repetition, labelled `labels` (registration and reset word them differently). */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
}: {
  labels: [string, string]
  password: BoundField
  confirmation: BoundField
}) {
  return (
    <>
      <PasswordField label={labels[0]} name="password" autoComplete="new-password" required hint={t.auth.passwordHint} {...password} />
      <PasswordField label={labels[1]} name="password_confirmation" autoComplete="new-password" required {...confirmation} />
    </>
  )
}
