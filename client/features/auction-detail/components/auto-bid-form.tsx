// The automatic bid's form (auto-bid.tsx draws the box around it): the lead, the standing maximum with its
// removal, the amount and its answer. A chunk of its own, off the lot page's first visit: the box is closed until
// the member opens it, unless a maximum stands (then the route's loader has fetched this with the page).
import { Button } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field-error.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { formatLira } from '#common/money.ts'
import { useState, type FormEvent } from 'react'
import { digitsOnly } from '../auction-view.ts'
import { useAutoBid } from '../piece-queries.ts'

/** Other words for the same form: the pre-show maximum's (pre-show-box.tsx), which stands open. */
export type AutoBidWords = { title: string; lead: string; active: (max: string) => string }
export type AutoBidProps = { auctionId: number; current: number; member: boolean; guard: () => boolean; words?: AutoBidWords | undefined }

export function AutoBidForm({ auctionId, current, guard, words, max }: AutoBidProps & { max: number | null }) {
  const { set, remove } = useAutoBid(auctionId)
  const [raw, setRaw] = useState('')
  const [error, setError] = useState<string | undefined>()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (guard()) return
    const amount = Number(digitsOnly(raw))
    if (!amount) return setError(td.autoBidMax)
    setError(undefined)
    set.mutate(amount, {
      onSuccess: (a) => {
        toast.success(a.message)
        setRaw('')
      },
      onError: (err) => (isApiError(err) && err.field('max_amount') ? setError(err.field('max_amount')) : toast.error(errorMessage(err))),
    })
  }

  return (
    <div className="space-y-3 px-4 pb-4">
      <p className="text-xs leading-5 text-ink-muted">{words?.lead ?? td.autoBidLead}</p>
      {max !== null ? (
        <div className="flex items-center justify-between gap-2 rounded-control bg-white p-2.5 text-sm ring-1 ring-line">
          <span className="font-medium text-success-800" data-testid="auto-bid-active">
            {(words?.active ?? td.autoBidActive)(formatLira(max))}
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
            {td.autoBidRemove}
          </Button>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="flex gap-2">
        <label htmlFor="auto-bid-max" className="sr-only">
          {td.autoBidMax}
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
        <Button type="submit" size="sm" className="h-10" loading={set.isPending}>
          {max !== null ? td.autoBidUpdate : td.autoBidSet}
        </Button>
      </form>
      <FieldError id="auto-bid-error" message={error} />
    </div>
  )
}
