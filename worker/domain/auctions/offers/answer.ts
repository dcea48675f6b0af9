// Answering an offer (docs/decisions/0021-offers.md): the seller accepts, declines or counters an open offer;
// the buyer accepts or declines a counter. Each answer is checked against the offer as of now (one whose time
// has passed reads as expired, before the cron writes it so) and written by one conditional statement, so
// two clicks, or an answer racing the expiry, end in one outcome. Accepting is a binding sale through the
// auction's room (worker/domain/auctions/bids.ts `sellByOffer`).
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { OFFER_HOURS, OFFER_TTL_MS, offerStatusAt, type OfferStatus } from '#common/offers.ts'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { auctions, offers } from '../../../db/schema/index.ts'
import type { AuthUser, Env } from '../../../env.ts'
import { sellByOffer } from '../bids.ts'
import { assertMayTrade } from '../../member/trade-verification.ts'
import { pushNotifications } from '../../platform/notify.ts'
import { offerNotice } from './notice.ts'
import { findOffer, type OfferRow } from './read.ts'

const conflict = (message: string) => new ApiError(409, { message, errors: { offer: [message] } })
const field = (name: string, message: string) => new ApiError(422, { message, errors: { [name]: [message] } })

/** The offer, if the member is one of its two sides, and whose turn it is: the seller's while open, the buyer's on a counter. */
async function offerFor(db: Db, userId: number, id: number, now: number) {
  const row = await findOffer(db, id)
  if (!row || (row.offer.buyer_id !== userId && row.offer.seller_id !== userId)) throw notFound(tr.offers.notFound)
  const status = offerStatusAt(row.offer, now)
  if (status !== 'open' && status !== 'countered') throw conflict(await whyGone(db, row))
  const turn = status === 'open' ? row.offer.seller_id : row.offer.buyer_id
  if (turn !== userId) throw conflict(tr.offers.notYourTurn)
  return { row, status }
}

/**
 * Why an offer can no longer be answered. The first bid ends the waiting offers in the room, and D1 learns it with
 * the room's sync: an answer that comes after that sync hears the same reason as one the room refused before it.
 */
async function whyGone(db: Db, row: OfferRow) {
  if (row.offer.status !== 'declined' || row.offer.decided_by !== 'system') return tr.offers.gone
  const [lot] = await db.select({ bids: auctions.bid_count }).from(auctions).where(eq(auctions.id, row.offer.auction_id)).limit(1)
  return lot && lot.bids > 0 ? tr.offers.biddingStarted : tr.offers.gone
}

/** The conditional write: only while the offer is still in this status and in time. */
const stillWaiting = (id: number, status: OfferStatus, now: number) => and(eq(offers.id, id), eq(offers.status, status), gt(offers.expires_at, now))

const BUYER_PAGE = '/u/tekliflerim'
const SELLER_PAGE = '/u/gelen-teklifler'

/** Accepting sells the item at the offer's (or the counter's) price, once; the notices come with the close. */
export async function acceptOffer(db: Db, env: Env, user: AuthUser, id: number, now = Date.now()) {
  const { row, status } = await offerFor(db, user.id, id, now)
  // The buyer accepting a counter is buying: refused like a bid when struck out or unverified.
  if (status === 'countered') await assertMayTrade(db, user.id)
  const price = status === 'open' ? row.offer.amount_kurus : row.offer.counter_kurus!
  await sellByOffer(db, env, { id: row.offer.buyer_id, title: row.buyer_title }, { auction_id: row.offer.auction_id, offer_id: id, price_kurus: price })
  const accepted: OfferRow = { ...row, offer: { ...row.offer, status: 'accepted', price_kurus: price, decided_at: now, decided_by: status === 'open' ? 'seller' : 'buyer' } }
  return { message: status === 'open' ? tr.offers.acceptedBySeller : tr.offers.acceptedByBuyer, row: accepted }
}

/** Declining ends the offer; the other side is told. */
export async function declineOffer(db: Db, env: Env, user: AuthUser, id: number, now = Date.now()) {
  const { row, status } = await offerFor(db, user.id, id, now)
  const bySeller = status === 'open'
  const [updated, told] = await db.batch([
    db
      .update(offers)
      .set({ status: 'declined', decided_by: bySeller ? 'seller' : 'buyer', decided_at: now })
      .where(stillWaiting(id, status, now))
      .returning(),
    // Written only when the decline above was: the offer reads declined at this very moment.
    offerNotice(
      db,
      bySeller
        ? { to: 'buyer', title: tr.offers.declinedTitle, message: tr.offers.declinedMessage(row.name, formatKurus(row.offer.amount_kurus)), link: BUYER_PAGE, key: `offer_declined:${id}`, now }
        : { to: 'seller', title: tr.offers.counterDeclinedTitle, message: tr.offers.counterDeclinedMessage(row.name, formatKurus(row.offer.counter_kurus ?? 0)), link: SELLER_PAGE, key: `offer_declined:${id}`, now },
      and(eq(offers.id, id), eq(offers.status, 'declined'), eq(offers.decided_at, now)),
    ),
  ])
  if (!updated[0]) throw conflict(tr.offers.gone)
  await pushNotifications(env, told)
  return { message: tr.offers.declined, row: { ...row, offer: updated[0] } }
}

/** The seller's counter price: above the buyer's offer, below Buy Now; the buyer then has OFFER_HOURS to answer. */
export async function counterOffer(db: Db, env: Env, user: AuthUser, id: number, amountLira: number, now = Date.now()) {
  const { row, status } = await offerFor(db, user.id, id, now)
  if (status !== 'open') throw conflict(tr.offers.notYourTurn)
  const counter = amountLira * 100
  if (counter <= row.offer.amount_kurus) throw field('amount', tr.offers.counterAboveOffer(formatKurus(row.offer.amount_kurus)))
  if (counter >= row.buynow_kurus) throw field('amount', tr.offers.counterBelowBuyNow(formatKurus(row.buynow_kurus)))
  const [updated, told] = await db.batch([
    db.update(offers).set({ status: 'countered', counter_kurus: counter, expires_at: now + OFFER_TTL_MS }).where(stillWaiting(id, 'open', now)).returning(),
    offerNotice(
      db,
      { to: 'buyer', title: tr.offers.counterTitle, message: tr.offers.counterMessage(row.name, formatKurus(counter)), link: BUYER_PAGE, key: `offer_counter:${id}`, now },
      and(eq(offers.id, id), eq(offers.status, 'countered'), eq(offers.counter_kurus, counter)),
    ),
  ])
  if (!updated[0]) throw conflict(tr.offers.gone)
  await pushNotifications(env, told)
  return { message: tr.offers.countered(OFFER_HOURS), row: { ...row, offer: updated[0] } }
}
