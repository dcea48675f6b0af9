// The rules of the live chat: pure functions the
// `live` room applies to each message before the worker stores it. Tested table-driven in tests/party/chat.test.ts.
import { tr } from '#common/messages.ts'
import { CHAT_MAX_LENGTH, CHAT_RATE } from '#common/schemas/live.ts'
import { formatDateTime } from '#common/time.ts'

/**
 * Plain text on one line: tags and anything that looks like one go, control and bidirectional-override
 * characters go (they could disguise a line as someone else's), whitespace runs become one space.
 * The browser shows the text as text (never as HTML); this keeps stored lines clean for every reader.
 */
export function sanitizeChat(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/<\/?[a-z!?/][^>]*(?:>|$)/gi, ' ')
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Length in characters as a reader counts them (code points, so an emoji is one). */
const length = (s: string) => [...s].length

/** Send times of one member's recent messages in this session, oldest first. */
export type ChatWindow = number[]

export type ChatInput = { text: string; muted_until: number | null; exempt: boolean }
export type ChatRefusal = {
  kind: 'refused'
  status: 403 | 422 | 429
  body: { message: string; errors?: Record<string, string[]> }
  retryAfter?: number
}
export type ChatAccepted = { kind: 'accepted'; text: string; window: ChatWindow }

const invalid = (message: string): ChatRefusal => ({ kind: 'refused', status: 422, body: { message, errors: { livemessage: [message] } } })

/**
 * May this member post `input.text` now? Order: the mute, then the text (required after sanitising,
 * at most CHAT_MAX_LENGTH), then the rate (at most CHAT_RATE.max in any CHAT_RATE.windowMs; editors are
 * exempt). A refused message does not count against the rate; an accepted one does.
 */
export function decideChat(window: ChatWindow, input: ChatInput, now: number): ChatRefusal | ChatAccepted {
  if (!input.exempt && input.muted_until !== null && input.muted_until > now)
    return { kind: 'refused', status: 403, body: { message: tr.live.chatMuted(formatDateTime(input.muted_until)) } }
  const text = sanitizeChat(input.text)
  if (text === '') return invalid(tr.live.chatRequired)
  if (length(text) > CHAT_MAX_LENGTH) return invalid(tr.live.chatTooLong(CHAT_MAX_LENGTH))
  const recent = window.filter((at) => at > now - CHAT_RATE.windowMs)
  if (!input.exempt && recent.length >= CHAT_RATE.max) {
    const retryAfter = Math.max(1, Math.ceil((recent[0]! + CHAT_RATE.windowMs - now) / 1000))
    return { kind: 'refused', status: 429, body: { message: tr.live.chatTooFast(retryAfter) }, retryAfter }
  }
  return { kind: 'accepted', text, window: [...recent, now].slice(-CHAT_RATE.max) }
}
