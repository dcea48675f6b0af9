// Orders for the buyer and the seller: inputs and answers (
// "Sale/order", myorders, mysales, update-status).
import { z } from 'zod'
import { formObject } from './form-rules.ts'
import { buyerTotals, Lira } from './parts.ts'
import { CaymaView } from '../cayma.ts'
import { tr } from '../messages.ts'
import { RETURN_NOTE_MAX, RETURN_REASONS } from '../payout.ts'
import { asText, atMost, field } from './account.ts'
import { Page } from './answers.ts'
import { Id } from './cart.ts'
import { ReturnCode, ReturnInfo, ReturnTo, SellerMoney } from './payout.ts'

export const OrderIdParam = z.object({ orderId: Id(tr.orders.notFound) })
export const OrderIdPathParam = z.object({ id: Id(tr.orders.notFound) })
export const CancelOrderForm = formObject({ order_id: Id(tr.orders.orderIdRequired) })
export const UpdateStatusBody = formObject({
  status: z.preprocess(
    (v) => (v == null || v === '' ? NaN : Number(asText(v))),
    z
      .number({ error: tr.orders.statusInvalid })
      .int(tr.orders.statusInvalid)
      .min(0, tr.orders.statusInvalid)
      .max(10, tr.orders.statusInvalid),
  ),
  /** Opening a return (status 6): why, from RETURN_REASONS, and an optional note. */
  reason: z.preprocess(
    (v) => (v == null || v === '' ? undefined : v),
    z.enum(RETURN_REASONS, { error: tr.payout.returnReasonInvalid }).optional(),
  ),
  note: field(tr.payout.returnNoteTooLong, atMost(RETURN_NOTE_MAX, tr.payout.returnNoteTooLong)),
  /** Shipping a return (status 7): the firm and its tracking number, checked by common/return-shipping.ts. */
  carrier: z.string({ error: tr.payout.returnCarrierInvalid }).nullish(),
  track_no: z.string({ error: tr.payout.returnTrackNoInvalid }).max(100, tr.payout.returnTrackNoInvalid).nullish(),
})

export const RATING_COMMENT_MAX = 500
export const RateSellerForm = formObject({
  order_id: Id(tr.orders.orderIdRequired),
  rating: z.preprocess(
    (v) => Number(asText(v)),
    z
      .number({ error: tr.rating.ratingInvalid })
      .int(tr.rating.ratingInvalid)
      .min(1, tr.rating.ratingInvalid)
      .max(5, tr.rating.ratingInvalid),
  ),
  comment: field(tr.rating.commentTooLong, atMost(RATING_COMMENT_MAX, tr.rating.commentTooLong)),
})

// ---- answers ---------------------------------------------------------------------------------

const Text = z.string().nullable()

/** Where an order stands: its code and the code's words, as both parties' lists and the console show it. */
export const orderStatus = { status: z.number().int(), status_text: z.string() }
/** The same, and whether the order was cancelled. */
const orderState = { ...orderStatus, cancelled: z.boolean() }

/** An item as the seller's order shows it: its price, and what the seller gets, pays in commission and for cargo. */
const sellerItemPrices = {
  item_price: Lira,
  item_total_price_seller: Lira,
  item_commission_price_seller: Lira,
  item_shipping_price_seller: Lira,
}

const ADDRESS_PARTS = ['contact_name', 'contact_phone', 'address', 'town', 'city', 'postalcode', 'country'] as const
/** One party's address as the order keeps it (`delivery_address`, `seller_town`, …), every part possibly empty. */
const partyAddress = <P extends string>(party: P) =>
  Object.fromEntries(ADDRESS_PARTS.map((part) => [`${party}_${part}`, Text])) as Record<`${P}_${(typeof ADDRESS_PARTS)[number]}`, typeof Text>

export const OrderItem = z.object({
  id: z.number().int(),
  auction_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  public_url: z.string().nullable(),
  item_price: Lira,
  item_commission_price_buyer: Lira,
  item_shipping_price_buyer: Lira,
  item_total_price_buyer: Lira,
})
export type OrderItem = z.infer<typeof OrderItem>

export const Shipment = z.object({
  channel: z.string(),
  cargo_channel_title: z.string(),
  order_item_track_no: z.string(),
  order_item_barcode_no: z.string(),
  created_at: z.string(),
})
export type Shipment = z.infer<typeof Shipment>

/** Buyer list row. */
export const BuyerOrderRow = z.object({
  id: z.number().int(),
  ...orderState,
  created_at: z.string(),
  total_buyer: Lira,
  order_item: z.array(OrderItem),
})
export type BuyerOrderRow = z.infer<typeof BuyerOrderRow>
export const MyOrdersAnswer = z.object({
  orders: Page(BuyerOrderRow),
  support_titles: z.array(z.object({ title: z.string(), slug: z.string() }).passthrough()),
})
export type MyOrdersAnswer = z.infer<typeof MyOrdersAnswer>

/** An order's delivery address and the invoice's, as both parties' order details show them. */
const OrderAddresses = {
  ...partyAddress('delivery'),
  invoice_title: Text,
  invoice_address: Text,
  invoice_tax_administration: Text,
  invoice_country: Text,
  invoice_contact: Text,
  invoice_tax_no: Text,
}

/** Buyer order detail. */
export const BuyerOrder = BuyerOrderRow.extend({
  ...OrderAddresses,
  ...buyerTotals(Lira),
  payment: z
    .object({
      paid_price: Lira,
      price: Lira,
      installment: z.number().int(),
      bin_no: Text,
      card_association: Text,
      card_type: Text,
      card_family: Text,
    })
    .nullable(),
  seller: z.object({ title: z.string(), slug: z.string() }),
  shipment: Shipment.nullable(),
  can_cancel: z.boolean(),
  can_rate: z.boolean(),
  rated: z.boolean(),
  next_statuses: z.array(z.number().int()),
  /** The buyer's return, once opened, with the parcel once sent back. */
  return: ReturnInfo.nullable(),
  /** Where to send the item back while the return is open and on its way (6, 7); null otherwise. */
  return_to: ReturnTo.nullable(),
  /** The cargo firm's return code while the return waits to be sent (6); null otherwise. */
  return_code: ReturnCode.nullable(),
  /** Until when the buyer may open a return (at status 5, RETURN_WINDOW_DAYS after confirming); null: not now. */
  return_until: z.string().nullable(),
  /** What went back to the card (the order's refund ledger rows): the amount and how far the bank is. */
  refund: z
    .object({
      amount: Lira,
      state: z.enum(['done', 'pending', 'failed']),
      completed_at: z.string().nullable(),
      /** The date by which the bank should show it on the card (common/payout.ts refundReachesCardBy). */
      reaches_card_by: z.string().nullable(),
    })
    .nullable()
    .catch(null),
  /** Cayma: whether it applies, until when, the notice once given (common/cayma.ts). */
  cayma: CaymaView,
})
export type BuyerOrder = z.infer<typeof BuyerOrder>
export const ShowOrderAnswer = z.object({ data: BuyerOrder })

/** Seller list row: order_status is the seller code 1–11. */
export const SaleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  item_price: Lira,
  public_url: z.string().nullable(),
  slug: z.string(),
  created_at: z.string(),
  order_status: z.number().int(),
  ...orderState,
  money: SellerMoney,
})
export type SaleRow = z.infer<typeof SaleRow>
export const MySalesAnswer = z.object({ orders: Page(SaleRow) })

export const SellerOrderItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  public_url: z.string().nullable(),
  ...sellerItemPrices,
})

/** Seller order view: the first item's fields at the top level, every item in order_item. */
export const SellerOrder = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.number().int(),
  order_status: z.number().int(),
  status_text: z.string(),
  cancelled: z.boolean(),
  slug: z.string(),
  name: z.string(),
  public_url: z.string().nullable(),
  description: z.string(),
  ...sellerItemPrices,
  order_item: z.array(SellerOrderItem),
  /** What the buyer paid for this order, installment difference included: what approving a return refunds. */
  buyer_paid: Lira,
  ...OrderAddresses,
  invoice_town: Text,
  invoice_city: Text,
  invoice_postalcode: Text,
  ...partyAddress('seller'),
  /** False when the seller_* fields are the seller's default address, not yet saved on the order. */
  seller_info_saved: z.boolean(),
  /** The cargo firm the buyer paid for (the default choice). */
  cargo_channel: z.string().nullable(),
  shipment: Shipment.nullable(),
  next_statuses: z.array(z.number().int()),
  money: SellerMoney,
  return: ReturnInfo.nullable(),
  /** The buyer's delivered or confirmed, not cancelled orders from any seller; never their strikes. */
  buyer_completed_purchases: z.number().int().optional(),
})
export type SellerOrder = z.infer<typeof SellerOrder>
export const ShowSellerOrderAnswer = z.object({ order: SellerOrder })

export const UpdateStatusAnswer = z.object({ success: z.boolean(), message: z.string(), status: z.number().int().optional() })
export const CancelOrderAnswer = z.object({ status: z.enum(['success', 'failure']), message: z.string() })
