// Relisting: a seller puts an item back up when its auction ended unsold, its buyer
// cancelled the order, or nobody paid for it after the hammer. The copy goes through the wizard's road — it waits for an editor (approved 0),
// whose approval arms its room — with the same photos, properties, prices and shipping, starting now
// and lasting as long as the original did (at least a day, at most the wizard's seven days).
// Each auction is relisted at most once (unique auctions.relisted_from_id).
import { DEFAULT_AUCTION_HOURS, MAX_AUCTION_DAYS_AHEAD } from '#common/constants.ts'
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { slugify } from '#common/text.ts'
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import { auction_condition_photos, auction_images, auction_properties, auctions, order_items, orders } from '../../db/schema/index.ts'
import { randomHex } from '../../lib/crypto.ts'
import { assertCanSell } from './listing-wizard.ts'
import { APPROVAL } from '#common/approval.ts'

const auctionsFts = sqliteTable('auctions_fts', { rowid: integer('rowid'), search_text: text('search_text') })
const HOUR = 3_600_000

/** Of `ids`, those a seller may relist now: ended unsold or with a cancelled order, and not relisted yet. */
export async function relistableIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const [rows, cancelled, relisted, unpaid, offered] = await db.batch([
    db
      .select({ id: auctions.id, sold_via: auctions.sold_via, closed_at: auctions.closed_at, approved: auctions.approved })
      .from(auctions)
      .where(inArray(auctions.id, ids)),
    db
      .select({ id: order_items.auction_id })
      .from(order_items)
      .innerJoin(orders, eq(orders.id, order_items.order_id))
      .where(and(inArray(order_items.auction_id, ids), isNotNull(orders.cancelled_at))),
    db.select({ id: auctions.relisted_from_id }).from(auctions).where(inArray(auctions.relisted_from_id, ids)),
    // Sold at the hammer but nobody paid (docs/after-the-hammer.md "Second chance"): a non-payer's strike,
    // no cart line, no open offer and no order left.
    db
      .select({ id: auctions.id })
      .from(auctions)
      .where(
        and(
          inArray(auctions.id, ids),
          sql`EXISTS (SELECT 1 FROM payment_strikes s WHERE s.auction_id = ${auctions.id})`,
          sql`NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.auction_id = ${auctions.id})`,
          sql`NOT EXISTS (SELECT 1 FROM second_chance_offers o WHERE o.auction_id = ${auctions.id} AND o.status = 'open')`,
          sql`NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.auction_id = ${auctions.id})`,
        ),
      ),
    // Ended below its reserve and offered to the highest bidder (docs/decisions/0020-reserve-price.md): not while the
    // offer is open, in a cart or ordered.
    db
      .select({ id: auctions.id })
      .from(auctions)
      .where(
        and(
          inArray(auctions.id, ids),
          sql`(EXISTS (SELECT 1 FROM second_chance_offers o WHERE o.auction_id = ${auctions.id} AND o.status = 'open')
            OR EXISTS (SELECT 1 FROM cart_items c WHERE c.auction_id = ${auctions.id})
            OR EXISTS (SELECT 1 FROM order_items oi JOIN orders od ON od.id = oi.order_id WHERE oi.auction_id = ${auctions.id} AND od.cancelled_at IS NULL))`,
        ),
      ),
  ])
  const taken = new Set(offered.map((r) => r.id))
  const cancelledIds = new Set([...cancelled.map((r) => r.id), ...unpaid.map((r) => r.id)])
  const relistedIds = new Set(relisted.map((r) => r.id))
  return new Set(
    rows
      .filter((a) => a.approved === APPROVAL.approved && a.closed_at !== null && !relistedIds.has(a.id))
      .filter((a) => (a.sold_via === 'unsold' && !taken.has(a.id)) || cancelledIds.has(a.id))
      .map((a) => a.id),
  )
}

/** POST /api/relistAuction: the new listing's id and slug, waiting for an editor. */
export async function relistAuction(db: Db, sellerId: number, auctionId: number, now = Date.now()) {
  const a = await db.query.auctions.findFirst({ where: and(eq(auctions.id, auctionId), eq(auctions.seller_id, sellerId)) })
  if (!a) throw notFound(tr.storefront.auctionNotFound)
  if (!(await relistableIds(db, [a.id])).has(a.id)) throw new ApiError(422, { message: tr.relist.notAllowed, errors: { auction_id: [tr.relist.notAllowed] } })
  await assertCanSell(db, sellerId)
  const [images, properties, conditionPhotos] = await db.batch([
    db.select().from(auction_images).where(eq(auction_images.auction_id, a.id)).orderBy(asc(auction_images.position)),
    db.select().from(auction_properties).where(eq(auction_properties.auction_id, a.id)).orderBy(asc(auction_properties.position)),
    db.select().from(auction_condition_photos).where(eq(auction_condition_photos.auction_id, a.id)).orderBy(asc(auction_condition_photos.position)),
  ])
  const duration = Math.min(Math.max(a.end_time - a.start_time, DEFAULT_AUCTION_HOURS * HOUR), MAX_AUCTION_DAYS_AHEAD * 24 * HOUR)
  const slug = `${slugify(a.title).slice(0, 100) || 'mezat'}-${randomHex(3)}`
  const idOfSlug = sql`(select id from auctions where slug = ${slug})`
  const { id: _id, slug: _slug, created_at: _c, updated_at: _u, ...copy } = a
  try {
    await db.batch([
      db.insert(auctions).values({
        ...copy,
        slug,
        current_price_kurus: a.opening_price_kurus,
        bid_count: 0,
        last_seq: 0,
        start_time: now,
        end_time: now + duration,
        started_at: null,
        closed_at: null,
        approved: APPROVAL.waiting,
        rejection_reason: null,
        approved_at: null,
        approved_by: null,
        winner_user_id: null,
        sold_via: null,
        room_armed_at: null,
        view_count: 0,
        relisted_from_id: a.id,
        created_at: now,
        updated_at: now,
      }),
      ...images.map(({ id: _i, auction_id: _a, ...img }) => db.insert(auction_images).values({ ...img, auction_id: idOfSlug, created_at: now })),
      ...properties.map(({ id: _i, auction_id: _a, ...p }) => db.insert(auction_properties).values({ ...p, auction_id: idOfSlug })),
      // The condition report travels with the lot: its grade and notes are columns copied above, its photos rows.
      ...conditionPhotos.map(({ id: _i, auction_id: _a, ...p }) => db.insert(auction_condition_photos).values({ ...p, auction_id: idOfSlug, created_at: now })),
      db.insert(auctionsFts).values({ rowid: idOfSlug, search_text: a.search_text }),
    ])
  } catch (error) {
    // Two relists of one auction at once: the unique relisted_from_id lets one through.
    if (/UNIQUE constraint failed: auctions\.relisted_from_id/i.test(String((error as Error)?.message) + String((error as { cause?: unknown })?.cause)))
      throw new ApiError(422, { message: tr.relist.notAllowed, errors: { auction_id: [tr.relist.notAllowed] } })
    throw error
  }
  const row = await db.query.auctions.findFirst({ columns: { id: true, slug: true }, where: eq(auctions.slug, slug) })
  return row!
}
