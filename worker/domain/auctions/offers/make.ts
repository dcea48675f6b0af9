// A buyer's offer on a buy-now item (docs/decisions/0021-offers.md): checked against the lot as D1 holds it,
// then answered at once by the seller's automatic limits when one applies, else left to the seller for
// OFFER_HOURS. An automatic acceptance is a binding sale through the auction's room, like every other.
import { buyNowOffered } from '#common/auction-rules.ts'
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { OFFER_HOURS, OFFER_TTL_MS, OFFERS_OPEN_MAX } from '#common/offers.ts'
import { APPROVAL } from '#common/approval.ts'
import { and, count, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { auctions, cart_items, offer_limits, offers } from '../../../db/schema/index.ts'
import type { AuthUser, Env } from '../../../env.ts'
import { sellByOffer } from '../bids.ts'
import { notificationInsert, pushNotifications } from '../../platform/notify.ts'

const conflict = (message: string) => new ApiError(409, { message, errors: { offer: [message] } })

/** The lot, its limits, the buyer's waiting offers on it and whether Buy Now reserved it: one round trip. */
async function facts(db: Db, slug: string, buyerId: number, now: number) {
  const [lots, limits, waiting, held] = await db.batch([
    db.select().from(auctions).where(eq(auctions.slug, slug)).limit(1),
    db
      .select({ decline: offer_limits.decline_below_kurus, accept: offer_limits.accept_from_kurus })
      .from(offer_limits)
      .innerJoin(auctions, eq(auctions.id, offer_limits.auction_id))
      .where(eq(auctions.slug, slug)),
    db
      .select({ n: count() })
      .from(offers)
      .innerJoin(auctions, eq(auctions.id, offers.auction_id))
      .where(and(eq(auctions.slug, slug), eq(offers.buyer_id, buyerId), inArray(offers.status, ['open', 'countered']), gt(offers.expires_at, now))),
    db
      .select({ n: count() })
      .from(cart_items)
      .innerJoin(auctions, eq(auctions.id, cart_items.auction_id))
      .where(and(eq(auctions.slug, slug), eq(cart_items.from_bn_or_auc, 1))),
  ])
  const lot = lots[0]
  if (!lot) throw notFound(tr.admin.auctionNotFound)
  return { lot, limits: limits[0] ?? null, waiting: waiting[0]?.n ?? 0, reserved: (held[0]?.n ?? 0) > 0 }
}

type Lot = Awaited<ReturnType<typeof facts>>['lot']

/** Why this lot takes no offer from this buyer now, or null (the room checks the same again when selling). */
function refusal(lot: Lot, buyerId: number, now: number): ApiError | null {
  if (lot.approved !== APPROVAL.approved) return invalidField('slug', tr.bid.notLive)
  if (!buyNowOffered(lot)) return invalidField('slug', tr.offers.notOffered)
  if (lot.seller_id === buyerId) return invalidField('slug', tr.offers.ownItem)
  if (lot.closed_at !== null || lot.end_time <= now) return invalidField('slug', tr.offers.closed)
  if (lot.start_time > now) return invalidField('slug', tr.offers.notStarted)
  if (lot.bid_count > 0) return invalidField('slug', tr.offers.biddingStarted)
  return null
}

export async function makeOffer(db: Db, env: Env, user: AuthUser, input: { slug: string; amount: number }, now = Date.now()) {
  const { lot, limits, waiting, reserved } = await facts(db, input.slug, user.id, now)
  const refused = refusal(lot, user.id, now)
  if (refused) throw refused
  const amount = input.amount * 100
  if (amount >= lot.buynow_price_kurus) throw invalidField('amount', tr.offers.amountBelowBuyNow(formatKurus(lot.buynow_price_kurus)))
  if (reserved) throw conflict(tr.cart.reserved)
  if (waiting >= OFFERS_OPEN_MAX) throw conflict(tr.offers.openLimit(OFFERS_OPEN_MAX))

  const base = { auction_id: lot.id, buyer_id: user.id, seller_id: lot.seller_id, amount_kurus: amount, created_at: now, expires_at: now + OFFER_TTL_MS }
  // The seller's automatic decline: recorded, never shown to the seller as news.
  if (limits?.decline !== null && limits?.decline !== undefined && amount < limits.decline) {
    const [row] = await db.insert(offers).values({ ...base, status: 'declined', decided_by: 'auto', decided_at: now }).returning()
    return { message: tr.offers.autoDeclined, id: row!.id }
  }
  if (limits?.accept !== null && limits?.accept !== undefined && amount >= limits.accept) return autoAccept(db, env, user, base)

  const [inserted, notice] = await db.batch([
    db.insert(offers).values(base).returning(),
    notificationInsert(db, {
      userId: lot.seller_id,
      kind: 'offer',
      title: tr.offers.newTitle,
      message: tr.offers.newMessage(lot.name, formatKurus(amount)),
      link: '/u/gelen-teklifler',
    }).returning(),
  ])
  await pushNotifications(env, notice)
  return { message: tr.offers.made(OFFER_HOURS), id: inserted[0]!.id }
}

/**
 * The seller's accept-from limit reached: the offer is written (decided by `auto`), then sold through the room.
 * A bid or a Buy Now that reached the room first wins; the offer is then closed and the buyer told why.
 */
async function autoAccept(db: Db, env: Env, user: AuthUser, base: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values({ ...base, decided_by: 'auto' }).returning()
  const id = row!.id
  try {
    await sellByOffer(db, env, user, { auction_id: base.auction_id, offer_id: id, price_kurus: base.amount_kurus })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422))
      await db.update(offers).set({ status: 'declined', decided_by: 'system', decided_at: Date.now() }).where(and(eq(offers.id, id), eq(offers.status, 'open')))
    throw error
  }
  return { message: tr.offers.autoAccepted, id }
}
