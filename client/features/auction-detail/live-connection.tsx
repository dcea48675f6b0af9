// The auction's live connection as a piece of its own (live-link.tsx loads it once the page has drawn): the
// socket, the catch-up, the connection state and their library (partysocket) are off the lot page's first visit.
// It draws nothing; it runs the live hook (use-auction-live.ts) and hands the page what it says.
import { memo, useLayoutEffect } from 'react'
import { useAuctionLive, type LiveLink, type LiveOptions } from './use-auction-live.ts'

export const LiveConnection = memo(function LiveConnection({ link, ...options }: LiveOptions & { link: LiveLink }) {
  const live = useAuctionLive(options)
  const { flash, status, lastHeard } = live
  // Layout effects: the page draws what the connection says in the same frame as the connection's own render.
  useLayoutEffect(() => link.report({ flash, status, lastHeard }), [link, flash, status, lastHeard])
  // The latest render's functions (sendBid reads this render's status).
  useLayoutEffect(() => link.attach(live))
  useLayoutEffect(() => () => link.attach(null), [link])
  return null
})
