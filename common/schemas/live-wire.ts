// Live sessions and chat lines → the spec's wire shapes ("Live chat
// message"), built once: the worker answers them and also broadcasts them through the rooms, so the
// domain that broadcasts and the route that answers share this one serializer.
import { toWireTime, toWireTimeOrNull } from '../time.ts'
import type { LiveChatMessage, LiveSession } from './live.ts'

export type SessionRow = {
  session: {
    id: number
    title: string
    live_active: number
    live_broadcast_url: string
    live_session_started_at: number | null
    live_session_stopped_at?: number | null
    category_id: number | null
  }
  category_slug: string | null
  category_title: string | null
}

export const toLiveSession = ({ session: s, category_slug, category_title }: SessionRow): LiveSession => ({
  id: s.id,
  title: s.title,
  live_active: s.live_active,
  live_broadcast_url: s.live_broadcast_url,
  live_session_started_at: toWireTimeOrNull(s.live_session_started_at),
  category: s.category_id != null && category_slug != null ? { id: s.category_id, slug: category_slug, title: category_title ?? '' } : null,
})

export type ChatRow = { id: number; message: string; created_at: number; user_title: string; role: string }

export const toChatMessage = (r: ChatRow): LiveChatMessage => ({
  id: r.id,
  user_title: r.user_title,
  message: r.message,
  created_at: toWireTime(r.created_at),
  is_editor: r.role === 'editor',
})
