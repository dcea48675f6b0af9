// Server state of the live stream areas: the sessions on air, a session's auctions and
// its chat. One key factory; the sockets (use-livesession-channel.ts, use-live-room.ts) write into these
// entries or invalidate them, so the Query cache stays the one state.
import { api, typed } from '#client/lib/api.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import type {
  AddLiveMessageAnswer,
  LiveAuctionsAnswer,
  LiveChatAnswer,
  MuteAnswer,
  LiveChatMessage,
} from '#common/schemas/live.ts'
import { CHAT_PAGE_MAX } from '#common/live-rules.ts'
import { fromWireTime } from '#common/time.ts'
import { queryOptions, type QueryClient } from '@tanstack/react-query'

/** The channels keep these fresh while they are open; after that, an answer this old is asked again. */
const STALE_MS = 10_000

export const liveKeys = {
  all: ['live'] as const,
  sessions: () => [...liveKeys.all, 'sessions'] as const,
  sessionsOf: (mainCategory: string | null) => [...liveKeys.sessions(), mainCategory ?? 'index'] as const,
  auctions: (sessionId: number) => [...liveKeys.all, 'auctions', sessionId] as const,
  chat: (sessionId: number) => [...liveKeys.all, 'chat', sessionId] as const,
}

/** GET /api/liveauction/{sessionId}, with the offset of the device's clock from the server's. */
export const liveAuctionsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: liveKeys.auctions(sessionId),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now()
      const answer = await api.get(`/api/liveauction/${sessionId}`, typed<typeof LiveAuctionsAnswer>(), { signal })
      return { ...answer, clockOffset: fromWireTime(answer.server_time.formatted) - (sentAt + Date.now()) / 2 }
    },
    staleTime: STALE_MS,
  })

/**
 * The chat as the viewer sees it: the lines on joining (GET /api/livechat/{id}/0), then what the socket
 * adds. A refetch keeps the lines the socket brought while it was under way (newer than the answer's last).
 */
export const liveChatQuery = (sessionId: number) =>
  queryOptions({
    queryKey: liveKeys.chat(sessionId),
    queryFn: async ({ signal, client }) => {
      const cached = () => client.getQueryData<LiveChatMessage[]>(liveKeys.chat(sessionId)) ?? []
      const before = new Set(cached().map((m) => m.id))
      const { data, last_id } = await api.get(`/api/livechat/${sessionId}/0`, typed<typeof LiveChatAnswer>(), { signal })
      return [...data, ...cached().filter((m) => m.id > last_id && !before.has(m.id))]
    },
    staleTime: STALE_MS,
  })

/** Adds lines to the cached chat once each, in id order, keeping at most CHAT_PAGE_MAX. */
export function appendChat(queryClient: QueryClient, sessionId: number, lines: LiveChatMessage[]) {
  queryClient.setQueryData<LiveChatMessage[]>(liveKeys.chat(sessionId), (old) => {
    if (!old) return old
    const known = new Set(old.map((m) => m.id))
    const fresh = lines.filter((m) => !known.has(m.id))
    if (!fresh.length) return old
    return [...old, ...fresh].sort((a, b) => a.id - b.id).slice(-CHAT_PAGE_MAX)
  })
}

export const removeChatLine = (queryClient: QueryClient, sessionId: number, id: number) =>
  queryClient.setQueryData<LiveChatMessage[]>(liveKeys.chat(sessionId), (old) => old?.filter((m) => m.id !== id))

/** POST /api/addLiveMessage (form: livemessage, live_session_id). */
export const sendLiveMessage = (sessionId: number, text: string) =>
  api.post('/api/addLiveMessage', typed<typeof AddLiveMessageAnswer>(), { form: { livemessage: text, live_session_id: sessionId } })

// ---- editors ----
export const deleteLiveMessage = (messageId: number) => api.delete(`/api/admin/live-chat/${messageId}`, typed<typeof MessageAnswer>())
export const muteLiveAuthor = (messageId: number, minutes: number) =>
  api.post(`/api/admin/live-chat/${messageId}/mute`, typed<typeof MuteAnswer>(), { form: { minutes } })
