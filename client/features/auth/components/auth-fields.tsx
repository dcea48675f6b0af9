// What the login, registration and reset forms share: the fields, so a member name and a new password are asked
// for the same way (names, autocomplete hints for password managers, the password rule as a hint) on each, and
// how a refused attempt is taken (useAttempt).
import { PasswordField, TextField } from '#client/components/ui/field.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import type { BoundField } from '#client/lib/use-form-fields.ts'
import { useState } from 'react'

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

/**
 * One attempt of an auth form and what a refusal leaves: the human check's token is spent once checked, so a
 * refused attempt drops it and restarts the widget (`round` is its key) for a fresh one; the server's sentence
 * stands above the form unless a field already says it.
 */
export function useAttempt() {
  const [human, setHuman] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)

  /** After a refusal: a fresh token next time, the sentence above the form; the field errors to show. */
  const refused = (error: unknown): FieldErrors => {
    setHuman(null)
    setRound((r) => r + 1)
    const fields = fromServer(error)
    setFailure(Object.values(fields).includes(errorMessage(error)) ? null : errorMessage(error))
    return fields
  }
  return { human, setHuman, round, failure, setFailure, refused }
}
