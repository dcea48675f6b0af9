// Calls the worker under test through its own fetch handler (exports.default, the loopback of
// the main module; SELF from cloudflare:test is the deprecated spelling), with real headers.
import { exports } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import { tr } from '../../common/messages.ts'

const worker = (exports as unknown as { default: Fetcher }).default
export const ORIGIN = 'http://localhost:8787'

/** A bearer token, or anything that has one (a login answer). */
export type Auth = string | { token: string } | null | undefined

export type CallOptions = {
  auth?: Auth
  headers?: Record<string, string>
  /** The client address the worker sees (CF-Connecting-IP). Unique per call unless given. */
  ip?: string
}

let calls = 0
/** A fresh address per call, so that per-address limits of one test never touch another. */
const freshIp = () => {
  calls++
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`
}

export async function call(method: string, path: string, body?: BodyInit | null, options: CallOptions = {}) {
  const headers = new Headers({ Accept: 'application/json', 'CF-Connecting-IP': options.ip ?? freshIp() })
  const token = typeof options.auth === 'string' ? options.auth : options.auth?.token
  if (token) headers.set('Authorization', `Bearer ${token}`)
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v)
  return worker.fetch(new Request(new URL(path, ORIGIN), { method, headers, body: body ?? null }))
}

export const get = (path: string, auth?: Auth, options: Omit<CallOptions, 'auth'> = {}) => call('GET', path, null, { ...options, auth })

export const postJson = (path: string, payload: unknown, auth?: Auth, options: Omit<CallOptions, 'auth'> = {}) =>
  call('POST', path, JSON.stringify(payload), {
    ...options,
    auth,
    headers: { 'Content-Type': 'application/json', ...options.headers },
  })

/** application/x-www-form-urlencoded, as the SPA's `form:` calls send it. */
export const postForm = (
  path: string,
  fields: Record<string, string | number | boolean>,
  auth?: Auth,
  options: Omit<CallOptions, 'auth'> = {},
) =>
  call('POST', path, new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(), {
    ...options,
    auth,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
  })

/** The status and the parsed body; a body that is not JSON fails the test with its text. */
export async function read(res: Response): Promise<{ status: number; body: any }> {
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) }
  } catch {
    throw new Error(`${res.status} answered with a body that is not JSON: ${text.slice(0, 300)}`)
  }
}

/** Every fixed sentence of the catalogue (templates left out), for "answers in Turkish". */
export const catalogueSentences: string[] = (function collect(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node && typeof node === 'object') return Object.values(node).flatMap(collect)
  return []
})(tr)

/** A 4xx (never a 500) whose message is a sentence of the catalogue. */
export async function expectTurkishRefusal(res: Response) {
  const { status, body } = await read(res)
  expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
  expect(status, JSON.stringify(body)).toBeLessThan(500)
  expect(catalogueSentences, `${status} ${JSON.stringify(body)}: the message is not a catalogue sentence`).toContain(body.message)
  return { status, body }
}

/** The one 401 body (docs/architecture.md). */
export async function expectUnauthenticated(res: Response) {
  expect(res.status).toBe(401)
  expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
}

/** The 404 a storefront list answers for a category that does not exist, with its Turkish sentence. */
export async function expectUnknownCategory(path: string) {
  expect(await read(await get(path))).toEqual({ status: 404, body: { message: tr.storefront.categoryNotFound } })
}

/**
 * The rooms (auction, user, live) are not running in worker tests: from now until the test file's
 * vi.restoreAllMocks(), a call to one answers 200 {} as a room would; any other fetch goes out as it is.
 */
export function answerRoomCalls() {
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (/\/parties\//.test(url.pathname)) return new Response('{}', { status: 200 })
    return real(input, init)
  })
}

/** The 422 of one refused field: its message on top and under the field, nothing else. */
export async function expectFieldRefused(res: Response, field: string, message: string) {
  expect(await read(res)).toEqual({ status: 422, body: { message, errors: { [field]: [message] } } })
}

/** A paged list's answer (ten a page) when `data` is all of it: the first and last page. */
export const onlyPage = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 })
