// Web push (docs/alerts.md "Web push"): a browser's subscription as PushSubscription.toJSON() gives it, and
// the answers of /api/push/*.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { MessageAnswer } from './answers.ts'

const M = tr.push

/** Longest endpoint accepted: the push services' URLs are a few hundred characters. */
const ENDPOINT_MAX = 2048

const httpsUrl = (v: string) => {
  try {
    const url = new URL(v)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/**
 * base64url (RFC 4648 section 5) of exactly `bytes` bytes, with or without its `=` padding. 65 bytes are 87
 * characters, 16 bytes 22; an uncompressed P-256 point starts with the byte 0x04, so with "B".
 */
const base64url = (bytes: number, first = '') => {
  const chars = Math.ceil((bytes * 4) / 3)
  const pad = (4 - (chars % 4)) % 4
  return new RegExp(`^${first}[A-Za-z0-9_-]{${chars - first.length}}(={${pad}})?$`)
}

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (expirationTime is ignored). */
export const PushSubscriptionForm = z.object({
  endpoint: z
    .string({ error: M.endpointInvalid })
    .trim()
    .max(ENDPOINT_MAX, { error: M.endpointInvalid })
    .refine(httpsUrl, { error: M.endpointInvalid }),
  keys: z.object(
    {
      p256dh: z.string({ error: M.p256dhInvalid }).regex(base64url(65, 'B'), { error: M.p256dhInvalid }),
      auth: z.string({ error: M.authInvalid }).regex(base64url(16), { error: M.authInvalid }),
    },
    { error: M.p256dhInvalid },
  ),
  expirationTime: z.number().nullable().optional(),
})
export type PushSubscriptionForm = z.infer<typeof PushSubscriptionForm>

/** DELETE /api/push/subscriptions: the browser's endpoint, in the body (an address is not put in a URL that is logged). */
export const PushUnsubscribeForm = z.object({
  endpoint: z.string({ error: M.endpointInvalid }).trim().min(1, { error: M.endpointInvalid }).max(ENDPOINT_MAX, { error: M.endpointInvalid }),
})

/** POST and DELETE /api/push/subscriptions: the sentence and how many devices of the member now have push. */
export const PushSubscriptionAnswer = MessageAnswer.extend({ devices: z.number().int().min(0) })

/** GET /api/push/config: the application server's public key (RFC 8292), or null while push is off on this server. */
export const PushConfigAnswer = z.object({ public_key: z.string().nullable() })
