// Links that leave the worker (mail, SMS, the bank's 3-D Secure callback) are built from APP_URL, never from
// the request: a Host header is whatever the caller typed, so a forgot-password sent with `Host: evil.example`
// would otherwise mail the victim a reset link to evil.example (docs/security.md "Links from APP_URL").
import type { Env } from '../env.ts'

/** The public origin of the site (scheme, host, port), from APP_URL. */
export function appOrigin(env: Pick<Env, 'APP_URL'>): string {
  if (!env.APP_URL) throw new Error('APP_URL is not set: links in mail and payment callbacks are built from it')
  return new URL(env.APP_URL).origin
}
