// Consents to commercial electronic messages per channel (docs/privacy.md "Commercial messages and İYS"):
// the preferences form, its answer, and the version of the text the boxes show.
import { z } from 'zod'
import { tr } from '../messages.ts'

export const CONSENT_CHANNELS = ['sms', 'email', 'call'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]

/**
 * The version of common/messages/privacy.ts messageConsent (its lead and channel sentences). Every consent
 * row records it; change it whenever that wording changes, so the proof shows what the member agreed to.
 */
export const CONSENT_TEXT_VERSION = 'ticari-ileti-2026-11'

/** A consent box: the browser sends booleans; a form post may send "1"/"on". Absent means not ticked. */
const box = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on')

/** The three boxes, as registration and the preferences page send them. */
export const ConsentBoxes = z.object({ consent_sms: box, consent_email: box, consent_call: box })

const strictBool = z.boolean({ error: tr.messageConsent.invalidChoice })
/** PUT /api/user/message-consents: each channel's state as the member left it. */
export const MessageConsentsForm = z.object({ sms: strictBool, email: strictBool, call: strictBool })
export type MessageConsentsForm = z.infer<typeof MessageConsentsForm>

const HistoryRow = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  source: z.enum(['registration', 'preferences', 'unsubscribe_link', 'account_closed']),
  text_version: z.string(),
  recorded_at: z.number().int(),
})

/** GET /api/user/message-consents (and the PUT's answer). */
export const MessageConsentsAnswer = z.object({
  consents: z.object({ sms: z.boolean(), email: z.boolean(), call: z.boolean() }),
  history: z.array(HistoryRow),
  message: z.string().optional(),
})
