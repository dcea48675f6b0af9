// One attempt of an auth form (login, registration, forgotten password) and what a refusal leaves: the human
// check's token is spent once checked, so a refused attempt drops it and restarts the widget (`round` is its
// key) for a fresh one; the server's sentence stands above the form unless a field already says it.
import { errorMessage } from '#client/lib/api.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import { useState } from 'react'

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
