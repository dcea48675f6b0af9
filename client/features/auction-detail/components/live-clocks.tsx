// The live page's parts that change every second, each reading the shared clock itself: the status bar, the
// bid clock and the spoken countdown. The page around them reads only its phase from the clock
// (useNowSelect), so a second that passes redraws these few nodes, not the whole page with its photos, tabs
// and cards (a render of the whole page each second, and again for each bid, is what delayed a tap on a
// phone; docs/first-visit.md "Interaction").
import type { TimeState } from '#common/auction-rules.ts'
import { useNow } from '#client/lib/use-now.ts'
import type { Timing } from '../auction-view.ts'
import type { LiveFlash } from '../use-auction-live.ts'
import { BidClock } from './bid-clock.tsx'
import { StatusBar } from './status-bar.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { Suspense } from 'react'

// The spoken countdown is an invisible polite region that speaks at most once a minute: it loads after the page's
// first render (docs/first-visit.md) and takes no place on screen while it does.
const CountdownAnnouncer = lazyPiece(() => import('./countdown-announcer.tsx').then((m) => ({ default: m.CountdownAnnouncer })))

type Clocked = { timing: Timing; clockOffset: number }

export function LiveStatusBar({ timing, clockOffset, ...rest }: Clocked & { phase: TimeState; flash: LiveFlash; isHighest: boolean }) {
  const deviceNow = useNow()
  return <StatusBar {...rest} timing={timing} serverNow={deviceNow + clockOffset} deviceNow={deviceNow} />
}

export function LiveBidClock({ timing, clockOffset, extendedAt, compact }: Clocked & { extendedAt: number | null; compact: boolean }) {
  const deviceNow = useNow()
  return <BidClock end={timing.end} serverNow={deviceNow + clockOffset} deviceNow={deviceNow} extendedAt={extendedAt} compact={compact} />
}

export function LiveCountdownAnnouncer({ timing, clockOffset, phase }: Clocked & { phase: TimeState }) {
  const serverNow = useNow() + clockOffset
  return (
    <Suspense fallback={null}>
      <CountdownAnnouncer phase={phase} msLeft={(phase === 'upcoming' ? timing.start : timing.end) - serverNow} />
    </Suspense>
  )
}
