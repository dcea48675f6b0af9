// Cargo: the seller registers the shipment with a firm (yurtici or mng) and prints its label; the order
// moves to the cargo status (2) in the same batch; the firm's tracking events move it on
// (docs/).
import { ApiError, notFound, unauthenticated } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { buyerStatusLabel, findTransition, ORDER_STATUS } from '#common/order-status.ts'
import { CargoEventBody, type CargoChannel } from '#common/schemas/shipping.ts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { CargoRefused } from '../../adapters/cargo/errors.ts'
import { cargoProvider, type CargoProvider } from '../../adapters/cargo/index.ts'
import { cargoWebhookSecret, verifyCargoSignature } from '../../adapters/cargo/webhook.ts'
import type { Db } from '../../db/client.ts'
import { cargo_channels, order_items, orders, shipments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { deliveredAtOnMove } from './delivery-time.ts'
import { failsUnless, isGuardAbort } from './payment.ts'
import { senderOf } from './sales.ts'
import { notificationInsert } from '../platform/notify.ts'

const notShippable = () => new ApiError(422, { message: tr.shipping.notShippable })

async function label(db: Db, orderId: number) {
  const [shipmentRows, orderRows, itemCount] = await db.batch([
    db.select().from(shipments).where(eq(shipments.order_id, orderId)).limit(1),
    db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    db
      .select({ n: sql<number>`count(*)` })
      .from(order_items)
      .where(eq(order_items.order_id, orderId)),
  ])
  const shipment = shipmentRows[0]
  const order = orderRows[0]
  if (!shipment || !order) return null
  const channel = await db.query.cargo_channels.findFirst({
    where: eq(cargo_channels.code, shipment.channel),
    columns: { cargo_channel_title: true },
  })
  return { shipment, order, title: channel?.cargo_channel_title ?? null, itemCount: itemCount[0]?.n ?? 1 }
}
export type Label = NonNullable<Awaited<ReturnType<typeof label>>>

/**
 * POST /api/createShipment: registers the sale with the cargo firm and moves it to status 2, once. A
 * second call (a double click, or the label page, which asks with channel mng) answers the shipment
 * already made, whatever channel it names. The firm refusing (422, its words) or failing (503) changes
 * nothing here; a retry is safe because the adapters create idempotently (MNG: referenceId = order id).
 */
export async function createShipment(
  db: Db,
  env: Env,
  sellerId: number,
  orderId: number,
  channel: CargoChannel,
  now = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<Label & { created: boolean }> {
  const order = await db.query.orders.findFirst({ where: and(eq(orders.id, orderId), eq(orders.seller_id, sellerId)) })
  if (!order) throw notFound(tr.orders.sellerNotFound)
  const existing = await label(db, orderId)
  if (existing) return { ...existing, created: false }
  if (order.cancelled_at !== null || !findTransition(order.status, ORDER_STATUS.cargo, 'seller')) throw notShippable()
  const { sender } = await senderOf(db, order)
  if (!sender.seller_contact_name || !sender.seller_address || !sender.seller_town || !sender.seller_city)
    throw new ApiError(422, { message: tr.shipping.senderMissing })
  const title = (await db.query.cargo_channels.findFirst({ where: eq(cargo_channels.code, channel) }))?.cargo_channel_title ?? channel
  let provider: CargoProvider
  try {
    provider = cargoProvider(env, fetcher)
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'cargo provider misconfigured', orderId, error: String(error) }))
    throw new ApiError(503, { message: tr.shipping.providerUnavailable })
  }
  if (!provider.channels.includes(channel)) throw new ApiError(422, { message: tr.shipping.channelUnavailable(title) })
  let made
  try {
    made = await provider.createShipment({
      orderId,
      channel,
      pieces: 1,
      sender: {
        name: sender.seller_contact_name,
        phone: sender.seller_contact_phone,
        address: sender.seller_address,
        town: sender.seller_town,
        city: sender.seller_city,
        postalcode: sender.seller_postalcode,
      },
      receiver: {
        name: order.delivery_contact_name ?? '',
        phone: order.delivery_contact_phone,
        address: order.delivery_address ?? '',
        town: order.delivery_town ?? '',
        city: order.delivery_city ?? '',
        postalcode: order.delivery_postalcode,
      },
    })
  } catch (error) {
    if (error instanceof CargoRefused) throw new ApiError(422, { message: tr.shipping.refused(error.detail) })
    console.error(JSON.stringify({ level: 'warn', msg: 'cargo provider failed', provider: provider.name, orderId, error: String(error) }))
    throw new ApiError(503, { message: tr.shipping.providerUnavailable })
  }
  try {
    await db.batch([
      db
        .update(orders)
        .set({ ...sender, status: ORDER_STATUS.cargo, updated_at: now })
        .where(
          and(eq(orders.id, orderId), inArray(orders.status, [ORDER_STATUS.awaiting, ORDER_STATUS.preparing]), isNull(orders.cancelled_at)),
        ),
      // The buyer cancelled (or another request shipped it) in the meantime: nothing of this batch stays.
      db
        .update(orders)
        .set({ status: sql`${orders.status}` })
        .where(and(eq(orders.id, orderId), failsUnless(sql`changes() = 1`))),
      db
        .insert(shipments)
        .values({ order_id: orderId, channel, order_item_track_no: made.trackNo, order_item_barcode_no: made.barcodeNo, created_at: now }),
      notificationInsert(db, {
        userId: order.buyer_id,
        kind: 'order_status',
        title: tr.orders.notify.shippedTitle,
        message: tr.orders.notify.shipped(orderId, title, made.trackNo),
        link: `/siparisdetay/${orderId}`,
        dedupeKey: `order-status:${orderId}:${ORDER_STATUS.cargo}`,
      }),
    ])
  } catch (error) {
    const again = await label(db, orderId)
    if (again) return { ...again, created: false }
    if (isGuardAbort(error)) throw notShippable()
    throw error
  }
  return { ...(await label(db, orderId))!, created: true }
}

/**
 * A tracking event of the simulated cargo firm (/__sim/cargo): the branch accepted the parcel (2 → 3),
 * or delivered it (3 → 4, and 7 → 8 for a return). Real firms would report these by webhook or polling.
 */
export async function cargoEvent(db: Db, barcode: string, event: 'accepted' | 'delivered', now = Date.now()) {
  const s = await db.query.shipments.findFirst({ where: eq(shipments.order_item_barcode_no, barcode) })
  const order = s && (await db.query.orders.findFirst({ where: eq(orders.id, s.order_id) }))
  if (!s || !order) throw notFound(tr.shipping.simUnknown)
  const to =
    event === 'accepted'
      ? ORDER_STATUS.handedToCargo
      : order.status === ORDER_STATUS.returnInCargo
        ? ORDER_STATUS.returnDelivered
        : ORDER_STATUS.delivered
  if (order.cancelled_at !== null || !findTransition(order.status, to, 'cargo'))
    throw new ApiError(422, { message: tr.orders.statusNotAllowed })
  const moved = await db
    .update(orders)
    .set({ status: to, updated_at: now, delivered_at: deliveredAtOnMove(to, now) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
  if (moved.meta.changes !== 1) throw new ApiError(422, { message: tr.orders.statusNotAllowed })
  await db.batch([
    db.update(shipments).set({ status: event }).where(eq(shipments.id, s.id)),
    ...[order.buyer_id, order.seller_id].map((userId) =>
      notificationInsert(db, {
        userId,
        kind: 'order_status',
        title: tr.orders.notify.statusTitle,
        message: tr.orders.notify.status(order.id, buyerStatusLabel(to)),
        link: userId === order.buyer_id ? `/siparisdetay/${order.id}` : `/satisdetay/${order.id}`,
        dedupeKey: `order-status:${order.id}:${to}:${userId}`,
      }),
    ),
  ])
  return { message: tr.shipping.simEvent, status: to }
}

/**
 * A cargo firm's signed tracking callback (POST /api/cargo/events, and the simulated firm through the same
 * path): the signature is checked over the raw body before anything is read from it.
 */
export async function receiveCargoEvent(db: Db, env: Env, signature: string | null | undefined, rawBody: string) {
  const secret = cargoWebhookSecret(env)
  if (!secret) {
    console.error(JSON.stringify({ level: 'error', msg: 'CARGO_WEBHOOK_SECRET is not set: cargo events are refused' }))
    throw new ApiError(503, { message: tr.shipping.providerUnavailable })
  }
  if (!(await verifyCargoSignature(secret, signature, rawBody))) throw unauthenticated()
  let json: unknown = null
  try {
    json = JSON.parse(rawBody)
  } catch {
    // answered below as a bad request
  }
  const parsed = CargoEventBody.safeParse(json)
  if (!parsed.success) throw new ApiError(422, { message: tr.common.invalidRequest })
  return cargoEvent(db, parsed.data.barcode, parsed.data.event)
}
