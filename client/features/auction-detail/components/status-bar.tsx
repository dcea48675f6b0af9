// The status bar on top of the detail page: in progress or completed with the time
// left; dark 'Mezat Başladı.' / 'Tamamlanmış Mezat.' after those events, amber after someone else's
// bid, green while the viewer holds the highest bid. Times run on the server's clock. A bid changes its colour
// and words: the icons are elements made once and the clock is memoised on its second, so that such a render
// is the bar's own component, not its icons and clock again.
import { BoltIcon, ClockIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { cx } from '#client/lib/cx.ts'
import type { TimeState } from '#common/auction-rules.ts'
import { countdown } from '#common/time.ts'
import type { Timing } from '../auction-view.ts'
import type { LiveFlash } from '../use-auction-live.ts'
import { memo } from 'react'

/** How long an event's colour stays before the bar returns to its steady state. */
const FLASH_MS = 10_000

type Props = { phase: TimeState; timing: Timing; serverNow: number; deviceNow: number; flash: LiveFlash; isHighest: boolean }

export function barState({ phase, flash, isHighest, deviceNow }: Pick<Props, 'phase' | 'flash' | 'isHighest' | 'deviceNow'>) {
  const recent = flash && deviceNow - flash.at < FLASH_MS ? flash.kind : null
  if (phase === 'ended') return { tone: 'dark', text: ts.detail.completed } as const
  if (recent === 'started') return { tone: 'dark', text: ts.detail.startedBar } as const
  if (isHighest && phase === 'running') return { tone: 'green', text: ts.detail.yoursBar } as const
  if (recent === 'newBid') return { tone: 'amber', text: ts.detail.newBidBar } as const
  if (recent === 'extended') return { tone: 'amber', text: ts.detail.extendedBar } as const
  return phase === 'upcoming'
    ? ({ tone: 'brand', text: ts.detail.notStarted } as const)
    : ({ tone: 'brand', text: ts.detail.inProgress } as const)
}

const tones = {
  dark: 'bg-slate-900 text-white',
  green: 'bg-success-700 text-white',
  amber: 'bg-accent-400 text-brand-950',
  brand: 'bg-brand-800 text-white',
}

const boltIcon = <BoltIcon className="size-5" />
const clockIcon = <ClockIcon className="size-4 opacity-80" />

export const Clock = memo(function Clock({ target, serverNow, className }: { target: number; serverNow: number; className?: string }) {
  const left = countdown(target, serverNow)
  return (
    <span className={cx('font-mono font-bold tabular', className)} aria-hidden="true">
      {left.days !== '00' ? `${left.days}g ` : ''}
      {left.hours}:{left.minutes}:{left.seconds}
    </span>
  )
})

export function StatusBar(props: Props) {
  const { phase, timing, serverNow } = props
  const state = barState(props)
  const target = phase === 'upcoming' ? timing.start : timing.end
  return (
    <div className={cx('transition-colors duration-500', tones[state.tone])} data-status={state.tone}>
      <div className="container-page flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <p className="flex items-center gap-2 text-sm font-bold sm:text-base" role="status" data-testid="status-line">
          {state.tone === 'amber' ? (
            boltIcon
          ) : (
            <span
              className={cx('size-2.5 rounded-full', phase === 'running' ? 'animate-pulse bg-current' : 'bg-current opacity-60')}
              aria-hidden="true"
            />
          )}
          {state.text}
        </p>
        {phase !== 'ended' ? (
          <p className="flex items-center gap-2 text-sm">
            {clockIcon}
            <span className="opacity-90">{phase === 'upcoming' ? ts.detail.untilStart : ts.detail.remaining}</span>
            <Clock target={target} serverNow={serverNow} className="text-base sm:text-lg" />
          </p>
        ) : null}
      </div>
    </div>
  )
}
