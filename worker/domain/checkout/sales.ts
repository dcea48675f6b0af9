// The seller's side of orders (member-area
//): the list, one sale, and the sender information the cargo label carries.
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { SenderInfoForm } from '#common/schemas/shipping.ts'
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, delivery_addresses, orders } from '../../db/schema/index.ts'
import { findOrder, listOrders, type OrderRow } from './orders.ts'
import { COUNTRY } from '#common/constants.ts'

export const listSales = (db: Db, sellerId: number, page: number) => listOrders(db, 'seller_id', sellerId, page)

export type Sender = {
  seller_contact_name: string | null
  seller_contact_phone: string | null
  seller_address: string | null
  seller_town: string | null
  seller_city: string | null
  seller_postalcode: string | null
  seller_country: string | null
}

/** The sender saved on the order, else the seller's default (or first) address, not yet saved. */
export async function senderOf(db: Db, order: OrderRow): Promise<{ sender: Sender; saved: boolean }> {
  if (order.seller_contact_name && order.seller_address && order.seller_city && order.seller_town) {
    const { seller_contact_name, seller_contact_phone, seller_address, seller_town, seller_city, seller_postalcode, seller_country } = order
    return {
      sender: { seller_contact_name, seller_contact_phone, seller_address, seller_town, seller_city, seller_postalcode, seller_country },
      saved: true,
    }
  }
  const a = await db.query.delivery_addresses.findFirst({
    where: eq(delivery_addresses.user_id, order.seller_id),
    orderBy: [desc(delivery_addresses.is_default), asc(delivery_addresses.id)],
  })
  return {
    saved: false,
    sender: {
      seller_contact_name: a?.person ?? null,
      seller_contact_phone: a?.phone ?? null,
      seller_address: a ? [a.neighbourhood, a.line1, a.line2].filter(Boolean).join(' ') : null,
      seller_town: a?.town ?? null,
      seller_city: a?.city ?? null,
      seller_postalcode: a?.postalcode ?? null,
      seller_country: COUNTRY,
    },
  }
}

/** One sale of the seller, with the sender to show in the sender-info modal. */
export async function saleForSeller(db: Db, sellerId: number, orderId: number) {
  const found = await findOrder(db, orderId, sellerId, 'seller')
  if (!found) throw notFound(tr.orders.sellerNotFound)
  const first = found.items[0]
  const auction = first
    ? await db.query.auctions.findFirst({ where: eq(auctions.id, first.auction_id), columns: { description: true } })
    : null
  return {
    ...found,
    ...(await senderOf(db, found.order)),
    description: auction?.description ?? '',
    buyerCompleted: await completedPurchases(db, found.order.buyer_id),
  }
}

/**
 * The buyer's completed purchases, what a seller sees of a buyer's record: orders
 * delivered or confirmed (status 4 or 5) and not cancelled, from any seller. Never their strikes.
 */
async function completedPurchases(db: Db, buyerId: number) {
  return db.$count(orders, and(eq(orders.buyer_id, buyerId), isNull(orders.cancelled_at), inArray(orders.status, [4, 5])))
}

/** POST /api/updateOrderSellerInfo: the sender of a sale not yet handed to the cargo firm. */
export async function updateSellerInfo(db: Db, sellerId: number, form: SenderInfoForm, now = Date.now()) {
  const order = await db.query.orders.findFirst({ where: and(eq(orders.id, form.id), eq(orders.seller_id, sellerId)) })
  if (!order) throw notFound(tr.orders.sellerNotFound)
  const { id, ...fields } = form
  const res = await db
    .update(orders)
    .set({
      ...fields,
      seller_contact_phone: fields.seller_contact_phone || null,
      seller_postalcode: fields.seller_postalcode || null,
      updated_at: now,
    })
    .where(and(eq(orders.id, id), eq(orders.seller_id, sellerId), lt(orders.status, ORDER_STATUS.cargo), isNull(orders.cancelled_at)))
  if (res.meta.changes !== 1) throw new ApiError(422, { message: tr.sales.notEditable })
  return { message: tr.sales.senderSaved }
}
