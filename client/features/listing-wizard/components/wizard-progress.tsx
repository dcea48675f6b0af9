// The wizard's header: five named steps and a progress bar at 0, 25, 50, 75, 99 percent
//. Step 5 (Özet) is the summary page /mezatozeti/{slug}.
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import { PROGRESS } from '../model.ts'

export function WizardProgress({ step }: { step: 1 | 2 | 3 | 4 | 5 }) {
  const percent: number = PROGRESS[step - 1] ?? 0
  const label = tm.wizard.steps[step - 1]!
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-brand-800" aria-live="polite">
        {tm.wizard.stepOf(step, label)}
      </p>
      <div
        role="progressbar"
        aria-label={tm.wizard.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`%${percent}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(percent, 3)}%` }} />
      </div>
      <ol className="hidden grid-cols-5 gap-2 text-xs sm:grid">
        {tm.wizard.steps.map((name, i) => (
          <li
            key={name}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={cx(
              'flex items-center gap-1.5',
              i + 1 < step ? 'text-brand-700' : i + 1 === step ? 'font-bold text-ink' : 'text-ink-subtle',
            )}
          >
            <span
              className={cx(
                'grid size-6 shrink-0 place-items-center rounded-full text-[0.6875rem] font-bold',
                i + 1 < step ? 'bg-brand-600 text-white' : i + 1 === step ? 'bg-brand-900 text-white' : 'bg-slate-200 text-ink-muted',
              )}
            >
              {i + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
    </div>
  )
}
