// Cargo firms' tracking callbacks are signed webhooks (docs/security.md "Cargo events"): the body is signed
// with HMAC-SHA256 under a secret shared with the firm, with a timestamp so an old call cannot be replayed:
//   X-Cargo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The simulated firm (worker/routes/checkout/sim.ts) signs its callbacks exactly like this.
import { optionalSecret } from '#common/deployment.ts'
import { type Env } from '../../env.ts'
import { hmacHex, safeEqual } from '../../lib/crypto.ts'

export const CARGO_SIGNATURE_HEADER = 'X-Cargo-Signature'
/** A signed call older (or newer) than this is refused: a captured one cannot be replayed later. */
export const CARGO_SIGNATURE_TOLERANCE_S = 5 * 60

export type CargoWebhookEnv = Env & { CARGO_WEBHOOK_SECRET?: string }

/** The shared secret; development and tests use a fixed stand-in, production has none unless it is set. */
export const cargoWebhookSecret = (env: CargoWebhookEnv): string | null => optionalSecret(env, 'CARGO_WEBHOOK_SECRET')

export async function signCargoBody(secret: string, body: string, now = Date.now()): Promise<string> {
  const t = Math.floor(now / 1000)
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`
}

/** True when `header` signs `body` under `secret` within the tolerance. */
export async function verifyCargoSignature(secret: string, header: string | null | undefined, body: string, now = Date.now()) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > CARGO_SIGNATURE_TOLERANCE_S) return false
  return safeEqual(parts.v1, await hmacHex(secret, `${t}.${body}`))
}
