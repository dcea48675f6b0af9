// The payment result: success with the note that the seller will ship soon,
// or "Ödeme Başarısız" with the error code as "Hata Kodu", the message and a hint; buttons to home,
// /u/siparislerim and retry (/odeme). While the bank's answer is processed, it waits and polls.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { CheckCircleIcon, ErrorCircleIcon, ShieldIcon } from '#client/components/ui/icons.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { cx } from '#client/lib/cx.ts'
import { formatLira2 } from '#common/money.ts'
import { maskedCard } from '#common/pricing.ts'
import type { PaymentRecord } from '#common/schemas/payment.ts'
import type { ReactNode } from 'react'

function Frame({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'error' | 'info'
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-xl rounded-card bg-surface px-6 py-8 text-center shadow-card ring-1 ring-line sm:px-10">
      <span
        className={cx(
          'mx-auto grid size-16 place-items-center rounded-full',
          tone === 'success'
            ? 'bg-success-50 text-success-700'
            : tone === 'error'
              ? 'bg-danger-50 text-danger-700'
              : 'bg-brand-50 text-brand-700',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-extrabold text-brand-900">{title}</h1>
      <div className="mt-3 space-y-4 text-sm text-ink-muted">{children}</div>
    </div>
  )
}

const Buttons = ({ retry }: { retry: boolean }) => (
  <div className="flex flex-col justify-center gap-2 pt-2 sm:flex-row">
    {retry ? (
      <ButtonLink to="/odeme" size="lg">
        {tc.result.retry}
      </ButtonLink>
    ) : null}
    <ButtonLink to="/u/siparislerim" size="lg" variant={retry ? 'secondary' : 'primary'}>
      {tc.result.orders}
    </ButtonLink>
    <ButtonLink to="/" size="lg" variant="secondary">
      {tc.common.home}
    </ButtonLink>
  </div>
)

export function PaymentResult({ record }: { record: PaymentRecord }) {
  // The provider's fraud check holds the charge (iyzico fraudStatus 0): it may take hours, so no spinner.
  if (record.status === 'pending' && record.under_review)
    return (
      <Frame tone="info" icon={<ShieldIcon className="size-9" />} title={tc.result.reviewTitle}>
        <p role="status">{tc.result.reviewBody}</p>
        <Buttons retry={false} />
      </Frame>
    )
  if (record.status === 'pending')
    return (
      <Frame tone="info" icon={<Spinner className="size-8" />} title={tc.result.pendingTitle}>
        <p role="status">{tc.result.pendingBody}</p>
      </Frame>
    )
  if (record.status === 'failure')
    return (
      <Frame tone="error" icon={<ErrorCircleIcon className="size-9" />} title={tc.result.failedTitle}>
        <div role="alert" className="rounded-control bg-danger-50 px-4 py-3 text-left text-danger-800 ring-1 ring-danger-100">
          <p>
            <span className="font-semibold">{tc.result.errorCode}: </span>
            <span className="font-mono tabular" data-testid="error-code">
              {record.error_code}
            </span>
          </p>
          <p className="mt-1">{record.error_message}</p>
        </div>
        <p>{tc.result.failedHint}</p>
        <Buttons retry />
      </Frame>
    )
  return (
    <Frame tone="success" icon={<CheckCircleIcon className="size-9" />} title={tc.result.successTitle}>
      <p>{tc.result.successBody}</p>
      <dl className="mx-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1.5 rounded-control bg-slate-50 px-4 py-3 text-left ring-1 ring-line">
        <dt>{tc.result.paid}</dt>
        <dd className="text-right font-semibold text-ink tabular">{formatLira2(record.paid_price)}</dd>
        <dt>{tc.result.card}</dt>
        <dd className="text-right font-mono text-ink tabular">{maskedCard(record.bin_no)}</dd>
        <dt>{tc.result.installment}</dt>
        <dd className="text-right text-ink">{record.installment > 1 ? tc.payment.nTimes(record.installment) : tc.payment.single}</dd>
        <dt>{tc.result.ordersMade}</dt>
        <dd className="text-right text-ink tabular">{record.order_ids.map((id) => `#${id}`).join(', ')}</dd>
      </dl>
      <Buttons retry={false} />
    </Frame>
  )
}
