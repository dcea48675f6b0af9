// One error shape for worker, party and client (docs/conventions.md "One failure shape").
import { z, type ZodError } from 'zod'
// The core areas only: the SPA's entry parses every error body with ErrorBody.
import * as tr from './messages/core.ts'

// Zod's own Turkish sentences for anything a schema does not word itself (zod.dev "error-customization").
// Product messages always come from the catalogue; this is only the fallback.
z.config(z.locales.tr())

export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Where the member fixes what the refusal names (verify before bidding → the account page). */
  verify_url: z.string().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 503

// Fields declared, not parameter properties: common/ stays importable by Node's type stripping (the
// benchmarks under scripts/ import the shared schemas, which import this file).
export class ApiError extends Error {
  readonly status: ErrorStatus
  readonly body: ErrorBody
  readonly headers: Record<string, string>
  constructor(status: ErrorStatus, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export const unauthenticated = () => new ApiError(401, { message: tr.auth.unauthenticated })
export const forbidden = (message: string = tr.common.forbidden) => new ApiError(403, { message })
export const notFound = (message: string = tr.common.notFound) => new ApiError(404, { message })
export const conflict = (message: string) => new ApiError(409, { message })
export const invalidField = (field: string, message: string) =>
  new ApiError(422, { message, errors: { [field]: [message] } })
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, { message: tr.common.tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, {
    'Retry-After': String(retryAfterSeconds),
  })

/** Turns a zod failure into the one 422 body: first message on top, every field's messages below. */
export function fromZod(error: ZodError): ApiError {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return new ApiError(422, { message: error.issues[0]?.message ?? tr.common.invalidRequest, errors })
}
