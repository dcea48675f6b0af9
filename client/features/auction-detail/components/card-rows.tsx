// The rows of cards under a lot (same category, the viewer's watch list): below the auction at every width,
// so they are a chunk of their own (client/routes/mezat.$slug.tsx loads it with the page's first render) and
// the card, its live price and its badges are not part of the lot page's first visit (docs/first-visit.md).
import { AuctionCard, useFirstScreenCards } from '#client/features/auctions/components/auction-card.tsx'
import type { AuctionCard as Card } from '#common/schemas/answers.ts'

export type CardRowProps = { id: string; title: string; cards: Card[]; clockOffset: number }

export default function CardRow({ id, title, cards, clockOffset }: CardRowProps) {
  // Its cards come just after the row's first render.
  const { shown } = useFirstScreenCards(cards, 0)
  if (!cards.length) return null
  return (
    <section aria-labelledby={id} className="pt-4">
      <h2 id={id} className="mb-4 flex items-center gap-3 text-xl font-extrabold tracking-tight text-brand-900">
        <span className="h-6 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((c) => (
          <AuctionCard key={c.id} auction={c} clockOffset={clockOffset} />
        ))}
      </div>
    </section>
  )
}
