// The reserve price in D1 (docs/decisions/0020-reserve-price.md): the seller's view of it, lowering it through the
// room (which decides, party/lib/reserve.ts; what the room's sync writes about it is reserve-sync.ts), and the
// seller's offer to the highest bidder afterwards, which rides on the second-chance offers
// (worker/domain/checkout/after-the-hammer.ts: the cart shows it, accepting makes a won cart line with its deadline).
import { SECOND_CHANCE_MS } from '#common/after-the-hammer.ts'
import { ApiError, forbidden, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { mayLowerReserve, RESERVE_LOWER_CUTOFF_MS, reserveMet } from '#common/reserve.ts'
import { LedgerBid, RoomStateView } from '#common/schemas/room.ts'
import type { ReserveView } from '#common/schemas/reserve.ts'
import { formatDateTime } from '#common/time.ts'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auctions, bids, notifications, second_chance_offers, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { queueMail } from '../platform/outbox.ts'
import { ask } from './bids.ts'
import { applyRoomSync } from './rooms.ts'

const Receipt = z.object({ state: RoomStateView, bids: z.array(LedgerBid) })

const lotQuery = (db: Db, auctionId: number) => db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1)

function mine<T extends { seller_id: number }>(a: T | undefined, userId: number, editor = false): T {
  if (!a) throw notFound(tr.admin.auctionNotFound)
  if (a.seller_id !== userId && !editor) throw forbidden(tr.reserve.notYours)
  return a
}

const ownLot = async (db: Db, userId: number, auctionId: number, editor = false) => mine((await lotQuery(db, auctionId))[0], userId, editor)

const invalid = (field: string, message: string) => new ApiError(422, { message, errors: { [field]: [message] } })

/** POST /api/auctions/{id}/reserve: the room decides (lower only, unmet, 12 hours or more left); D1 follows at once. */
export async function lowerReserve(db: Db, env: Env, sellerId: number, auctionId: number, amountKurus: number) {
  const a = await ownLot(db, sellerId, auctionId)
  if (a.reserve_kurus === null) throw invalid('reserve_amount', tr.reserve.none)
  const command = { kind: 'reserve-lower' as const, user_id: sellerId, reserve_kurus: amountKurus, request_id: `reserve:${amountKurus}` }
  const receipt = Receipt.parse(await ask(db, env, auctionId, command))
  try {
    await applyRoomSync(db, auctionId, receipt, env)
  } catch (error) {
    // The room holds the new reserve; its own sync writes it (and the notices) shortly.
    console.error(JSON.stringify({ level: 'warn', msg: 'reserve lowering: D1 write failed; the room sync will write it', auctionId, error: String(error) }))
  }
  return { message: tr.reserve.lowered(formatKurus(amountKurus)), reserve_met: reserveMet(receipt.state.current_kurus, amountKurus) }
}

/** The highest bid that counts (withdrawn ones never do) and its member. */
const topBid = (db: Db, auctionId: number) =>
  db
    .select({ user_id: bids.user_id, price: bids.total_amount_kurus, email: users.email, blocked_at: users.blocked_at })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.user_id))
    .where(and(eq(bids.auction_id, auctionId), eq(bids.withdrawn, 0)))
    .orderBy(desc(bids.total_amount_kurus), bids.seq)
    .limit(1)

/** GET /api/auctions/{id}/reserve: the seller's (or an editor's) view; everyone else sees only whether it is met. */
export async function reserveView(db: Db, userId: number, auctionId: number, editor: boolean, now = Date.now()): Promise<ReserveView> {
  // One round trip: the lot, its top bid and its latest offer together; the ownership check reads the lot after.
  const [lots, [top], offers] = await db.batch([
    lotQuery(db, auctionId),
    topBid(db, auctionId),
    db.select().from(second_chance_offers).where(eq(second_chance_offers.auction_id, auctionId)).orderBy(desc(second_chance_offers.id)).limit(1),
  ])
  const a = mine(lots[0], userId, editor)
  const offer = offers[0]
  const unmet = a.reserve_kurus !== null && !reserveMet(a.current_price_kurus, a.reserve_kurus)
  const closedUnmet = a.closed_at !== null && a.sold_via === 'unsold' && top !== undefined && unmet
  return {
    reserve_amount: a.reserve_kurus === null ? null : a.reserve_kurus / 100,
    reserve_met: a.reserve_kurus === null ? null : !unmet,
    lower_until: a.reserve_kurus !== null && unmet && a.closed_at === null ? a.end_time - RESERVE_LOWER_CUTOFF_MS : null,
    may_lower: a.reserve_kurus !== null && unmet && a.closed_at === null && mayLowerReserve(a.end_time, now),
    top_bid: top ? top.price / 100 : null,
    may_offer: closedUnmet && !offer,
    offer: offer && offer.kind === 'reserve' ? { price: offer.price_kurus / 100, status: offer.status, expires_at: offer.expires_at } : null,
  }
}

/**
 * POST /api/auctions/{id}/reserve-offer: after a close below the reserve, the seller offers the lot to the highest
 * bidder at their bid or a counter-price up to the reserve, for 48 hours (a `reserve` second-chance offer). Once per
 * lot: the offers' unique (auction, member) index refuses a second one, racing or not.
 */
export async function offerBelowReserve(db: Db, env: Env, sellerId: number, auctionId: number, priceKurus: number, now = Date.now()) {
  const [lots, [top], relisted, offered] = await db.batch([
    lotQuery(db, auctionId),
    topBid(db, auctionId),
    db.select({ id: auctions.id }).from(auctions).where(eq(auctions.relisted_from_id, auctionId)).limit(1),
    db.select({ id: second_chance_offers.id }).from(second_chance_offers).where(eq(second_chance_offers.auction_id, auctionId)).limit(1),
  ])
  const a = mine(lots[0], sellerId)
  const closedUnmet = a.closed_at !== null && a.sold_via === 'unsold' && a.reserve_kurus !== null && !reserveMet(a.current_price_kurus, a.reserve_kurus)
  if (!closedUnmet || !top || top.blocked_at !== null || relisted.length || offered.length) throw invalid('price', tr.reserve.offerNotAllowed)
  const reserve = a.reserve_kurus!
  if (priceKurus < top.price || priceKurus > reserve) throw invalid('price', tr.reserve.offerPriceRange(formatKurus(top.price), formatKurus(reserve)))
  const until = now + SECOND_CHANCE_MS
  const [price, when] = [formatKurus(priceKurus), formatDateTime(until)]
  const key = `reserve_offer:${auctionId}:${top.user_id}`
  let rows: Array<typeof notifications.$inferSelect>
  try {
    ;[, rows] = await db.batch([
      db.insert(second_chance_offers).values({ auction_id: auctionId, user_id: top.user_id, price_kurus: priceKurus, kind: 'reserve', expires_at: until, created_at: now }),
      notificationInsert(db, {
        userId: top.user_id,
        kind: 'reserve_offer',
        title: tr.reserve.offerTitle,
        message: tr.reserve.offerMessage(a.name, price, when),
        link: '/sepetim',
        dedupeKey: key,
      })
        .returning(),
      queueMail(db, top.email, tr.reserve.offerMailSubject(a.name), tr.reserve.offerMailBody(a.name, price, when, `${appOrigin(env)}/sepetim`)),
    ])
  } catch (error) {
    if (/UNIQUE constraint failed: second_chance_offers/i.test(String((error as Error)?.message) + String((error as { cause?: unknown })?.cause)))
      throw invalid('price', tr.reserve.offerNotAllowed)
    throw error
  }
  await pushNotifications(env, rows).catch(() => undefined)
  return { message: tr.reserve.offerSent(price, when) }
}
