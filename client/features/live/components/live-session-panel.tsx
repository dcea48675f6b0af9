// One live session's panel of the stream area (live-stream-area.tsx): the stream, the chat and the
// auctions on the stream. Its own chunk, with partysocket and the chat: most of the time no session is on
// air, and a first visit to the home or a category page then downloads none of it. When the
// page's inline data has a session on air the worker preloads this chunk (worker/html/render-page.ts).
import { tl } from '#client/i18n/tr-live.ts'
import type { LiveSession } from '#common/schemas/live.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useId } from 'react'
import { useLiveRoom } from '../use-live-room.ts'
import { LiveChat } from './live-chat.tsx'
import { LiveLots } from './live-lots.tsx'
import { StreamPlayer } from './stream-player.tsx'

export function LiveSessionPanel({ session }: { session: LiveSession }) {
  const { connected } = useLiveRoom(session.id)
  const lotsId = useId()
  const since = session.live_session_started_at ? formatDateTime(fromWireTime(session.live_session_started_at)) : null
  return (
    <section
      aria-label={tl.area.region(session.title)}
      className="rounded-card bg-brand-900 p-3 text-white shadow-raised sm:p-5"
      data-live-session={session.id}
    >
      <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mb-4">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-700 px-2.5 py-1 text-xs font-extrabold tracking-wider">
          <span className="size-2 animate-pulse rounded-full bg-white motion-reduce:animate-none" aria-hidden="true" />
          {tl.area.live}
        </span>
        <h2 className="min-w-0 text-lg font-extrabold tracking-tight sm:text-xl">{session.title}</h2>
        {since ? <p className="text-sm text-brand-100">{tl.area.since(since)}</p> : null}
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <StreamPlayer url={session.live_broadcast_url} title={session.title} />
        <div className="text-ink">
          <LiveChat sessionId={session.id} connected={connected} />
        </div>
      </div>
      <LiveLots sessionId={session.id} headingId={lotsId} />
    </section>
  )
}
