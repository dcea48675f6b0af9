// SMS leaves through the same outbox as mail (see adapters/mail/index.ts).
import type { Env } from '../../env.ts'
import type { SmsSender } from './port.ts'
import { netgsmSms } from './netgsm.ts'

// The types every adapter implements live in port.ts (the adapters import them from there, not from this file).
export type * from './port.ts'

/** SMS_PROVIDER=outbox (default: codes readable on /__dev/outbox) or netgsm. */
export function smsSender(env: Env, fetcher: typeof fetch = fetch): SmsSender {
  if (env.SMS_PROVIDER === 'netgsm') return netgsmSms(env, fetcher)
  return { name: 'outbox', send: async () => {} }
}
