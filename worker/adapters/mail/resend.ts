import type { Env } from '../../env.ts'
import type { Mailer } from './index.ts'

/** Resend's REST API (https://resend.com/docs/api-reference/emails/send-email) over fetch. */
export function resendMailer(env: Env, fetcher: typeof fetch): Mailer {
  return {
    name: 'resend',
    async send(mail) {
      if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error('RESEND_API_KEY and MAIL_FROM must be set')
      const res = await fetcher('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
      })
      if (!res.ok) throw new Error(`resend ${res.status}: ${(await res.text()).slice(0, 200)}`)
    },
  }
}
