// Turnstile's server-side check (docs/operations.md "Turnstile"): the browser's widget hands the form a
// token; only Cloudflare's siteverify can say whether it is real, unused and recent. The request is the one
// Cloudflare documents (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/):
// POST, application/x-www-form-urlencoded, fields secret, response, remoteip, idempotency_key; the answer
// is JSON with `success` and `error-codes`. It fails closed: no secret, no answer, a slow or unreadable
// answer is a refusal.
import { isDevelopment } from '#common/deployment.ts'
import type { Env } from '../../env.ts'
import { SITEVERIFY_URL, TEST_SECRETS } from './keys.ts'
import { localSiteverify } from './local.ts'
/** A check that has not answered by then is a refusal: the form answers, and the visitor can try again. */
const SITEVERIFY_TIMEOUT_MS = 5_000

export type Verdict = { success: boolean; errorCodes: string[] }

/** The documented request, sent with `fetcher`; any answer but Cloudflare's JSON is a refusal. */
export async function siteverify(secret: string, token: string, ip: string | null, fetcher: typeof fetch): Promise<Verdict> {
  const body = new URLSearchParams({ secret, response: token, idempotency_key: crypto.randomUUID() })
  if (ip) body.set('remoteip', ip)
  try {
    const res = await fetcher(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    })
    const answer = (await res.json()) as { success?: unknown; 'error-codes'?: unknown }
    const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : []
    return { success: res.ok && answer.success === true, errorCodes }
  } catch (error) {
    return { success: false, errorCodes: [`unreachable: ${String(error)}`] }
  }
}

/**
 * Production: TURNSTILE_SECRET_KEY (wrangler secret put) and Cloudflare over the network; without the
 * secret every token is refused. Development and tests have no internet: Cloudflare's documented test
 * secret that always passes (unless TURNSTILE_SECRET_KEY names another test secret) and the local stand-in
 * (./local.ts), which answers the same request the way Cloudflare answers its test secrets.
 */
export async function verifyHuman(env: Env, token: string, ip: string | null, fetcher: typeof fetch = fetch): Promise<Verdict> {
  if (isDevelopment(env)) return siteverify(env.TURNSTILE_SECRET_KEY || TEST_SECRETS.alwaysPasses, token, ip, localSiteverify)
  if (!env.TURNSTILE_SECRET_KEY) {
    console.error(JSON.stringify({ level: 'error', msg: 'TURNSTILE_SECRET_KEY is not set: every Turnstile token is refused' }))
    return { success: false, errorCodes: ['missing-input-secret'] }
  }
  return siteverify(env.TURNSTILE_SECRET_KEY, token, ip, fetcher)
}
