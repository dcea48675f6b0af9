// Realised prices ("Satılanlar", docs/): closed lots that sold, each with what it sold
// for. The price is read from the sale's own record, never from the auction row's running price: the
// ledger's last entry (the hammer) for a lot sold by bidding, the buy-now price for one bought outright.
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import { PAGE_SIZE } from '#common/constants.ts'
import { APPROVAL } from '#common/approval.ts'
import { searchTokens } from '#common/text.ts'
import type { Db } from '../../db/client.ts'
import { auctions, users } from '../../db/schema/index.ts'
import { cardColumns, toPage, type CardRow, type Page } from './listing.ts'
import { categoryContextQueries, inCategory, matchesText, toCategoryContext, type CategoryContext } from './storefront.ts'

/** Words shorter than this ("ve", "ile", "1") say nothing about what a lot is. */
const SIMILAR_WORD_MIN = 3

export type SoldRow = CardRow & { hammer_kurus: number }

const hammerKurus = sql<number>`CASE WHEN ${auctions.sold_via} = 'buynow' THEN ${auctions.buynow_price_kurus}
  ELSE (SELECT b.total_amount_kurus FROM bids b WHERE b.auction_id = ${auctions.id} AND b.withdrawn = 0 ORDER BY b.seq DESC LIMIT 1) END`.as('sold_hammer_kurus')

/**
 * Sold: closed by the hammer or a buy-now, with a price on record, and not a sale that fell through (the
 * winner lost the right to buy for not paying). A second-chance sale is the seller's private offer, not
 * the room's price, so such a lot is not listed either.
 */
const isSold = () =>
  and(
    isNotNull(auctions.closed_at),
    inArray(auctions.sold_via, ['bid', 'buynow']),
    sql`${hammerKurus.getSQL()} IS NOT NULL`,
    sql`NOT EXISTS (SELECT 1 FROM payment_strikes ps WHERE ps.auction_id = ${auctions.id} AND ps.user_id = ${auctions.winner_user_id})`,
  )

/** Lots sharing any word (3+ letters) of `text`, as an FTS5 OR query; null when it has no such word. */
function similarMatch(text: string): string | null {
  const words = [...new Set(searchTokens(text).filter((w) => w.length >= SIMILAR_WORD_MIN))]
  return words.length ? words.map((w) => `"${w}"*`).join(' OR ') : null
}

export type SoldOptions = { category?: { slug: string }; q?: string; similar?: string; page: number }

function soldQueries(db: Db, o: SoldOptions) {
  const match = o.similar ? similarMatch(o.similar) : null
  const filter = and(
    eq(auctions.approved, APPROVAL.approved),
    isSold(),
    o.category ? inCategory(o.category) : undefined,
    o.q ? matchesText(o.q) : undefined,
    o.similar ? (match ? sql`${auctions.id} IN (SELECT rowid FROM auctions_fts WHERE auctions_fts MATCH ${match})` : sql`0`) : undefined,
  )
  // bm25 needs the FTS table in the FROM clause; the closest title first, then the latest sale.
  const rank: SQL[] = match ? [sql`(SELECT bm25(auctions_fts) FROM auctions_fts WHERE auctions_fts MATCH ${match} AND rowid = ${auctions.id})`] : []
  return [
    db
      .select({ ...cardColumns, hammer_kurus: hammerKurus })
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(filter)
      .orderBy(...rank, desc(auctions.closed_at), asc(auctions.id))
      .limit(PAGE_SIZE)
      .offset((o.page - 1) * PAGE_SIZE),
    // The join makes drizzle qualify `auctions.id` inside the subqueries (a lone table's columns are written bare).
    db.select({ n: sql<number>`count(*)` }).from(auctions).innerJoin(users, eq(users.id, auctions.seller_id)).where(filter),
  ] as const
}

/** GET /api/auctions?type=sold[&category][&q][&similar]: one page of sold lots, latest sale first. One round trip. */
export async function listSold(db: Db, o: SoldOptions): Promise<{ page: Page<SoldRow>; ctx?: CategoryContext }> {
  if (!o.category) {
    const [rows, totals] = await db.batch(soldQueries(db, o))
    return { page: toPage(rows, totals, o.page) }
  }
  const [trail, children, rows, totals] = await db.batch([...categoryContextQueries(db, o.category.slug), ...soldQueries(db, o)])
  return { ctx: toCategoryContext(trail, children), page: toPage(rows, totals, o.page) }
}
