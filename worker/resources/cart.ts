// Cart rows → the spec's answer. Kuruş become lira here only.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { buyerChoosesCargo } from '#common/pricing.ts'
import type { SecondChanceOffer } from '#common/schemas/after-the-hammer.ts'
import type { CartAnswer } from '#common/schemas/cart.ts'
import { formatDateTime, toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { CardRow } from '../domain/auctions/listing.ts'
import type { OpenOffer } from '../domain/checkout/after-the-hammer.ts'
import { bySeller, cartTotals, isLocked, type LoadedCart, type PricedItem } from '../domain/checkout/cart.ts'
import { DELIVERY_KEYS, INVOICE_KEYS, pick } from '../domain/checkout/payment-basket.ts'
import type { Channel } from '../domain/checkout/pricing.ts'
import { mediaUrl } from '../lib/media.ts'
import { serverTime, toAuctionCard } from './auctions.ts'

const toCartItem = (i: PricedItem) => ({
  id: i.item.id,
  auction_id: i.auction.id,
  slug: i.auction.slug,
  name: i.auction.name,
  description: i.auction.description,
  public_url: i.image_path ? mediaUrl(i.image_path) : null,
  item_price: toLira(i.line.price),
  shipping_type: i.auction.shipping_type,
  item_shipping_price_buyer: toLira(i.line.shippingBuyer),
  item_commission_buyer: toLira(i.line.commissionBuyer),
  cargo_channel: i.channel?.code ?? null,
  cargo_channel_title: i.channel?.cargo_channel_title ?? null,
  cargo_choosable: buyerChoosesCargo(i.auction),
  from_bn_or_auc: i.item.from_bn_or_auc,
  second_chance: i.second_chance,
  pay_before: toWireTimeOrNull(i.item.pay_before),
  seller_title: i.seller_title,
})

/** The cart (null when empty) and what the cart page also shows: showcases, the watch list, cargo prices. */
export function toCartAnswer(loaded: LoadedCart, showcases: CardRow[], watchList: CardRow[], offers: OpenOffer[] = [], now = Date.now()) {
  const { cart, items } = loaded
  const totals = cartTotals(items)
  const locked = isLocked(cart, now)
  const earliest = (kind: number) => {
    const times = items.filter((i) => i.item.from_bn_or_auc === kind && i.item.pay_before !== null).map((i) => i.item.pay_before!)
    return times.length ? Math.min(...times) : null
  }
  const wonBy = earliest(2)
  const boughtBy = earliest(1)
  const notice = locked
    ? tr.checkout.cartNotice.locked
    : wonBy !== null
      ? tr.afterHammer.cartNoticeWon(formatDateTime(wonBy))
      : boughtBy !== null
        ? tr.checkout.cartNotice.buyNow(formatDateTime(boughtBy))
        : null
  return {
    data:
      cart && items.length
        ? {
            id: cart.id,
            cart_total_buyer: toLira(totals.total),
            items_total: toLira(totals.items),
            commissions_total_buyer: toLira(totals.commissions),
            shipping_price_total_buyer: toLira(totals.shipping),
            cart_notification: notice,
            contract_accepted: cart.contract_accepted_at !== null,
            locked,
            delivery: cart.delivery_address ? pick(cart, DELIVERY_KEYS) : null,
            invoice: cart.invoice_address ? pick(cart, INVOICE_KEYS) : null,
            cart_item: items.map(toCartItem),
            order_item: bySeller(items).map((group) => {
              const t = cartTotals(group)
              return {
                seller_title: group[0]!.seller_title,
                cart_item_ids: group.map((i) => i.item.id),
                items_total: toLira(t.items),
                commissions_total_buyer: toLira(t.commissions),
                shipping_price_total_buyer: toLira(t.shipping),
                total_buyer: toLira(t.total),
              }
            }),
          }
        : null,
    showcases: showcases.map(toAuctionCard),
    watch_list: watchList.map(toAuctionCard),
    server_time: serverTime(now),
    cargo_prices: loaded.channels.map((c: Channel) => ({
      code: c.code,
      cargo_channel_title: c.cargo_channel_title,
      price: toLira(c.price_kurus),
    })),
    commission_rate_buyer: loaded.rates.buyerBp / 100,
    second_chance_offers: offers.map(toOffer),
    message: items.length ? '' : tr.checkout.cartEmpty,
  } satisfies CartAnswer
}

/** An open second-chance offer: the member's own highest bid, until when it may be accepted. */
const toOffer = (o: OpenOffer): SecondChanceOffer => ({
  id: o.id,
  auction_id: o.auction_id,
  slug: o.slug,
  name: o.name,
  public_url: o.image_path ? mediaUrl(o.image_path) : null,
  price: toLira(o.price_kurus),
  expires_at: toWireTime(o.expires_at),
})
