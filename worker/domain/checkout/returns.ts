// Returns on their way back (docs/money-path.md "Sending a return back"): where the buyer sends the item,
// and the parcel's firm and tracking number once the buyer has sent it.
import { ApiError, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { checkReturnShipment, RETURN_CARRIER_TITLES, type ReturnCarrier, type ReturnShipmentInput } from '#common/return-shipping.ts'
import type { ReturnParcel, ReturnTo } from '#common/schemas/payout.ts'
import { toWireTime } from '#common/time.ts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { order_returns, orders, return_codes, return_shipments } from '../../db/schema/index.ts'
import { failsUnless, isGuardAbort } from './payment-model.ts'
import { notificationInsert } from '../platform/notify.ts'

type OrderRow = typeof orders.$inferSelect

/**
 * The buyer's "İadeyi Kargoya Verdim" (6 → 7): the firm and tracking number are checked (422 naming the field,
 * nothing changes), then the move and the parcel's record go in one batch, guarded so that a second click or
 * another tab moving the order first leaves neither. The seller hears which firm and which number.
 */
export async function shipReturn(db: Db, order: OrderRow, input: ReturnShipmentInput, now: number) {
  const checked = checkReturnShipment(input)
  if (!checked.ok) throw invalidField(checked.field, checked.message)
  const carrier = RETURN_CARRIER_TITLES[checked.carrier]
  try {
    await db.batch([
      db
        .update(orders)
        .set({ status: ORDER_STATUS.returnInCargo, updated_at: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.returnRequested), isNull(orders.cancelled_at))),
      db
        .update(orders)
        .set({ status: sql`${orders.status}` })
        .where(and(eq(orders.id, order.id), failsUnless(sql`changes() = 1`))),
      db.insert(return_shipments).values({ order_id: order.id, carrier: checked.carrier, track_no: checked.trackNo, shipped_at: now }),
      notificationInsert(db, {
        userId: order.seller_id,
        kind: 'order_status',
        title: tr.payout.notify.returnShippedTitle,
        message: tr.payout.notify.returnShipped(order.id, carrier, checked.trackNo),
        link: `/satisdetay/${order.id}`,
        dedupeKey: `order-status:${order.id}:${ORDER_STATUS.returnInCargo}`,
      }),
    ])
  } catch (error) {
    if (isGuardAbort(error) || String(error).includes('UNIQUE'))
      throw new ApiError(422, { success: false, message: tr.orders.statusNotAllowed } as { message: string })
    throw error
  }
  return { success: true, message: tr.orders.statusUpdated, status: ORDER_STATUS.returnInCargo }
}


/** An order's return, its parcel and its return code, in one round trip. */
export async function returnOf(db: Db, orderId: number) {
  const [rows, parcels, codes] = await db.batch([
    db.select().from(order_returns).where(eq(order_returns.order_id, orderId)).limit(1),
    db.select().from(return_shipments).where(eq(return_shipments.order_id, orderId)).limit(1),
    db.select().from(return_codes).where(eq(return_codes.order_id, orderId)).limit(1),
  ])
  return { row: rows[0], parcel: parcels[0], code: codes[0] }
}

export const toReturnParcel = (r: typeof return_shipments.$inferSelect | undefined | null): ReturnParcel | null =>
  r
    ? {
        carrier: r.carrier,
        carrier_title: RETURN_CARRIER_TITLES[r.carrier as ReturnCarrier] ?? r.carrier,
        track_no: r.track_no,
        shipped_at: toWireTime(r.shipped_at),
      }
    : null

/**
 * Where the buyer sends a return: the address the seller shipped the item from (stored on the order when the
 * label was made), while the return is open and not yet delivered back (6 and 7). The buyer needs it only
 * for that; before a return and after the seller has the parcel, it is not answered.
 */
export function returnTo(order: OrderRow): ReturnTo | null {
  if (order.cancelled_at !== null) return null
  if (order.status !== ORDER_STATUS.returnRequested && order.status !== ORDER_STATUS.returnInCargo) return null
  if (!order.seller_contact_name || !order.seller_address || !order.seller_town || !order.seller_city) return null
  return {
    name: order.seller_contact_name,
    phone: order.seller_contact_phone,
    address: order.seller_address,
    town: order.seller_town,
    city: order.seller_city,
    postalcode: order.seller_postalcode,
  }
}
