// The return code from the contracted cargo firm (docs/money-path.md "The return code"): asked for when a return
// opens (a defect return or a cayma notice, both at status 6), the other way round from the sale's shipment
// (sender = the buyer, receiver = the seller, who pays). The row is written with the move to 6, so a firm that
// is down loses nothing: the cron asks again later (issueDueReturnCodes), with a growing pause.
import { tr } from '#common/messages.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { RETURN_CARRIER_TITLES, type ReturnCarrier } from '#common/return-shipping.ts'
import type { ReturnCode } from '#common/schemas/payout.ts'
import type { CargoChannel } from '#common/schemas/shipping.ts'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { CargoRefused } from '../../adapters/cargo/errors.ts'
import { cargoProvider, type CargoProvider, type Contact } from '../../adapters/cargo/index.ts'
import type { Db } from '../../db/client.ts'
import { orders, return_codes, shipments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { notificationInsert } from '../platform/notify.ts'

type OrderRow = typeof orders.$inferSelect
type CodeRow = typeof return_codes.$inferSelect

/** The first pause after a failed call; it doubles with each failure up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2 * 60_000
const RETRY_MAX_MS = 60 * 60_000
/** Codes asked for per cron run (three or four calls to the firm each). */
const ISSUE_BATCH = 10

/** The row a move to 6 writes with it (in the same batch): a code to ask for now. */
export const returnCodeRow = (orderId: number, now: number) => ({ order_id: orderId, next_try_at: now, created_at: now })

const contact = (
  name: string | null,
  phone: string | null,
  address: string | null,
  town: string | null,
  city: string | null,
  postalcode: string | null,
): Contact | null => (name && address && town && city ? { name, phone, address, town, city, postalcode } : null)

/** The firm the return goes with: the sale's own, when the configured provider carries it, else its first. */
async function channelFor(db: Db, provider: CargoProvider, orderId: number): Promise<CargoChannel> {
  const sale = await db.query.shipments.findFirst({ where: eq(shipments.order_id, orderId), columns: { channel: true } })
  return provider.channels.find((c) => c === sale?.channel) ?? provider.channels[0]!
}

async function failed(db: Db, row: CodeRow, error: unknown, now: number) {
  const pause = Math.min(RETRY_FIRST_MS * 2 ** row.attempts, RETRY_MAX_MS)
  console.error(JSON.stringify({ level: 'warn', msg: 'return code failed', orderId: row.order_id, attempt: row.attempts + 1, error: String(error) }))
  await db
    .update(return_codes)
    .set({ attempts: row.attempts + 1, next_try_at: now + pause, error: String(error).slice(0, 300) })
    .where(and(eq(return_codes.order_id, row.order_id), eq(return_codes.state, 'pending')))
}

/**
 * Asks the firm for one order's return code, once it is due. Never throws: a refusal is recorded as the
 * firm's words (the buyer sends with a firm of their own), anything else is tried again later. A code that
 * arrives after the buyer's first look (`attempts` > 0) is told to the buyer by notification.
 */
export async function issueReturnCode(db: Db, env: Env, orderId: number, now = Date.now(), fetcher: typeof fetch = fetch) {
  const [rows, orderRows] = await db.batch([
    db.select().from(return_codes).where(eq(return_codes.order_id, orderId)).limit(1),
    db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
  ])
  const row = rows[0]
  const order = orderRows[0]
  if (!row || !order || row.state !== 'pending' || !wanted(order)) return null
  try {
    const provider = cargoProvider(env, fetcher)
    const sender = contact(order.delivery_contact_name, order.delivery_contact_phone, order.delivery_address, order.delivery_town, order.delivery_city, order.delivery_postalcode)
    const receiver = contact(order.seller_contact_name, order.seller_contact_phone, order.seller_address, order.seller_town, order.seller_city, order.seller_postalcode)
    if (!sender || !receiver) return await refused(db, row, tr.payout.returnCodeNoAddress, now)
    const channel = await channelFor(db, provider, orderId)
    const made = await provider.createReturn({ orderId, channel, pieces: 1, sender, receiver })
    return await ready(db, row, order, channel, made, now)
  } catch (error) {
    if (error instanceof CargoRefused) return refused(db, row, error.detail, now)
    await failed(db, row, error, now)
    return null
  }
}

/** A code is wanted while the return waits to be sent (6) and the order is not cancelled. */
const wanted = (order: OrderRow) => order.status === ORDER_STATUS.returnRequested && order.cancelled_at === null

async function refused(db: Db, row: CodeRow, detail: string, now: number) {
  await db
    .update(return_codes)
    .set({ state: 'refused', error: detail, attempts: row.attempts + 1, next_try_at: now })
    .where(and(eq(return_codes.order_id, row.order_id), eq(return_codes.state, 'pending')))
  return 'refused' as const
}

/**
 * The code stored; the seller told that the parcel comes with it and is theirs to pay at delivery, and the
 * buyer told when the code came after their first look.
 */
async function ready(db: Db, row: CodeRow, order: OrderRow, channel: string, made: { trackNo: string; barcodeNo: string }, now: number) {
  const carrier = RETURN_CARRIER_TITLES[channel as ReturnCarrier] ?? channel
  await db.batch([
    db
      .update(return_codes)
      .set({ state: 'ready', channel, code: made.barcodeNo, track_no: made.trackNo, ready_at: now, error: null })
      .where(and(eq(return_codes.order_id, row.order_id), eq(return_codes.state, 'pending'))),
    notificationInsert(db, {
      userId: order.seller_id,
      kind: 'order_status',
      title: tr.payout.notify.returnCodeSellerTitle,
      message: tr.payout.notify.returnCodeSeller(order.id, carrier, made.barcodeNo),
      link: `/satisdetay/${order.id}`,
      dedupeKey: `return-code:${order.id}:seller`,
      at: now,
    }),
    ...(row.attempts > 0
      ? [
          notificationInsert(db, {
            userId: order.buyer_id,
            kind: 'order_status',
            title: tr.payout.notify.returnCodeTitle,
            message: tr.payout.notify.returnCode(order.id, carrier, made.barcodeNo),
            link: `/siparisdetay/${order.id}`,
            dedupeKey: `return-code:${order.id}`,
            at: now,
          }),
        ]
      : []),
  ])
  return 'ready' as const
}

/** The cron: every code still pending whose next try is due, for returns still waiting to be sent. */
export async function issueDueReturnCodes(db: Db, env: Env, now = Date.now(), fetcher: typeof fetch = fetch) {
  const due = await db
    .select({ orderId: return_codes.order_id })
    .from(return_codes)
    .innerJoin(orders, eq(orders.id, return_codes.order_id))
    .where(
      and(
        eq(return_codes.state, 'pending'),
        lte(return_codes.next_try_at, now),
        eq(orders.status, ORDER_STATUS.returnRequested),
        isNull(orders.cancelled_at),
      ),
    )
    .orderBy(asc(return_codes.next_try_at))
    .limit(ISSUE_BATCH)
  let issued = 0
  for (const { orderId } of due) if ((await issueReturnCode(db, env, orderId, now, fetcher)) === 'ready') issued++
  return issued
}

/** The buyer's view while the return waits to be sent (6): the code, that it is coming, or that there is none. */
export function toReturnCode(order: OrderRow, row: CodeRow | undefined | null): ReturnCode | null {
  if (!row || !wanted(order)) return null
  const channel = row.channel as ReturnCarrier | null
  return {
    state: row.state,
    carrier: channel,
    carrier_title: channel ? (RETURN_CARRIER_TITLES[channel] ?? channel) : null,
    code: row.state === 'ready' ? row.code : null,
    track_no: row.state === 'ready' ? row.track_no : null,
  }
}
