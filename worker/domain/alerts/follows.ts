// Following a seller (docs/alerts.md "Followed sellers"): idempotent like the watch list, and a feed of the
// followed sellers' newest approved lots.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { auctions, seller_follows, users } from '../../db/schema/index.ts'
import { cardsQuery } from '../auctions/listing.ts'

/** The newest lots the feed shows. */
export const FEED_MAX = 60

async function sellerBySlug(db: Db, slug: string) {
  const [seller] = await db
    .select({ id: users.id, title: users.title, slug: users.slug })
    .from(users)
    .where(and(eq(users.slug, slug), isNull(users.blocked_at)))
  if (!seller) throw notFound(tr.follow.sellerNotFound)
  return seller
}

/** POST /api/sellers/{slug}/follow: a second follow changes nothing. */
export async function followSeller(db: Db, userId: number, slug: string) {
  const seller = await sellerBySlug(db, slug)
  if (seller.id === userId) throw invalidField('slug', tr.follow.notSelf)
  await db.insert(seller_follows).values({ user_id: userId, seller_id: seller.id }).onConflictDoNothing()
  return seller
}

/** DELETE /api/sellers/{slug}/follow: also fine when the seller was not followed. */
export async function unfollowSeller(db: Db, userId: number, slug: string) {
  const seller = await sellerBySlug(db, slug)
  await db.delete(seller_follows).where(and(eq(seller_follows.user_id, userId), eq(seller_follows.seller_id, seller.id)))
  return seller
}

/** GET /api/sellers/{slug}/follow: whether the member follows, and how many do, in one round trip (it is read with a lot's or a profile's page). */
export async function followState(db: Db, userId: number, slug: string) {
  const sellerId = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), isNull(users.blocked_at)))
  const [[seller], [mine], [all]] = await db.batch([
    sellerId,
    db
      .select({ n: count() })
      .from(seller_follows)
      .where(and(eq(seller_follows.user_id, userId), inArray(seller_follows.seller_id, sellerId))),
    db.select({ n: count() }).from(seller_follows).where(inArray(seller_follows.seller_id, sellerId)),
  ])
  if (!seller) throw notFound(tr.follow.sellerNotFound)
  return { following: (mine?.n ?? 0) > 0, followers: all?.n ?? 0 }
}

/** GET /api/followed-sellers/feed: the sellers followed and their newest approved lots, newest first. */
export async function followFeed(db: Db, userId: number) {
  const [sellers, lots] = await db.batch([
    db
      .select({ slug: users.slug, title: users.title })
      .from(seller_follows)
      .innerJoin(users, eq(users.id, seller_follows.seller_id))
      .where(eq(seller_follows.user_id, userId))
      .orderBy(desc(seller_follows.created_at)),
    cardsQuery(
      db,
      sql`${auctions.seller_id} IN (SELECT f.seller_id FROM seller_follows f WHERE f.user_id = ${userId})`,
      [sql`${auctions.approved_at} DESC`],
      FEED_MAX,
    ),
  ])
  return { sellers, lots }
}
