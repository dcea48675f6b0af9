// Order rows → the spec's answers: the buyer's order, the seller's view
//, list rows, the shipment label.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { refundReachesCardBy } from '#common/payout.ts'
import { buyerStatusLabel, canRate, decideCancel, nextStatuses, sellerStatusCode, sellerStatusLabel } from '#common/order-status.ts'
import type { BuyerOrder, BuyerOrderRow, SaleRow, SellerOrder } from '#common/schemas/orders.ts'
import type { ShipmentAnswer } from '#common/schemas/shipping.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import { paidForOrder, type FoundOrder, type OrderItemRow, type OrderRow } from '../domain/checkout/orders.ts'
import type { refundOf } from '../domain/checkout/payouts.ts'
import type { Sender } from '../domain/checkout/sales.ts'
import type { Label } from '../domain/checkout/shipping.ts'
import { mediaUrl } from '../lib/media.ts'

const CARGO_TITLES: Record<string, string> = { yurtici: 'Yurtiçi Kargo', mng: 'MNG Kargo' }
const image = (path: string | null) => (path ? mediaUrl(path) : null)
const cancelled = (o: OrderRow) => o.cancelled_at !== null

const toItem = (i: OrderItemRow) => ({
  id: i.id,
  auction_id: i.auction_id,
  name: i.name,
  slug: i.slug,
  public_url: image(i.public_url),
  item_price: toLira(i.item_price_kurus),
  item_commission_price_buyer: toLira(i.item_commission_price_buyer_kurus),
  item_shipping_price_buyer: toLira(i.item_shipping_price_buyer_kurus),
  item_total_price_buyer: toLira(i.item_total_price_buyer_kurus),
})

export const toBuyerOrderRow = ({ order, items }: { order: OrderRow; items: OrderItemRow[] }) =>
  ({
    id: order.id,
    status: order.status,
    status_text: buyerStatusLabel(order.status, cancelled(order)),
    cancelled: cancelled(order),
    created_at: toWireTime(order.created_at),
    total_buyer: toLira(order.total_buyer_kurus),
    order_item: items.map(toItem),
  }) satisfies z.input<typeof BuyerOrderRow>

const toShipment = (s: FoundOrder['shipment']) =>
  s && {
    channel: s.channel,
    cargo_channel_title: CARGO_TITLES[s.channel] ?? s.channel,
    order_item_track_no: s.order_item_track_no,
    order_item_barcode_no: s.order_item_barcode_no,
    created_at: toWireTime(s.created_at),
  }

/** Where an order goes, as the buyer gave it at checkout. */
export const deliveryOf = (o: OrderRow) => ({
  delivery_contact_name: o.delivery_contact_name,
  delivery_contact_phone: o.delivery_contact_phone,
  delivery_address: o.delivery_address,
  delivery_town: o.delivery_town,
  delivery_city: o.delivery_city,
  delivery_postalcode: o.delivery_postalcode,
  delivery_country: o.delivery_country,
})

const address = (o: OrderRow) => ({
  ...deliveryOf(o),
  invoice_title: o.invoice_title,
  invoice_address: o.invoice_address,
  invoice_tax_administration: o.invoice_tax_administration,
  invoice_country: o.invoice_country,
  invoice_contact: o.invoice_contact,
  invoice_tax_no: o.invoice_tax_no,
})

export const toBuyerOrder = (f: FoundOrder) =>
  ({
    ...toBuyerOrderRow({ order: f.order, items: f.items }),
    ...address(f.order),
    items_total: toLira(f.order.items_total_kurus),
    commissions_total_buyer: toLira(f.order.commissions_total_buyer_kurus),
    shipping_price_total_buyer: toLira(f.order.shipping_price_total_buyer_kurus),
    payment: f.payment && {
      paid_price: toLira(f.payment.paid_price_kurus),
      price: toLira(f.payment.price_kurus),
      installment: f.payment.installment,
      bin_no: f.payment.bin_no,
      card_association: f.payment.card_association,
      card_type: f.payment.card_type,
      card_family: f.payment.card_family,
    },
    seller: { title: f.seller_title, slug: f.seller_slug },
    shipment: toShipment(f.shipment),
    can_cancel: decideCancel(f.order).ok,
    can_rate: canRate(f.order) && !f.rated,
    rated: f.rated,
    next_statuses: cancelled(f.order) ? [] : nextStatuses(f.order.status, 'buyer'),
  }) satisfies Omit<z.input<typeof BuyerOrder>, 'return' | 'return_to' | 'return_code' | 'return_until' | 'refund' | 'cayma'> // the route adds the return and cayma fields

/** Seller list row: the first item names the sale; item_price is the sale's item total. */
export const toSaleRow = ({ order, items }: { order: OrderRow; items: OrderItemRow[] }) =>
  ({
    id: order.id,
    name: items[0]?.name ?? '',
    item_count: items.length,
    item_price: toLira(order.items_total_kurus),
    public_url: image(items[0]?.public_url ?? null),
    slug: items[0]?.slug ?? '',
    created_at: toWireTime(order.created_at),
    order_status: sellerStatusCode(order.status),
    status: order.status,
    status_text: sellerStatusLabel(sellerStatusCode(order.status), cancelled(order)),
    cancelled: cancelled(order),
  }) satisfies Omit<z.input<typeof SaleRow>, 'money'> // the route adds the money

const sellerItem = (i: OrderItemRow) => ({
  id: i.id,
  name: i.name,
  slug: i.slug,
  public_url: image(i.public_url),
  item_price: toLira(i.item_price_kurus),
  item_total_price_seller: toLira(i.item_total_price_seller_kurus),
  item_commission_price_seller: toLira(i.item_commission_price_seller_kurus),
  item_shipping_price_seller: toLira(i.item_shipping_price_seller_kurus),
})

export function toSellerOrder(f: FoundOrder & { sender: Sender; saved: boolean }, description: string) {
  const first = f.items[0]
  const sum = (
    k: 'item_price_kurus' | 'item_total_price_seller_kurus' | 'item_commission_price_seller_kurus' | 'item_shipping_price_seller_kurus',
  ) => toLira(f.items.reduce((s, i) => s + i[k], 0))
  return {
    id: f.order.id,
    created_at: toWireTime(f.order.created_at),
    status: f.order.status,
    order_status: sellerStatusCode(f.order.status),
    status_text: sellerStatusLabel(sellerStatusCode(f.order.status), cancelled(f.order)),
    cancelled: cancelled(f.order),
    slug: first?.slug ?? '',
    name: first?.name ?? '',
    public_url: image(first?.public_url ?? null),
    description,
    item_price: sum('item_price_kurus'),
    item_total_price_seller: sum('item_total_price_seller_kurus'),
    item_commission_price_seller: sum('item_commission_price_seller_kurus'),
    item_shipping_price_seller: sum('item_shipping_price_seller_kurus'),
    order_item: f.items.map(sellerItem),
    buyer_paid: toLira(paidForOrder(f.order, f.payment, f.items)),
    ...address(f.order),
    invoice_town: f.order.invoice_town,
    invoice_city: f.order.invoice_city,
    invoice_postalcode: f.order.invoice_postalcode,
    ...f.sender,
    seller_info_saved: f.saved,
    cargo_channel: first?.cargo_channel ?? null,
    shipment: toShipment(f.shipment),
    next_statuses: cancelled(f.order) ? [] : nextStatuses(f.order.status, 'seller'),
  } satisfies Omit<z.input<typeof SellerOrder>, 'money' | 'return'> // the route adds money and return
}

export const toShipmentAnswer = (l: Label, message: string) =>
  ({
    message,
    cargo_result: {
      seller_contact_name: l.order.seller_contact_name ?? '',
      seller_contact_phone: l.order.seller_contact_phone,
      seller_address: l.order.seller_address ?? '',
      seller_town: l.order.seller_town ?? '',
      seller_city: l.order.seller_city ?? '',
      order_item_track_no: l.shipment.order_item_track_no,
      order_item_barcode_no: l.shipment.order_item_barcode_no,
      channel: l.shipment.channel,
      cargo_channel_title: l.title ?? CARGO_TITLES[l.shipment.channel] ?? l.shipment.channel,
      order_id: l.order.id,
      created_at: toWireTime(l.shipment.created_at),
      item_count: Number(l.itemCount),
      payment_type: tr.shipping.paymentType,
    },
    delivery_info: {
      delivery_contact_name: l.order.delivery_contact_name ?? '',
      delivery_contact_phone: l.order.delivery_contact_phone ?? '',
      delivery_address: l.order.delivery_address ?? '',
      delivery_town: l.order.delivery_town ?? '',
      delivery_city: l.order.delivery_city ?? '',
      delivery_postalcode: l.order.delivery_postalcode,
    },
  }) satisfies z.input<typeof ShipmentAnswer>

/** The buyer's refund on the order detail: lira and wire time. */
export const toRefundView = (r: Awaited<ReturnType<typeof refundOf>>) =>
  r && {
    amount: toLira(r.amount),
    state: r.state,
    completed_at: toWireTimeOrNull(r.completed_at),
    reaches_card_by: r.completed_at === null ? null : toWireTime(refundReachesCardBy(r.completed_at)),
  }
