// What a payment attempt pays for (docs/checkout.md §2): its row and the basket frozen when it starts.
// A file of its own so that orders.ts, payment.ts and resources/payment.ts share these types without
// importing each other (no import cycle between orders and payment).
import type { payments } from '../db/schema/index.ts'

export type PaymentRow = typeof payments.$inferSelect

export type BasketItem = {
  cart_item_id: number
  auction_id: number
  seller_id: number
  from_bn_or_auc: number
  name: string
  slug: string
  public_url: string | null
  cargo_channel: string | null
  price: number
  commission_buyer: number
  shipping_buyer: number
  total_buyer: number
  commission_seller: number
  shipping_seller: number
  total_seller: number
}
export type Frozen = Record<string, string | null>
/** What the attempt pays for, frozen when it starts: orders are built from this, never from the cart again. */
export type Basket = {
  cart_id: number
  items: BasketItem[]
  delivery: Frozen
  invoice: Frozen
  three_ds_html?: string
  conversation_data?: string
  claimed_at?: number
  /** Set while the provider's fraud check holds the charge (fraudStatus 0): no orders until it decides. */
  review_since?: number
  transactions?: { itemId: string; transactionId: string; paidPriceKurus: number }[]
}
