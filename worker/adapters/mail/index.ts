// Mail leaves through the outbox: domain code queues a row in the same batch as its own writes, and the
// cron (worker/index.ts scheduled) hands pending rows to the configured provider, retrying with backoff.
import type { Env } from '../../env.ts'
import { localMailer } from './local.ts'
import { resendMailer } from './resend.ts'

/**
 * `idempotencyKey`: the same for every retry of one mail (the outbox row's), so a provider sends it once.
 * `headers`: extra headers, such as a commercial mail's List-Unsubscribe pair (RFC 8058).
 */
export type Mail = { to: string; subject: string; text: string; idempotencyKey?: string; headers?: Record<string, string> }
export interface Mailer {
  readonly name: string
  send(mail: Mail): Promise<void>
}

/** MAIL_PROVIDER=outbox (default: mails stay readable on /__dev/outbox) or resend. */
export function mailer(env: Env, fetcher: typeof fetch = fetch): Mailer {
  if (env.MAIL_PROVIDER === 'resend') return resendMailer(env, fetcher)
  return localMailer
}
