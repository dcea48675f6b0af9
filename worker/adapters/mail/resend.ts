import type { Env } from '../../env.ts'
import { RetryLater, retryAfterMs, withUserAgent } from '../../lib/outgoing.ts'
import type { Mailer } from './port.ts'

/**
 * Resend's REST API (https://resend.com/docs/api-reference/emails/send-email) over fetch. The outbox
 * row's key goes out as Idempotency-Key, so a retry after a timeout that Resend had in fact accepted
 * sends nothing twice (Resend keeps keys for 24 hours). A 429 or 5xx with Retry-After is a RetryLater.
 */
export function resendMailer(env: Env, fetcher: typeof fetch): Mailer {
  return {
    name: 'resend',
    async send(mail) {
      if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error('RESEND_API_KEY and MAIL_FROM must be set')
      const headers = withUserAgent({
        Authorization: `Bearer ${env.RESEND_API_KEY}`,
        'Content-Type': 'application/json',
        ...(mail.idempotencyKey ? { 'Idempotency-Key': mail.idempotencyKey } : {}),
      })
      const res = await fetcher('https://api.resend.com/emails', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          from: env.MAIL_FROM,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          ...(mail.headers ? { headers: mail.headers } : {}),
        }),
      })
      if (res.ok) return
      const message = `resend ${res.status}: ${(await res.text()).slice(0, 200)}`
      const wait = retryAfterMs(res)
      if (wait != null && (res.status === 429 || res.status >= 500)) throw new RetryLater(message, wait)
      throw new Error(message)
    },
  }
}
