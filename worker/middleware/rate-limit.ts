// Damping in front of the forms a script would hammer (docs/operations.md "Abuse"): Cloudflare's rate
// limiting binding, keyed by the client's address and by the account a request names. It is counted per
// Cloudflare location and answers before any D1 read or password hashing, so a flood costs us next to
// nothing; it is not exact (a spread-out attacker gets each location's allowance). The exact limits stay
// the D1 counters the login and the registration already keep (worker/domain/member/auth.ts).
import { tr } from '#common/messages.ts'
import { ApiError } from '#common/errors.ts'
import { trLower } from '#common/text.ts'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Env } from '../env.ts'
import { clientIp, currentUser } from './auth.ts'

type LimitBinding = 'AUTH_ADDRESS_LIMIT' | 'AUTH_ACCOUNT_LIMIT' | 'BID_ADDRESS_LIMIT' | 'BID_MEMBER_LIMIT'

/** Each binding's period in seconds, as in wrangler.toml (the binding does not say when its window ends). */
const PERIOD_S: Record<LimitBinding, number> = { AUTH_ADDRESS_LIMIT: 60, AUTH_ACCOUNT_LIMIT: 60, BID_ADDRESS_LIMIT: 10, BID_MEMBER_LIMIT: 10 }

const refuse = (binding: LimitBinding) => {
  const seconds = PERIOD_S[binding]
  return new ApiError(429, { message: tr.common.tooFast(seconds) }, { 'Retry-After': String(seconds) })
}

/** Counts one request under `key`; past the binding's limit, 429 with Retry-After (the binding's period). */
export async function damp(env: Env, binding: LimitBinding, key: string) {
  const { success } = await env[binding].limit({ key })
  if (!success) throw refuse(binding)
}

/** The key an address is counted under. */
export const addressKey = (ip: string) => `ip:${ip}`

/** Damps by the client's address (CF-Connecting-IP), before the request costs anything. */
export const dampAddress = (binding: 'AUTH_ADDRESS_LIMIT' | 'BID_ADDRESS_LIMIT') =>
  createMiddleware<AppEnv>(async (c, next) => {
    await damp(c.env, binding, addressKey(clientIp(c)))
    await next()
  })

/**
 * Damps by the account a form names (a user name or e-mail address, in Turkish lower case), per form.
 * Forms that send mail to the account (registration, a reset link, contact) count the account wherever the
 * requests come from: that stops a script mail-bombing one address, and a refusal costs its owner a minute.
 * Forms that let someone in (login, setting a new password) count the account at one address: counted
 * across addresses, a stranger sending twenty wrong passwords a minute would lock the member out for as long
 * as they kept on. The account's ceiling across addresses is the exact counter's (LOGIN_LIMIT.perAccount).
 */
export const dampAccount = (c: Context<AppEnv>, form: 'register' | 'forgot' | 'contact' | 'kvkk' | 'login' | 'reset', account: string) => {
  const key = `${form}:${trLower(account.trim())}`
  return damp(c.env, 'AUTH_ACCOUNT_LIMIT', form === 'login' || form === 'reset' ? `${key}@${clientIp(c)}` : key)
}

/** After requireTrader: damps one member's bids, wherever they come from. */
export const dampMemberBids = createMiddleware<AppEnv>(async (c, next) => {
  await damp(c.env, 'BID_MEMBER_LIMIT', `member:${currentUser(c).id}`)
  await next()
})
