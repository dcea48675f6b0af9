// Live sessions, their auctions and chat ("Live chat message"; "Other
// realtime"): the HTTP answers, the form, the messages of the `livesession` and `live` channels
// (docs/architecture.md "The channels") and the commands the worker sends to a `live` room.
import { z } from 'zod'
import { WireTime } from './parts.ts'
// Its own area only: the live stream area is on the home and category pages' first visit.
import { CHAT_MAX_LENGTH, CHAT_RAW_MAX, MUTE_MAX_MINUTES } from '../live-rules.ts'
import * as tr from '../messages/live.ts'
import { AuctionCard, ServerTime } from './answers.ts'
import { wholeNumberUpTo } from './form-rules.ts'

// The rules and the stream address live in ../live-rules.ts (no zod: the first visit's live area reads them).
export { CHAT_HISTORY, CHAT_MAX_LENGTH, CHAT_PAGE_MAX, CHAT_RATE, CHAT_RAW_MAX, MUTE_MAX_MINUTES, streamOf, youtubeEmbedUrl, type Stream } from '../live-rules.ts'

// ---- answers -------------------------------------------------------------------------------------

export const LiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  live_active: z.coerce.number().int(),
  live_broadcast_url: z.string(),
  live_session_started_at: WireTime.nullable(),
  /** The main category whose pages show the stream; null: the home page only. */
  category: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
})
export type LiveSession = z.infer<typeof LiveSession>
/** GET /api/live_session/index and /api/live_session/{mainCategory}: the active sessions. */
export const LiveSessionsAnswer = z.array(LiveSession)

export const LiveChatMessage = z.object({
  id: z.number().int(),
  user_title: z.string(),
  message: z.string(),
  created_at: WireTime,
  /** Editors' lines are marked in the chat. */
  is_editor: z.boolean(),
})
export type LiveChatMessage = z.infer<typeof LiveChatMessage>
/** GET /api/livechat/{sessionId}/{lastId}: messages after lastId, oldest first (the latest CHAT_HISTORY for 0). */
export const LiveChatAnswer = z.object({ data: z.array(LiveChatMessage), last_id: z.number().int() })
export const AddLiveMessageAnswer = z.object({ message: z.string(), data: LiveChatMessage })

/** GET /api/liveauction/{sessionId}: the session's auctions in the editor's order. */
export const LiveAuctionsAnswer = z.object({ data: z.array(AuctionCard), server_time: ServerTime })

// ---- forms ---------------------------------------------------------------------------------------

const PositiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message)
const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))

/** POST /api/addLiveMessage (form: livemessage, live_session_id). The room sanitises and caps the text. */
export const AddLiveMessageForm = z.object({
  livemessage: z.preprocess(
    asText,
    z
      .string()
      .max(CHAT_RAW_MAX, tr.live.chatTooLong(CHAT_MAX_LENGTH))
      .refine((s) => s.trim() !== '', tr.live.chatRequired),
  ),
  live_session_id: PositiveId(tr.live.sessionRequired),
})

export const SessionIdParam = z.object({ sessionId: PositiveId(tr.live.sessionNotFound) })
/** For the editor's calls on a session (`/api/admin/live-sessions/{id}/…`). */
export const LiveSessionIdParam = z.object({ id: PositiveId(tr.live.sessionNotFound) })
export const ChatPageParam = z.object({ sessionId: PositiveId(tr.live.sessionNotFound), lastId: z.coerce.number().int().min(0).catch(0) })
export const MessageIdParam = z.object({ messageId: PositiveId(tr.live.messageNotFound) })
export const MuteForm = z.object({
  minutes: wholeNumberUpTo(MUTE_MAX_MINUTES, tr.live.muteMinutes(MUTE_MAX_MINUTES)),
})
export const MuteAnswer = z.object({ message: z.string(), muted_until: z.number() })

// ---- channel `livesession`, room `main` ----------------------------------------------------------

export const LiveSessionEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('LiveSessionStarted'), data: z.object({ session: LiveSession }) }),
  z.object({ event: z.literal('LiveSessionStopped'), data: z.object({ id: z.number().int(), category_id: z.number().int().nullable() }) }),
])
export type LiveSessionEvent = z.infer<typeof LiveSessionEvent>

// ---- channel `live`, room `{sessionId}` (the spec's `liveauction` and the chat) -------------------

export const LiveRoomEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ChatMessage'), data: z.object({ session_id: z.number().int(), message: LiveChatMessage }) }),
  z.object({ event: z.literal('ChatMessageDeleted'), data: z.object({ session_id: z.number().int(), id: z.number().int() }) }),
  /** The session's auction list changed (added, removed, reordered): refetch GET /api/liveauction/{id}. */
  z.object({ event: z.literal('LiveAuctionsChanged'), data: z.object({ session_id: z.number().int() }) }),
  /** Sent to one socket only: what it wrote on the socket was not taken. */
  z.object({ event: z.literal('ChatRefused'), data: z.object({ message: z.string() }) }),
])
export type LiveRoomEvent = z.infer<typeof LiveRoomEvent>

/** Worker → `live` room, signed (docs/architecture.md "The shape"). */
export const LiveRoomCommand = z.discriminatedUnion('kind', [
  /** May this member post this text now? The room sanitises, rate-limits and applies the mute. */
  z.object({
    kind: z.literal('chat'),
    user_id: z.number().int().positive(),
    text: z.string().max(CHAT_RAW_MAX),
    /** From D1 (live_chat_mutes); null when not muted. */
    muted_until: z.number().nullable(),
    exempt: z.boolean().default(false),
  }),
  /** Tell every viewer. */
  z.object({ kind: z.literal('publish'), event: LiveRoomEvent }),
])
export type LiveRoomCommand = z.input<typeof LiveRoomCommand>

/** The room's answer to an accepted `chat` command: the text to store and show. */
export const ChatDecision = z.object({ text: z.string() })

const parser =
  <T extends z.ZodType>(schema: T) =>
  (raw: unknown): z.output<T> | null => {
    try {
      const result = schema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw)
      return result.success ? result.data : null
    } catch {
      return null
    }
  }
/** Socket messages, parsed; null for malformed or unknown events (never throws). */
export const parseLiveRoomEvent = parser(LiveRoomEvent)

/** POST /api/admin/live-sessions/{id}/start and /stop: the session now, and whether the channel heard it. */
export const LiveSwitchAnswer = z.object({ message: z.string(), session: LiveSession, announced: z.boolean() })
