// SMS leaves through the same outbox as mail (see adapters/mail/index.ts).
import type { Env } from '../../env.ts'
import { netgsmSms } from './netgsm.ts'

export type Sms = { to: string; text: string }
export interface SmsSender {
  readonly name: string
  send(sms: Sms): Promise<void>
}

/** SMS_PROVIDER=outbox (default: codes readable on /__dev/outbox) or netgsm. */
export function smsSender(env: Env, fetcher: typeof fetch = fetch): SmsSender {
  if (env.SMS_PROVIDER === 'netgsm') return netgsmSms(env, fetcher)
  return { name: 'outbox', send: async () => {} }
}
