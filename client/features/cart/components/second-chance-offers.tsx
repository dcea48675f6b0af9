// Second-chance offers in the cart (docs/after-the-hammer.md "Second chance"): the item, the
// member's own last bid, how long the offer stands (a countdown), and accept / decline (after a confirmation).
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PayCountdown } from '#client/components/ui/pay-countdown.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { formatLira2 } from '#common/money.ts'
import type { SecondChanceOffer } from '#common/schemas/after-the-hammer.ts'
import { useState } from 'react'
import { useOfferAnswer } from '../queries.ts'
import { LotPhotoLink } from './lot-photo-link.tsx'

export function SecondChanceOffers({ offers }: { offers: SecondChanceOffer[] }) {
  const answer = useOfferAnswer()
  const [declining, setDeclining] = useState<SecondChanceOffer | null>(null)
  if (offers.length === 0) return null
  const send = (id: number, kind: 'accept' | 'decline') =>
    answer.mutateAsync({ id, answer: kind }).then(
      (a) => toast.success(a.message),
      (e: unknown) => toast.error(errorMessage(e)),
    )
  return (
    <SectionCard id="ikinci-sans" title={tah.offers.title}>
      <p className="mb-3 text-sm text-ink-muted">{tah.offers.lead}</p>
      <ul className="divide-y divide-line" aria-label={tah.offers.title}>
        {offers.map((o) => (
          <li key={o.id} className="flex gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4" data-testid="second-chance-offer">
            <LotPhotoLink lot={o} size="size-16 sm:size-20" px={80} iconSize="size-7" />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-start justify-between gap-x-3">
                <InternalLink href={`/mezat/${o.slug}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {o.name}
                </InternalLink>
                <p className="text-right">
                  <span className="block text-xs text-ink-muted">{tah.offers.price}</span>
                  <span className="text-lg font-extrabold text-brand-900 tabular">{formatLira2(o.price)}</span>
                </p>
              </div>
              <PayCountdown until={o.expires_at} label={tah.offers.validUntil} />
              <div className="flex flex-wrap gap-2 pt-1">
                <Button
                  size="sm"
                  onClick={() => void send(o.id, 'accept')}
                  loading={answer.isPending && answer.variables?.id === o.id && answer.variables.answer === 'accept'}
                >
                  {tah.offers.accept}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeclining(o)} disabled={answer.isPending}>
                  {tah.offers.decline}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ActionDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title={tah.offers.declineTitle}
        cancelLabel={tc.common.dismiss}
        cancelVariant="ghost"
        confirmLabel={tah.offers.decline}
        tone="danger"
        pending={answer.isPending}
        onConfirm={() => {
          if (declining) void send(declining.id, 'decline').then(() => setDeclining(null))
        }}
      >
        <p className="text-sm text-ink">{tah.offers.declineBody}</p>
      </ActionDialog>
    </SectionCard>
  )
}
