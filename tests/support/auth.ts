// Accounts through the real API: register and log in like the SPA does, and forge tokens
// to show that the worker refuses them.
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { tr } from '../../common/messages.ts'
import * as schema from '../../worker/db/schema/index.ts'
import type { Env } from '../../worker/env.ts'
import { accessTokenLifetimeMs, signAccessToken } from '../../worker/lib/tokens.ts'
import { postJson, read, type CallOptions } from './http.ts'
import { db, DEFAULT_PASSWORD, unique } from './seed.ts'

export type Registration = { username: string; email: string; password: string; token: string }

export const registration = (over: Record<string, unknown> = {}) => {
  const username = `uye_${unique()}`
  return {
    username,
    email: `${username}@example.com`,
    password: DEFAULT_PASSWORD,
    password_confirmation: DEFAULT_PASSWORD,
    membership_contract: true,
    ...over,
  }
}

/** Registers a new member through POST /api/register and returns the token it was given. */
export async function register(over: Record<string, unknown> = {}): Promise<Registration> {
  const payload = registration(over)
  const { status, body } = await read(await postJson('/api/register', payload))
  expect(status, JSON.stringify(body)).toBe(200)
  return { username: payload.username, email: String(payload.email), password: String(payload.password), token: body.token }
}

/** Logs in through POST /api/login and returns the token; fails the test on anything but 200. */
export async function login(user: { username: string; password: string }, options: CallOptions = {}) {
  const { status, body } = await read(
    await postJson('/api/login', { username: user.username, password: user.password }, undefined, options),
  )
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body).toEqual({ token: expect.any(String), message: tr.auth.loggedIn })
  return body.token as string
}

/** `user` with an open session and the bearer token the worker signs for it, without the login's PBKDF2 (tests make many). */
export async function withSession<U extends { id: number }>(user: U) {
  const sessionId = crypto.randomUUID()
  const expires = Date.now() + accessTokenLifetimeMs
  await db.insert(schema.sessions).values({ id: sessionId, user_id: user.id, expires_at: expires })
  return { ...user, token: await signAccessToken(env as unknown as Env, user.id, sessionId, expires) }
}

// ---- JWT forgery ----------------------------------------------------------------------------

const b64url = {
  encode: (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  decode: (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
}
const json64 = (value: unknown) => b64url.encode(new TextEncoder().encode(JSON.stringify(value)))

export function decodeJwt(token: string) {
  const [h, p] = token.split('.')
  expect(token.split('.'), 'the access token is a JWT (header.payload.signature)').toHaveLength(3)
  return {
    header: JSON.parse(new TextDecoder().decode(b64url.decode(h!))) as Record<string, unknown>,
    payload: JSON.parse(new TextDecoder().decode(b64url.decode(p!))) as Record<string, unknown>,
  }
}

const HMAC_HASH: Record<string, string> = { HS256: 'SHA-256', HS384: 'SHA-384', HS512: 'SHA-512' }

/** `header` and `payload` signed with `secret`, using the header's HMAC algorithm (HS256 if another). */
export async function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string) {
  const alg = HMAC_HASH[String(header.alg)] ? String(header.alg) : 'HS256'
  const input = `${json64({ ...header, alg })}.${json64(payload)}`
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: HMAC_HASH[alg]! }, false, [
    'sign',
  ])
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(input)))
  return `${input}.${b64url.encode(sig)}`
}

/** The same claims with `alg: none` and no signature. */
export function unsignedJwt(header: Record<string, unknown>, payload: Record<string, unknown>) {
  return `${json64({ ...header, alg: 'none' })}.${json64(payload)}.`
}

/** A real token whose claims were edited, keeping the original signature. */
export function tamperedJwt(token: string, patch: Record<string, unknown>) {
  const { header, payload } = decodeJwt(token)
  return `${json64(header)}.${json64({ ...payload, ...patch })}.${token.split('.')[2]}`
}
