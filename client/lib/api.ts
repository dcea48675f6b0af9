// The one fetch wrapper (docs/conventions.md "API client"): credentials, Accept JSON, the bearer token
// from the access-token cookie; error bodies read as the shared ErrorBody reads them (readErrorBody), answers
// read by their common/ schema's type (`typed`) or parsed with a schema a form passes.
// No zod here: a first visit builds no validator (docs/first-visit.md "zod off the first visit").
import { COOKIES } from '#common/constants.ts'
import type { ErrorBody } from '#common/errors.ts'
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

/**
 * An answer read by its schema's type, unparsed: the worker sends every answer already in its schema's
 * output form (tests/worker/app/contract.test.ts asserts that parsing one changes nothing), so the type is
 * the truth. `typed<typeof FooAnswer>()` with the schema imported as a type only.
 */
export type Typed<T> = { readonly typed: true; readonly answer?: () => T }
const BY_TYPE: Typed<never> = { typed: true }
export const typed = <S extends z.ZodType>(): Typed<z.output<S>> => BY_TYPE
/** How a call's answer is read: by its type, or parsed with a zod schema (chunks that load zod anyway). */
export type Reader = Typed<unknown> | z.ZodType
export type Answer<R extends Reader> = R extends Typed<infer T> ? T : R extends z.ZodType ? z.output<R> : never

type Body = { json: unknown } | { form: Record<string, string | number | boolean> } | object
type Options = { signal?: AbortSignal; query?: Record<string, string | number | undefined> } & Body

let onUnauthenticated: (() => void) | null = null
/** Called when a call that carried a token answers 401: the token is no longer valid. */
export const setUnauthenticatedHandler = (fn: () => void) => {
  onUnauthenticated = fn
}

async function request<R extends Reader>(method: string, path: string, schema: R, options: Options = {}): Promise<Answer<R>> {
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
    const error = new ApiRequestError(response.status, readErrorBody(payload) ?? { message: tr.common.serverError })
    if (response.status === 401 && token) onUnauthenticated?.()
    throw error
  }
  return parseAnswer(schema, payload, path, response.status)
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A refusal's body as `ErrorBody` (common/errors.ts) reads it, or null when it is not one. By hand, not by the
 * schema: a bid's refusal is often the first one a page gets, and loading zod for it (~28 KB) would hold its
 * message back on a phone's link. tests/node/error-body.test.ts holds it to the schema.
 */
export function readErrorBody(payload: unknown): ErrorBody | null {
  if (!isRecord(payload) || typeof payload.message !== 'string') return null
  const { message, errors, verify_url } = payload
  if (errors !== undefined && !(isRecord(errors) && Object.values(errors).every((l) => Array.isArray(l) && l.every((m) => typeof m === 'string'))))
    return null
  if (verify_url !== undefined && typeof verify_url !== 'string') return null
  return { message, ...(errors === undefined ? {} : { errors: errors as Record<string, string[]> }), ...(verify_url === undefined ? {} : { verify_url }) }
}

function parseAnswer<R extends Reader>(schema: R, payload: unknown, path: string, status: number): Answer<R> {
  if ('typed' in schema) return payload as Answer<R>
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    // NOTE: an answer that breaks the contract is a server bug; the user sees the generic sentence.
    console.error(JSON.stringify({ at: 'api', path, issues: parsed.error.issues.slice(0, 5) }))
    throw new ApiRequestError(status, { message: tr.common.serverError })
  }
  return parsed.data as Answer<R>
}

export const api = {
  get: <R extends Reader>(path: string, schema: R, options?: Options) => request('GET', path, schema, options),
  post: <R extends Reader>(path: string, schema: R, options?: Options) => request('POST', path, schema, options),
  put: <R extends Reader>(path: string, schema: R, options?: Options) => request('PUT', path, schema, options),
  patch: <R extends Reader>(path: string, schema: R, options?: Options) => request('PATCH', path, schema, options),
  delete: <R extends Reader>(path: string, schema: R, options?: Options) => request('DELETE', path, schema, options),
}
