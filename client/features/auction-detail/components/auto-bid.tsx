// Automatic bidding ('Otomatik pey'): the member sets a maximum; the room bids for
// them one step at a time, only as far as needed to stay ahead. On a live show's lot that has not opened it
// is the pre-show maximum ('Ön teklif', docs/bidding.md "Bids before the show"), which bids when the lot opens.
import { Button } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field.tsx'
import { BoltIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { formatLira } from '#common/money.ts'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { digitsOnly } from '../auction-view.ts'
import { autoBidQuery, useAutoBid } from '../queries.ts'

/** Other words for the same form: the pre-show maximum's (pre-show-box.tsx), which stands open. */
export type AutoBidWords = { title: string; lead: string; active: (max: string) => string }
type Props = { auctionId: number; current: number; member: boolean; guard: () => boolean; words?: AutoBidWords }

/** Made once: the box redraws with every bid (its hint shows the price), its icon need not. */
const boltIcon = <BoltIcon className="size-4 text-brand-600" />

export function AutoBid({ auctionId, current, member, guard, words }: Props) {
  const existing = useQuery({ ...autoBidQuery(auctionId), enabled: member })
  const { set, remove } = useAutoBid(auctionId)
  const [raw, setRaw] = useState('')
  const [error, setError] = useState<string | undefined>()
  const max = existing.data?.auto_bid?.max_amount ?? null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (guard()) return
    const amount = Number(digitsOnly(raw))
    if (!amount) return setError(ts.detail.autoBidMax)
    setError(undefined)
    set.mutate(amount, {
      onSuccess: (a) => {
        toast.success(a.message)
        setRaw('')
      },
      onError: (err) => (isApiError(err) && err.field('max_amount') ? setError(err.field('max_amount')) : toast.error(errorMessage(err))),
    })
  }

  // The same elements while what they show stands: a bid redraws the box (its hint), not these.
  const submitButton = useMemo(
    () => (
      <Button type="submit" size="sm" className="h-10" loading={set.isPending}>
        {max !== null ? ts.detail.autoBidUpdate : ts.detail.autoBidSet}
      </Button>
    ),
    [max, set.isPending],
  )
  const fieldError = useMemo(() => <FieldError id="auto-bid-error" message={error} />, [error])
  return (
    <details className="group rounded-control bg-brand-50/60 ring-1 ring-brand-100" open={!!words || max !== null || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-brand-900">
        <span className="flex items-center gap-2">
          {boltIcon}
          {words?.title ?? ts.detail.autoBid}
        </span>
        {max !== null ? <span className="rounded-full bg-success-700 px-2 py-0.5 text-xs text-white">{formatLira(max)}</span> : null}
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p className="text-xs leading-5 text-ink-muted">{words?.lead ?? ts.detail.autoBidLead}</p>
        {max !== null ? (
          <div className="flex items-center justify-between gap-2 rounded-control bg-white p-2.5 text-sm ring-1 ring-line">
            <span className="font-medium text-success-800" data-testid="auto-bid-active">
              {(words?.active ?? ts.detail.autoBidActive)(formatLira(max))}
            </span>
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              onClick={() =>
                !guard() &&
                remove.mutate(undefined, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(errorMessage(e)) })
              }
            >
              {ts.detail.autoBidRemove}
            </Button>
          </div>
        ) : null}
        <form onSubmit={submit} noValidate className="flex gap-2">
          <label htmlFor="auto-bid-max" className="sr-only">
            {ts.detail.autoBidMax}
          </label>
          <input
            id="auto-bid-max"
            inputMode="numeric"
            value={raw}
            placeholder={formatLira(current + Math.max(10, Math.round(current * 0.2)))}
            onChange={(e) => setRaw(digitsOnly(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'auto-bid-error' : undefined}
            className="h-10 min-w-0 flex-1 rounded-control border border-line-strong bg-white px-3 text-sm font-semibold tabular focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
          {submitButton}
        </form>
        {fieldError}
      </div>
    </details>
  )
}
