// /sepetim: second-chance offers, the cart with the distance-sales contract, or
// the empty-cart view with the showcase and the watch list. Guests see the login-required notice.
import { EmptyCard } from '#client/components/ui/empty-card.tsx'
import { CartIcon } from '#client/components/ui/icons.tsx'
import { AuctionCard } from '#client/features/auctions/components/auction-card.tsx'
import { AuctionGrid } from '#client/features/auctions/components/auction-grid.tsx'
import { CartView } from '#client/features/cart/components/cart-view.tsx'
import { SecondChanceOffers } from '#client/features/cart/components/second-chance-offers.tsx'
import { cartQuery } from '#client/features/cart/queries.ts'
import { ContractDialog } from '#client/features/contracts/components/contract-dialog.tsx'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import type { AuctionCard as Card_ } from '#common/schemas/answers.ts'
import { fromWireTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'

export const DISTANCE_SALES_CONTRACT = 'mesafeli-satis-sozlesmesi'

export const Route = createFileRoute('/sepetim')({
  loader: whenSignedIn(cartQuery),
  component: membersOnly({ title: tc.cart.title, prompt: { title: tc.cart.loginTitle, body: tc.cart.loginBody } }, CartPage),
})

function Cards({ title, auctions, clockOffset }: { title: string; auctions: Card_[]; clockOffset: number }) {
  if (auctions.length === 0) return null
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <AuctionGrid>
        {auctions.map((a) => (
          <AuctionCard key={a.id} auction={a} clockOffset={clockOffset} />
        ))}
      </AuctionGrid>
    </section>
  )
}

function CartPage() {
  const { data, dataUpdatedAt } = useSuspenseQuery(cartQuery())
  const clockOffset = useMemo(() => fromWireTime(data.server_time.formatted) - dataUpdatedAt, [data.server_time, dataUpdatedAt])
  const cart = data.data
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {tc.cart.title}
          {cart ? <span className="ml-2 text-base font-semibold text-ink-muted">({tc.cart.itemCount(cart.cart_item.length)})</span> : null}
        </h1>
        {cart ? <p className="mt-1 max-w-2xl text-sm text-ink-muted">{tc.cart.lead}</p> : null}
      </header>
      <SecondChanceOffers offers={data.second_chance_offers} />
      {cart ? (
        <CartView
          answer={{ ...data, data: cart }}
          contract={(open, onClose, onAccept) => (
            <ContractDialog
              slug={open ? DISTANCE_SALES_CONTRACT : null}
              fallbackTitle={tc.cart.contractTitle}
              onClose={onClose}
              onAccept={onAccept}
            />
          )}
        />
      ) : (
        <>
          <EmptyCard
            title={tc.cart.emptyTitle}
            icon={<CartIcon className="size-7" />}
            onward={{ to: '/', label: tc.cart.browse, variant: 'primary' }}
          >
            {tc.cart.emptyBody}
          </EmptyCard>
          <Cards title={tc.cart.watchList} auctions={data.watch_list} clockOffset={clockOffset} />
          <Cards title={tc.cart.showcase} auctions={data.showcases} clockOffset={clockOffset} />
        </>
      )}
    </div>
  )
}
