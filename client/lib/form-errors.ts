// Field errors for forms: the first message of each field, from a zod failure of the
// shared schema (checked before sending) or from a 422 answer of the server.
import type { ZodError } from 'zod'
import { isApiError } from './api.ts'

export type FieldErrors = Record<string, string>

export function fromZodIssues(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    out[key] ??= issue.message
  }
  return out
}

export function fromServer(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.body.errors) return {}
  const out: FieldErrors = {}
  for (const [key, messages] of Object.entries(error.body.errors)) if (messages[0]) out[key] = messages[0]
  return out
}

/** Moves focus to the first invalid control of a form, after React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
