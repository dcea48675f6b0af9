// The lot page's live connection, loaded after the page's first render (docs/first-visit.md "The lot page's
// live connection after the first render"): the page first draws from its inline data, which is what the
// connection's `connecting` state shows anyway, and the connection's chunk (live-connection.tsx: the socket,
// partysocket, the catch-up) arrives meanwhile. Until then a bid goes by POST (as with a socket not yet open), and
// what the page tells the connection (a bid of its own, the answer to it) waits for it, in order.
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import type { BidAnswer, BidResult, SocketBid } from './queries.ts'
import type { ConnectionStateProps } from './components/connection-state.tsx'
import type { Live, LiveEngine as Engine, LiveLink, LiveOptions, LiveView } from './use-auction-live.ts'

// The route starts to fetch it before its own chunk runs (client/routes/mezat.$slug.tsx `beforeLoad`).
const LiveConnection = lazyPiece(() => import('./live-connection.tsx').then((m) => ({ default: m.LiveConnection })))

// The connection's state beside the clock shows nothing on screen until the connection reports a state (the page
// starts `connecting`, an empty box), so its display loads after the first render too; meanwhile the same empty
// box holds its place (and the compact one, as then, nothing).
const ConnectionStateView = lazyPiece(() => import('./components/connection-state.tsx').then((m) => ({ default: m.ConnectionState })))

export function ConnectionState(props: ConnectionStateProps) {
  return (
    <Suspense fallback={props.compact ? null : <div data-testid="connection-state" data-status={props.status} />}>
      <ConnectionStateView {...props} />
    </Suspense>
  )
}

const sameView = (a: LiveView, b: LiveView) => a.flash === b.flash && a.status === b.status && a.lastHeard === b.lastHeard

/** `useAuctionLive`'s answer, with `connection`, the element that runs it, to be drawn anywhere in the page. */
export function useLiveLink(options: LiveOptions): Live & { connection: ReactNode } {
  const [view, setView] = useState<LiveView>({ flash: null, status: 'connecting', lastHeard: null })
  const engine = useRef<Engine | null>(null)
  const waiting = useRef<((engine: Engine) => void)[]>([])
  const link = useMemo<LiveLink>(
    () => ({
      report: (next) => setView((old) => (sameView(old, next) ? old : next)),
      attach: (next) => {
        engine.current = next
        if (next) for (const run of waiting.current.splice(0)) run(next)
      },
    }),
    [],
  )
  const later = (run: (engine: Engine) => void) => (engine.current ? run(engine.current) : void waiting.current.push(run))
  return {
    ...view,
    expectOwnBid: (clientBidId: string) => later((e) => e.expectOwnBid(clientBidId)),
    ownBidAnswered: (answer: BidAnswer) => later((e) => e.ownBidAnswered(answer)),
    sendBid: (data: SocketBid): Promise<BidResult | null> | null => engine.current?.sendBid(data) ?? null,
    connection: (
      <Suspense fallback={null}>
        <LiveConnection {...options} link={link} />
      </Suspense>
    ),
  }
}
