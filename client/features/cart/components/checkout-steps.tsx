// The checkout stepper: Teslimat, Fatura, Ödeme, Özet — the invoice step is
// left out when the delivery address is also the invoice address (deliverySelected), giving 3 steps.
import { CheckCircleIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { cx } from '#client/lib/cx.ts'

export type StepKey = 'delivery' | 'invoice' | 'payment' | 'summary'

export function CheckoutSteps({ current, skipInvoice }: { current: StepKey; skipInvoice: boolean }) {
  const keys: StepKey[] = skipInvoice ? ['delivery', 'payment', 'summary'] : ['delivery', 'invoice', 'payment', 'summary']
  const at = keys.indexOf(current)
  return (
    <nav aria-label={tc.steps.label}>
      <ol className="flex items-start">
        {keys.map((key, i) => {
          const done = i < at
          const active = i === at
          return (
            <li key={key} className="relative flex flex-1 flex-col items-center text-center" aria-current={active ? 'step' : undefined}>
              {i > 0 ? (
                <span
                  aria-hidden="true"
                  className={cx('absolute top-4 right-1/2 -z-0 h-0.5 w-full', i <= at ? 'bg-brand-600' : 'bg-line-strong')}
                />
              ) : null}
              <span
                className={cx(
                  'relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold ring-4 ring-canvas tabular',
                  done ? 'bg-brand-600 text-white' : active ? 'bg-brand-800 text-white' : 'bg-white text-ink-muted ring-1 ring-line-strong',
                )}
              >
                {done ? <CheckCircleIcon className="size-5" /> : i + 1}
              </span>
              <span
                className={cx(
                  'mt-2 px-1 text-xs leading-tight sm:text-sm',
                  active ? 'font-bold text-brand-900' : done ? 'font-medium text-ink' : 'text-ink-muted',
                )}
              >
                {tc.steps[key]}
                <span className="sr-only">{active ? ` (${tc.steps.current})` : done ? ` (${tc.steps.done})` : ''}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
