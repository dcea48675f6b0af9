// The seller's own reserve on their lot page, in its price box (docs/decisions/0020-reserve-price.md): its amount (theirs alone),
// lowering an unmet one while 12 hours or more remain, and after a close below it the 48-hour offer to the highest
// bidder. Its own chunk (reserve-box.tsx loads it): only the seller ever loads it.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { api, errorMessage, isApiError } from '#client/lib/api.ts'
import { reserve } from '#common/messages/reserve.ts'
import { formatLira } from '#common/money.ts'
import { ReserveLowerAnswer, ReserveView } from '#common/schemas/reserve.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { formatDateTime } from '#common/time.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { detailKeys } from '../queries.ts'

const reserveKey = (auctionId: number) => ['auction', auctionId, 'reserve'] as const

export function SellerReserve({ auctionId, slug }: { auctionId: number; slug: string }) {
  const view = useQuery({
    queryKey: reserveKey(auctionId),
    queryFn: ({ signal }) => api.get(`/api/auctions/${auctionId}/reserve`, ReserveView, { signal }),
  })
  const v = view.data
  if (!v || v.reserve_amount === null) return null
  return (
    <section className="mt-4 space-y-3 border-t border-line pt-3" aria-labelledby="seller-reserve-title" data-testid="seller-reserve">
      <h2 id="seller-reserve-title" className="text-base font-bold text-ink">
        {reserve.sellerTitle}
      </h2>
      <p className="text-sm text-ink">{reserve.sellerAmount(formatLira(v.reserve_amount))}</p>
      {v.may_lower && v.lower_until !== null ? (
        <AmountForm
          auctionId={auctionId}
          slug={slug}
          lead={reserve.lowerUntil(formatDateTime(v.lower_until))}
          field="reserve_amount"
          label={reserve.lowerField}
          submit={reserve.lowerSubmit}
          send={(amount) => api.post(`/api/auctions/${auctionId}/reserve`, ReserveLowerAnswer, { form: { reserve_amount: amount } })}
        />
      ) : v.lower_until !== null ? (
        // Still open and unmet, but under 12 hours from the end.
        <p className="text-sm text-ink-muted">{reserve.lowerClosed}</p>
      ) : null}
      {v.may_offer && v.top_bid !== null ? (
        <AmountForm
          auctionId={auctionId}
          slug={slug}
          lead={reserve.offerLead(formatLira(v.top_bid))}
          field="price"
          label={reserve.offerPriceLabel}
          hint={reserve.offerPriceHelp(formatLira(v.top_bid), formatLira(v.reserve_amount))}
          initial={String(v.top_bid)}
          submit={reserve.offerSubmit}
          send={(price) => api.post(`/api/auctions/${auctionId}/reserve-offer`, MessageAnswer, { form: { price } })}
        />
      ) : null}
      {v.offer ? (
        <Alert tone={v.offer.status === 'accepted' ? 'success' : 'info'} title={reserve.offerState[v.offer.status]}>
          {reserve.offerStateLine(formatLira(v.offer.price), formatDateTime(v.offer.expires_at))}
        </Alert>
      ) : null}
    </section>
  )
}

type FormProps = {
  auctionId: number
  slug: string
  lead: string
  field: string
  label: string
  hint?: string
  initial?: string
  submit: string
  send: (amount: string) => Promise<{ message: string }>
}

function AmountForm({ auctionId, slug, lead, field, label, hint, initial = '', submit, send }: FormProps) {
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState(initial)
  const run = useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reserveKey(auctionId) })
      void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
    },
  })
  const err = run.error
  const fieldError = isApiError(err) ? err.field(field) : undefined
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        run.mutate(amount)
      }}
    >
      <p className="text-sm text-ink-muted">{lead}</p>
      <TextField label={label} inputMode="numeric" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} hint={hint} error={fieldError} required />
      {err && !fieldError ? <Alert tone="error">{errorMessage(err)}</Alert> : null}
      {run.data ? (
        <Alert tone="success">{run.data.message}</Alert>
      ) : null}
      <Button type="submit" variant="primary" loading={run.isPending}>
        {submit}
      </Button>
    </form>
  )
}
