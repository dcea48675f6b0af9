// The card payment form (Payment): holder, number (type guessed from the first digit:
// 3 amex, 4 visa, 5 mastercard, 9 troy), expiry month 1–12 and year (this year on, common/schemas/payment.ts), cvc; installments load
// once 6 digits are typed ("Tek Çekim" or "{n} taksit"); the shared schema checks the fields before they
// go; the bank's 3-D Secure page opens in a 370 px frame. One idempotency key per attempt: a double click
// never makes a second attempt.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { CheckboxField, Options, SelectField, TextField } from '#client/components/ui/field.tsx'
import { LockIcon } from '#client/components/ui/icons.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { tr } from '#common/messages.ts'
import { formatLira2 } from '#common/money.ts'
import { cardBrand } from '#common/pricing.ts'
import { expiryYears, MakePaymentForm } from '#common/schemas/payment.ts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { binOf, digitsOnly, formatCardNumber, friendlyPaymentError } from '../card.ts'
import { installmentsQuery, usePaymentMutations } from '../queries.ts'
import { ThreeDsDialog } from './three-ds-dialog.tsx'

type Props = {
  cartId: number
  total: number
  invoiceSame: boolean
  onCartChanged: () => void
  /** The summary column, given the installment interest and the pay button. */
  summary: (interest: number, pay: ReactNode) => ReactNode
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
const newKey = () => crypto.randomUUID()

function CardPreview({ number, holder, month, year }: { number: string; holder: string; month: string; year: string }) {
  const brand = cardBrand(number)
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-[1.586] w-full max-w-xs overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-5 text-white shadow-raised"
    >
      <div className="absolute -top-10 -right-10 size-40 rounded-full bg-white/5" />
      <div className="flex items-start justify-between">
        <span className="h-7 w-10 rounded-md bg-gradient-to-br from-accent-200 to-accent-500" />
        <span className="text-sm font-bold tracking-wide">{brand ? tc.payment.brand[brand] : ''}</span>
      </div>
      <p className="mt-6 font-mono text-base tracking-wider whitespace-nowrap tabular sm:text-lg">{number || '•••• •••• •••• ••••'}</p>
      <div className="mt-4 flex items-end justify-between gap-3 text-xs uppercase">
        <span className="truncate">{holder || tc.payment.holder}</span>
        <span className="font-mono tabular">{`${month || 'AA'}/${year ? year.slice(2) : 'YY'}`}</span>
      </div>
    </div>
  )
}

export function PaymentForm({ cartId, total, invoiceSame, onCartChanged, summary }: Props) {
  const navigate = useNavigate()
  const m = usePaymentMutations(onCartChanged)
  const [holder, setHolder] = useState('')
  const [number, setNumber] = useState('')
  const [month, setMonth] = useState('')
  const [year, setYear] = useState('')
  // Taken when the form opens: a form left open over New Year's Eve still offers the year it showed.
  const [cvc, setCvc] = useState('')
  const [installment, setInstallment] = useState(1)
  const [register, setRegister] = useState(false)
  const [alias, setAlias] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [threeDs, setThreeDs] = useState<{ html: string; paymentId: number } | null>(null)
  const key = useRef(newKey())

  const bin = binOf(number)
  const installments = useQuery(installmentsQuery(bin, total))
  const detail = installments.data?.status === 'success' ? installments.data.installmentDetails[0] : undefined
  const options = useMemo(() => detail?.installmentPrices ?? [], [detail])
  const chosen = options.find((o) => o.installmentNumber === installment) ?? options[0]
  const interest = chosen ? Math.max(0, Math.round((chosen.totalPrice - total) * 100) / 100) : 0
  const payable = chosen?.totalPrice ?? total
  const clear = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e))

  const fields = {
    cart_id: cartId,
    price: total.toFixed(2),
    card_holder_name: holder,
    card_number: number,
    expire_month: month,
    expire_year: year,
    cvc,
    installment: chosen?.installmentNumber ?? 1,
    installment_interest: interest.toFixed(2),
    invoice_same: invoiceSame ? 1 : 0,
    registerCard: register ? 1 : 0,
    cardAlias: register ? alias : '',
    binno: bin,
  }

  const submit = async () => {
    setFailure(null)
    const checked = MakePaymentForm.safeParse(fields)
    if (!checked.success) {
      const next: Record<string, string> = {}
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message
      setErrors(next)
      return
    }
    try {
      const answer = await m.pay.mutateAsync({ ...fields, idempotency_key: key.current })
      if (answer.status === 'failure') {
        key.current = newKey()
        setFailure(
          friendlyPaymentError(
            answer.errorCode ? `${answer.errorCode} - ${answer.errorMessage ?? answer.message}` : answer.message,
            tc.payment.expiryWord,
          ),
        )
        return
      }
      if (answer.threeDSHtmlContent && answer.payment_id) setThreeDs({ html: answer.threeDSHtmlContent, paymentId: answer.payment_id })
      else if (answer.payment_id) await navigate({ to: '/paymentresult/$paymentId', params: { paymentId: String(answer.payment_id) } })
    } catch (e) {
      key.current = newKey()
      if (isApiError(e) && e.isUnauthenticated) toast.error(tr.payment.guest)
      else if (isApiError(e) && e.body.errors) {
        setErrors(Object.fromEntries(Object.entries(e.body.errors).map(([k, v]) => [k, v[0] ?? ''])))
        setFailure(e.message)
      } else setFailure(friendlyPaymentError(errorMessage(e), tc.payment.expiryWord))
    }
  }

  const payButton = (
    <Button block size="lg" variant="accent" loading={m.pay.isPending} onClick={() => void submit()} icon={<LockIcon className="size-4" />}>
      {m.pay.isPending ? tc.payment.paying : tc.payment.pay(formatLira2(payable))}
    </Button>
  )

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <SectionCard title={tc.payment.title}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
          className="space-y-5"
        >
          <p className="text-sm text-ink-muted">{tc.payment.lead}</p>
          {failure ? (
            <Alert tone="error" title={tc.payment.failedTitle}>
              {failure}
            </Alert>
          ) : null}
          <div className="grid gap-6 md:grid-cols-[1fr_16rem] md:items-start">
            <div className="space-y-4">
              <TextField
                label={tc.payment.holder}
                autoComplete="cc-name"
                value={holder}
                maxLength={100}
                required
                error={errors.card_holder_name || undefined}
                onChange={(e) => {
                  setHolder(e.target.value)
                  clear('card_holder_name')
                }}
              />
              <TextField
                label={tc.payment.number}
                autoComplete="cc-number"
                inputMode="numeric"
                placeholder="0000 0000 0000 0000"
                value={number}
                maxLength={19}
                required
                error={errors.card_number || undefined}
                hint={cardBrand(number) ? tc.payment.brand[cardBrand(number)!] : undefined}
                onChange={(e) => {
                  setNumber(formatCardNumber(e.target.value))
                  clear('card_number')
                }}
              />
              <fieldset>
                <legend className="sr-only">{tc.payment.expiryAndCvc}</legend>
                <div className="grid grid-cols-3 gap-3">
                  <ExpirySelects
                    month={month}
                    year={year}
                    errors={errors}
                    onPick={(part, v) => {
                      if (part === 'month') setMonth(v)
                      else setYear(v)
                      clear(`expire_${part}`)
                    }}
                  />
                  <TextField
                    label={tc.payment.cvcShort}
                    placeholder={tc.payment.cvcPlaceholder}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    maxLength={3}
                    value={cvc}
                    error={errors.cvc || undefined}
                    title={tc.payment.cvcHint}
                    onChange={(e) => {
                      setCvc(digitsOnly(e.target.value).slice(0, 3))
                      clear('cvc')
                    }}
                  />
                </div>
              </fieldset>
            </div>
            <CardPreview number={number} holder={holder} month={month} year={year} />
          </div>

          <fieldset className="rounded-card ring-1 ring-line">
            <legend className="ml-3 px-1 text-sm font-semibold text-ink">{tc.payment.installments}</legend>
            {!bin ? (
              <p className="px-4 pt-1 pb-4 text-sm text-ink-muted">{tc.payment.installmentsHint}</p>
            ) : installments.isPending ? (
              <p className="flex items-center gap-2 px-4 pt-1 pb-4 text-sm text-ink-muted">
                <Spinner className="size-4" />
                {tc.payment.installmentsLoading}
              </p>
            ) : installments.data?.status === 'failure' ? (
              <p className="px-4 pt-1 pb-4 text-sm text-danger-700">{`${installments.data.errorCode} - ${installments.data.errorMessage}`}</p>
            ) : installments.isError ? (
              <p className="px-4 pt-1 pb-4 text-sm text-danger-700">
                {isApiError(installments.error) && installments.error.isUnauthenticated
                  ? tr.payment.guestInstallments
                  : errorMessage(installments.error)}
              </p>
            ) : (
              <div className="px-2 pb-2">
                {detail ? (
                  <p className="px-2 pb-2 text-xs font-medium text-ink-muted">
                    {tc.payment.cardBank(detail.bankName, detail.cardFamilyName)}
                  </p>
                ) : null}
                <ul className="divide-y divide-line">
                  {options.map((o) => (
                    <li key={o.installmentNumber}>
                      <label
                        className={cx(
                          'flex cursor-pointer items-center gap-3 rounded-control px-2 py-2.5 text-sm',
                          chosen?.installmentNumber === o.installmentNumber && 'bg-brand-50',
                        )}
                      >
                        <input
                          type="radio"
                          name="taksit"
                          className="size-4 accent-brand-700"
                          checked={chosen?.installmentNumber === o.installmentNumber}
                          onChange={() => setInstallment(o.installmentNumber)}
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium text-ink">
                            {o.installmentNumber === 1 ? tc.payment.single : tc.payment.nTimes(o.installmentNumber)}
                          </span>
                          {o.installmentNumber > 1 ? (
                            <span className="block text-xs text-ink-muted tabular">
                              {tc.payment.perMonth(formatLira2(o.installmentPrice))}
                            </span>
                          ) : null}
                        </span>
                        <span className="shrink-0 text-right font-semibold text-ink tabular">{formatLira2(o.totalPrice)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </fieldset>

          <div className="space-y-3">
            <CheckboxField label={tc.payment.register} checked={register} onChange={(e) => setRegister(e.target.checked)} />
            {register ? (
              <TextField
                label={tc.payment.cardAlias}
                maxLength={100}
                value={alias}
                onChange={(e) => setAlias(e.target.value)}
                className="sm:max-w-xs"
              />
            ) : null}
          </div>
          {/* Enter in a field submits the form; the visible pay button sits in the summary column. */}
          <button type="submit" hidden />
        </form>
      </SectionCard>
      {summary(interest, payButton)}
      <ThreeDsDialog
        html={threeDs?.html ?? null}
        onClose={() => {
          const id = threeDs?.paymentId
          setThreeDs(null)
          key.current = newKey()
          if (id) m.cancel.mutate(id)
        }}
      />
    </div>
  )
}

type ExpiryProps = {
  month: string
  year: string
  errors: Partial<Record<'expire_month' | 'expire_year', string>>
  onPick: (part: 'month' | 'year', value: string) => void
}

/** The card's expiry month and year, as the browser's saved card fills them in (cc-exp-month / cc-exp-year). */
function ExpirySelects({ month, year, errors, onPick }: ExpiryProps) {
  // This year and the next ones, counted once when the form opens.
  const [years] = useState(() => expiryYears().map(String))
  const parts = [
    ['month', tc.payment.month, tc.payment.monthPlaceholder, MONTHS, month],
    ['year', tc.payment.year, tc.payment.yearPlaceholder, years, year],
  ] as const
  return parts.map(([part, label, placeholder, items, value]) => (
    <SelectField
      key={part}
      label={label}
      autoComplete={`cc-exp-${part}`}
      value={value}
      error={errors[`expire_${part}`] || undefined}
      onChange={(e) => onPick(part, e.target.value)}
    >
      <option value="">{placeholder}</option>
      <Options items={items} value={(v) => v} />
    </SelectField>
  ))
}
