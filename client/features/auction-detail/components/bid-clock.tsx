// The clock of the bid box: the time left on the server's clock beside the price
// and the buttons; red in the last minutes; a "Süre uzadı" badge, announced politely, when a
// last-minute bid moves the end (soft close).
import { ClockIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { cx } from '#client/lib/cx.ts'
import { toWireTime } from '#common/time.ts'
import { EXTENSION_BADGE_MS, isEndingSoon, wireToDisplay } from '../auction-view.ts'
import { Clock } from './status-bar.tsx'

type Props = { end: number; serverNow: number; extendedAt: number | null; deviceNow: number; compact?: boolean }

/** Made once: the clock redraws every second, its icon need not. */
const clockIcon = <ClockIcon className="size-4 shrink-0" />

export function BidClock({ end, serverNow, extendedAt, deviceNow, compact }: Props) {
  const soon = isEndingSoon(end, serverNow)
  const extended = extendedAt !== null && deviceNow - extendedAt < EXTENSION_BADGE_MS
  return (
    <div
      className={cx(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-control px-3 py-2',
        soon ? 'bg-danger-50 text-danger-800 ring-1 ring-danger-100' : 'bg-slate-100 text-ink',
      )}
      data-testid="bid-clock"
      data-ending-soon={soon || undefined}
    >
      {clockIcon}
      <span className={cx('text-xs font-semibold', compact && 'sr-only')}>{soon ? ts.bidBox.endingSoon : ts.bidBox.endsIn}</span>
      <Clock target={end} serverNow={serverNow} className={cx(compact ? 'text-base' : 'text-lg', soon && 'text-danger-700')} />
      {extended ? (
        <span className="rounded-full bg-accent-400 px-2 py-0.5 text-[0.6875rem] font-bold text-brand-950" data-testid="extended-badge">
          {ts.bidBox.extended}
        </span>
      ) : null}
      {!compact ? (
        <p className="sr-only" aria-live="polite">
          {extended ? ts.bidBox.extendedTo(wireToDisplay(toWireTime(end))) : ''}
        </p>
      ) : null}
    </div>
  )
}
