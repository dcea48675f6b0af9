// Mail leaves through the outbox: domain code queues a row in the same batch as its own writes, and the
// cron (worker/index.ts scheduled) hands pending rows to the configured provider, retrying with backoff.
import type { Env } from '../../env.ts'
import type { Mailer } from './port.ts'
import { localMailer } from './local.ts'
import { resendMailer } from './resend.ts'

// The types every adapter implements live in port.ts (the adapters import them from there, not from this file).
export type * from './port.ts'

/** MAIL_PROVIDER=outbox (default: mails stay readable on /__dev/outbox) or resend. */
export function mailer(env: Env, fetcher: typeof fetch = fetch): Mailer {
  if (env.MAIL_PROVIDER === 'resend') return resendMailer(env, fetcher)
  return localMailer
}
