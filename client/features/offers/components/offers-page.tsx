// "Tekliflerim" (the buyer's offers) and "Gelen teklifler" (offers on the seller's items, with each item's
// automatic limits): one list, the answers of the reader's turn, and a confirmation before an acceptance,
// which is a binding sale (docs/decisions/0021-offers.md).
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { TextField, TextFields } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { to } from '#client/i18n/tr-offers.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { formatLira } from '#common/money.ts'
import type { Offer, OfferListing } from '#common/schemas/offers.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offersQuery, useAnswerOffer, useOfferLimits, type OfferSide } from '../queries.ts'

const TONE: Record<Offer['status'], BadgeTone> = {
  open: 'brand',
  countered: 'accent',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
}

export function OffersPage({ side }: { side: OfferSide }) {
  const title = side === 'buyer' ? to.buyerTitle : to.sellerTitle
  usePageTitle(title)
  const { data } = useSuspenseQuery(offersQuery(side))
  return (
    <div className="space-y-6">
      <PageHeader title={title} lead={side === 'buyer' ? to.buyerLead : to.sellerLead} />
      {data.offers.length === 0 ? (
        <Card>
          <EmptyState title={side === 'buyer' ? to.noneBuyer : to.noneSeller} />
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.offers.map((o) => (
            <li key={o.id}>
              <OfferCard offer={o} side={side} />
            </li>
          ))}
        </ul>
      )}
      {side === 'seller' ? <Limits listings={data.listings} /> : null}
    </div>
  )
}

function OfferCard({ offer: o, side }: { offer: Offer; side: OfferSide }) {
  const answer = useAnswerOffer()
  const [confirming, setConfirming] = useState(false)
  const [countering, setCountering] = useState(false)
  const [amount, setAmount] = useState('')
  const price = o.status === 'countered' ? (o.counter ?? o.amount) : o.amount
  const send = (a: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(a, {
      onSuccess: (r) => {
        toast.success(r.message)
        setConfirming(false)
        setCountering(false)
      },
      onError: (e) => (isApiError(e) && e.field('amount') ? undefined : (setConfirming(false), toast.error(errorMessage(e)))),
    })
  const amountError = isApiError(answer.error) ? answer.error.field('amount') : undefined
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid={`offer-${o.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold text-ink">
          <InternalLink href={`/mezat/${o.slug}`} className="hover:underline">
            {o.name}
          </InternalLink>
        </h2>
        <Badge tone={TONE[o.status]}>{o.status_label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Fact term={to.offer} value={formatLira(o.amount)} strong />
        {o.counter !== null ? <Fact term={to.counter} value={formatLira(o.counter)} strong /> : null}
        <Fact term={to.buyNow} value={formatLira(o.buynow_price)} />
        <Fact term={side === 'seller' ? to.from : to.seller} value={o.counterpart} />
        {o.status === 'open' || o.status === 'countered' ? (
          <Fact term={to.until} value={formatDateTime(fromWireTime(o.expires_at))} />
        ) : null}
      </dl>
      {o.your_turn ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setConfirming(true)}>
            {to.accept}
          </Button>
          <Button
            variant="secondary"
            loading={answer.isPending && answer.variables?.action === 'decline'}
            onClick={() => send({ id: o.id, action: 'decline' })}
          >
            {to.decline}
          </Button>
          {side === 'seller' && o.status === 'open' ? (
            <Button variant="ghost" aria-expanded={countering} onClick={() => setCountering(!countering)}>
              {to.counterAction}
            </Button>
          ) : null}
        </div>
      ) : null}
      {countering ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            send({ id: o.id, action: 'counter', amount })
          }}
        >
          <TextField
            label={to.counterAmount}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError}
            className="w-48"
          />
          <Button type="submit" variant="primary" loading={answer.isPending}>
            {to.counterSend}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={to.accept}
        confirmLabel={to.accept}
        cancelLabel={t.common.cancel}
        pending={answer.isPending}
        onConfirm={() => send({ id: o.id, action: 'accept' })}
        onClose={() => setConfirming(false)}
      >
        {(side === 'seller' ? to.acceptConfirm : to.acceptCounterConfirm)(formatLira(price))}
      </ConfirmDialog>
    </Card>
  )
}

function Fact({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-ink-muted">{term}</dt>
      <dd className={strong ? 'font-bold text-ink tabular-nums' : 'text-ink tabular-nums'}>{value}</dd>
    </div>
  )
}

function Limits({ listings }: { listings: OfferListing[] }) {
  return (
    <SectionCard headingLevel={2} title={to.limitsTitle}>
      <p className="mb-4 text-sm text-ink-muted">{to.limitsLead}</p>
      {listings.length === 0 ? <p className="text-sm text-ink-muted">{to.noListings}</p> : null}
      <div className="space-y-4">
        {listings.map((l) => (
          <LimitForm key={l.auction_id} listing={l} />
        ))}
      </div>
    </SectionCard>
  )
}

/** A listing's two limits for offers: under the first an offer is declined, from the second accepted. */
const LIMITS = [
  ['decline_below', to.declineBelow],
  ['accept_from', to.acceptFrom],
] as const

function LimitForm({ listing: l }: { listing: OfferListing }) {
  const save = useOfferLimits()
  const [limits, setLimits] = useState(() => ({
    decline_below: l.decline_below === null ? '' : String(l.decline_below),
    accept_from: l.accept_from === null ? '' : String(l.accept_from),
  }))
  const err = isApiError(save.error) ? save.error : null
  return (
    <form
      className="space-y-2 border-t border-line pt-4 first:border-t-0 first:pt-0"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(
          { auction_id: l.auction_id, ...limits },
          { onSuccess: (r) => toast.success(r.message) },
        )
      }}
    >
      <h3 className="text-sm font-bold text-ink">
        {l.name}{' '}
        <span className="font-normal text-ink-muted">
          · {to.buyNow} {formatLira(l.buynow_price)}
        </span>
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <TextFields
          fields={LIMITS}
          values={limits}
          onChange={(name, value) => setLimits((v) => ({ ...v, [name]: value }))}
          errorOf={(name) => err?.field(name)}
          inputMode="numeric"
          className="w-44"
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {to.save}
        </Button>
      </div>
      {save.error && !LIMITS.some(([name]) => err?.field(name)) ? (
        <Alert tone="error">{errorMessage(save.error)}</Alert>
      ) : null}
    </form>
  )
}
