// The live stream area ("a live stream area for each active live session" on the home page,
// and on category pages for their main category): the stream, the chat and the auctions on the stream.
// Drop it in a page: <LiveStreamArea /> on the home page, <LiveStreamArea mainCategory={slug} /> on a
// category page (the first-level slug, or any level's: the server finds the main category). It renders
// nothing while no session is on air, and appears or disappears when an editor starts or stops one.
import { cx } from '#client/lib/cx.ts'
import { useQuery } from '@tanstack/react-query'
import { liveSessionsQuery, loadedSessionPanel } from '../sessions-query.ts'
import { useLiveSessionChannel } from '../use-livesession-channel.ts'

export function LiveStreamArea({ mainCategory = null, className }: { mainCategory?: string | null; className?: string }) {
  useLiveSessionChannel()
  const { data: sessions } = useQuery(liveSessionsQuery(mainCategory))
  // The query answers only once the panel's code is loaded (sessions-query.ts), so it is there whenever a session is.
  const LiveSessionPanel = loadedSessionPanel()
  if (!sessions?.length || !LiveSessionPanel) return null
  return (
    <div className={cx('space-y-6', className)}>
      {sessions.map((session) => (
        <LiveSessionPanel key={session.id} session={session} />
      ))}
    </div>
  )
}
