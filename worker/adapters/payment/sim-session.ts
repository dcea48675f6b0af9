// The simulated bank keeps no database: what it must remember between 3-D Secure initialize, its
// challenge page and the charge travels in a token it signs (HMAC-SHA256) and only it can read back,
// as a real ACS keeps a session. The card number itself never goes into the token: only its BIN, last
// four digits and the outcome the sandbox card stands for.
import { secret, type Env } from '../../env.ts'
import { hmacHex, safeEqual } from '../../lib/crypto.ts'
import type { PaymentEnv } from './port.ts'

export type SimSession = {
  /** The bank's payment id. */
  pid: string
  /** The merchant's conversation id. */
  cid: string
  priceKurus: number
  paidKurus: number
  installment: number
  bin: string
  last4: string
  /** Key of the sandbox card's outcome (sim-bank OUTCOMES), '' for an ordinary card. */
  card: string
  items: { id: string; kurus: number }[]
  callbackUrl: string
  expiresAt: number
  /** Set by the challenge page: the 3-D Secure result. */
  md?: string
  /** Wrong codes typed so far. */
  tries?: number
}

/** How long the challenge page stays valid, as a bank's ACS session. */
export const SIM_SESSION_MS = 10 * 60_000
export const SIM_MAX_TRIES = 3

export const simSecret = (env: Env) => (env as PaymentEnv).SIM_BANK_SECRET ?? `${secret(env, 'INTERNAL_SECRET')}:sim-bank`

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromB64url = (s: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))

export async function sealSession(env: Env, session: SimSession): Promise<string> {
  const body = b64url(JSON.stringify(session))
  return `${body}.${await hmacHex(simSecret(env), body)}`
}

/** The session, or null when the token was not signed by this bank (or is malformed). */
export async function openSession(env: Env, token: string): Promise<SimSession | null> {
  const [body, sig] = token.split('.')
  if (!body || !sig || !safeEqual(sig, await hmacHex(simSecret(env), body))) return null
  try {
    return JSON.parse(fromB64url(body)) as SimSession
  } catch {
    return null
  }
}

/** The code "sent by SMS": six digits only this bank can derive for this payment. */
export async function smsCode(env: Env, pid: string): Promise<string> {
  const h = await hmacHex(simSecret(env), `otp:${pid}`)
  return String(parseInt(h.slice(0, 8), 16) % 1_000_000).padStart(6, '0')
}
