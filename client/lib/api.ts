// The one fetch wrapper (docs/conventions.md "API client"): credentials, Accept JSON, the bearer token
// from the access-token cookie; error bodies parsed with the shared ErrorBody, answers with
// the zod schemas of common/schemas/answers.ts.
import { COOKIES } from '#common/constants.ts'
import { ErrorBody } from '#common/errors.ts'
// The core areas only, not the whole catalogue.
import * as tr from '#common/messages/core.ts'
import type { z } from 'zod'
import { readCookie } from './cookies.ts'
import { takeInlineAnswer } from './inline-data.ts'

/** A failed call: `status` 0 means the network failed; `body` is always a valid ErrorBody. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
    this.name = 'ApiRequestError'
  }
  /** First message of one field, for the text under a form field. */
  field(name: string): string | undefined {
    return this.body.errors?.[name]?.[0]
  }
  get isUnauthenticated() {
    return this.status === 401
  }
}

export const isApiError = (e: unknown): e is ApiRequestError => e instanceof ApiRequestError

/** The Turkish sentence to show for any thrown value. */
export const errorMessage = (e: unknown): string => (isApiError(e) ? e.message : tr.common.serverError)

type Body = { json: unknown } | { form: Record<string, string | number | boolean> } | object
type Options = { signal?: AbortSignal; query?: Record<string, string | number | undefined> } & Body

let onUnauthenticated: (() => void) | null = null
/** Called when a call that carried a token answers 401: the token is no longer valid. */
export const setUnauthenticatedHandler = (fn: () => void) => {
  onUnauthenticated = fn
}

async function request<S extends z.ZodType>(method: string, path: string, schema: S, options: Options = {}): Promise<z.output<S>> {
  const token = readCookie(COOKIES.accessToken)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`

  let body: BodyInit | undefined
  if ('json' in options) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if ('form' in options) {
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)]))
  }

  let url = path
  if (options.query) {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(options.query)) if (v !== undefined) params.set(k, String(v))
    const qs = params.toString()
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
  }

  // A first visit: the page's HTML already holds this visitor's answer to this call (inline-data.ts).
  const inline = method === 'GET' ? takeInlineAnswer(url, !!token) : undefined
  if (inline !== undefined) return parseAnswer(schema, inline, url, 200)

  let response: Response
  try {
    response = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiRequestError(0, { message: tr.common.networkError })
  }

  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(payload)
    const error = new ApiRequestError(response.status, parsed.success ? parsed.data : { message: tr.common.serverError })
    if (response.status === 401 && token) onUnauthenticated?.()
    throw error
  }
  return parseAnswer(schema, payload, path, response.status)
}

function parseAnswer<S extends z.ZodType>(schema: S, payload: unknown, path: string, status: number): z.output<S> {
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    // NOTE: an answer that breaks the contract is a server bug; the user sees the generic sentence.
    console.error(JSON.stringify({ at: 'api', path, issues: parsed.error.issues.slice(0, 5) }))
    throw new ApiRequestError(status, { message: tr.common.serverError })
  }
  return parsed.data
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Options) => request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: Options) => request('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: Options) => request('PUT', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: Options) => request('PATCH', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: Options) => request('DELETE', path, schema, options),
}
