// Reading offers (docs/decisions/0021-offers.md): a member's own as buyer ("Tekliflerim") or those made on their
// items as seller, with the seller's running buy-now items and their automatic limits; and one offer with what
// an answer to it needs.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { APPROVAL } from '#common/approval.ts'
import type { Db } from '../../../db/client.ts'
import { auctions, offer_limits, offers, users } from '../../../db/schema/index.ts'

/** Offers a page lists, newest first. */
const LIST_MAX = 100
const buyers = alias(users, 'offer_buyer')
const sellers = alias(users, 'offer_seller')
const firstImage = sql<
  string | null
>`(select ai.image_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`

const offerColumns = {
  offer: offers,
  slug: auctions.slug,
  name: auctions.name,
  buynow_kurus: auctions.buynow_price_kurus,
  image_path: firstImage.as('offer_image_path'),
  // Named apart: a batch's rows come back keyed by column name, and both are `title`.
  buyer_title: sql<string>`${buyers.title}`.as('offer_buyer_title'),
  seller_title: sql<string>`${sellers.title}`.as('offer_seller_title'),
}

const offerQuery = (db: Db) =>
  db
    .select(offerColumns)
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auction_id))
    .innerJoin(buyers, eq(buyers.id, offers.buyer_id))
    .innerJoin(sellers, eq(sellers.id, offers.seller_id))

export type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['all']>>[number]

/** One offer with its lot and both names, or undefined. */
export async function findOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await offerQuery(db).where(eq(offers.id, id)).limit(1)
  return row
}

/** The member's offers on one side, and (for a seller) their running buy-now items with their limits: one round trip. */
export async function listOffers(db: Db, userId: number, side: 'buyer' | 'seller', now = Date.now()) {
  const [rows, listings] = await db.batch([
    offerQuery(db)
      .where(eq(side === 'buyer' ? offers.buyer_id : offers.seller_id, userId))
      .orderBy(desc(offers.id))
      .limit(LIST_MAX),
    db
      .select({
        auction_id: auctions.id,
        slug: auctions.slug,
        name: auctions.name,
        buynow_kurus: auctions.buynow_price_kurus,
        decline_below_kurus: offer_limits.decline_below_kurus,
        accept_from_kurus: offer_limits.accept_from_kurus,
      })
      .from(auctions)
      .leftJoin(offer_limits, eq(offer_limits.auction_id, auctions.id))
      .where(
        and(
          // A buyer's page asks for none: seller id 0 matches nothing.
          eq(auctions.seller_id, side === 'seller' ? userId : 0),
          eq(auctions.type, 0),
          gt(auctions.buynow_price_kurus, 0),
          inArray(auctions.approved, [APPROVAL.approved, APPROVAL.waiting]),
          isNull(auctions.closed_at),
          gt(auctions.end_time, now),
        ),
      )
      .orderBy(auctions.end_time)
      .limit(LIST_MAX),
  ])
  return { rows, listings }
}
