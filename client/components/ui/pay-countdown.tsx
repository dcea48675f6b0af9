// The time left to pay (docs/after-the-hammer.md "Pay deadline"): the deadline in Istanbul time
// and a ticking countdown, on the shared one-second clock. Screen readers get one sentence, not the ticks.
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { cx } from '#client/lib/cx.ts'
import { useNow } from '#client/lib/use-now.ts'
import { countdown, formatDateTime, fromWireTime } from '#common/time.ts'

type Props = { until: string; label: (when: string) => string; className?: string }

export function PayCountdown({ until, label, className }: Props) {
  const now = useNow()
  const target = fromWireTime(until)
  const left = countdown(target, now)
  const urgent = target - now < 24 * 3_600_000
  return (
    <p
      className={cx(
        'inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-semibold',
        urgent ? 'text-danger-800' : 'text-accent-900',
        className,
      )}
      data-testid="pay-countdown"
    >
      <span>{label(formatDateTime(target))}</span>
      {left.done ? (
        <span>{tah.countdown.over}</span>
      ) : (
        <>
          <span className="sr-only">{tah.countdown.spoken(left.days, left.hours, left.minutes, left.seconds)}</span>
          <span aria-hidden="true" className={cx('rounded px-1.5 py-0.5 tabular', urgent ? 'bg-danger-50' : 'bg-accent-50')}>
            {left.days} {tah.countdown.units.days} {left.hours}:{left.minutes}:{left.seconds}
          </span>
        </>
      )}
    </p>
  )
}
