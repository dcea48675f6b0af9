import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useNowOnScreen } from '#client/lib/use-now.ts'
import { countdown, fromWireTime } from '#common/time.ts'
import { useRef } from 'react'
import type { AuctionPhase } from '../auction-state.ts'

type Props = { phase: AuctionPhase; startTime: string; endTime: string; clockOffset: number }

/** 'Başlamasına' / 'Bitmesine' / 'Süre doldu' with days, hours, minutes, seconds (two digits each). */
export function Countdown({ phase, startTime, endTime, clockOffset }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const serverNow = useNowOnScreen(box) + clockOffset
  const target = phase === 'upcoming' ? fromWireTime(startTime) : fromWireTime(endTime)
  const left = countdown(target, serverNow)
  const caption = phase === 'upcoming' ? t.auction.startsIn : phase === 'running' ? t.auction.endsIn : t.auction.timeUp
  const urgent = phase === 'running' && left.days === '00' && left.hours === '00'
  if (phase === 'ended')
    return (
      <div ref={box} className="rounded-lg bg-slate-100 px-2 py-2 text-center text-xs font-semibold text-ink-muted">
        {caption}
      </div>
    )
  const units = [
    [left.days, t.auction.units.days],
    [left.hours, t.auction.units.hours],
    [left.minutes, t.auction.units.minutes],
    [left.seconds, t.auction.units.seconds],
  ] as const
  const spoken = `${caption} ${units.map(([v, u]) => `${v} ${u}`).join(' ')}`
  return (
    <div
      ref={box}
      className={cx(
        'rounded-lg px-1.5 py-1.5',
        phase === 'upcoming' ? 'bg-brand-50 text-brand-800' : urgent ? 'bg-danger-50 text-danger-800' : 'bg-accent-50 text-accent-900',
      )}
    >
      <p className="sr-only">{spoken}</p>
      <p aria-hidden="true" className="mb-1 text-center text-[0.6875rem] font-semibold tracking-wide uppercase">
        {caption}
      </p>
      <div aria-hidden="true" className="grid grid-cols-4 gap-1 text-center">
        {units.map(([value, unit]) => (
          <span key={unit} className="rounded-md bg-white/80 py-0.5 leading-tight">
            <span className="block text-sm font-bold tabular sm:text-base">{value}</span>
            <span className="block text-[0.625rem] font-medium opacity-80">{unit}</span>
          </span>
        ))}
      </div>
    </div>
  )
}
