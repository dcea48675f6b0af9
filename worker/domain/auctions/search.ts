// Turkish-aware search over auctions_fts (migrations/0001_search.sql): the query is folded like the
// stored text (trFold), so 'İstanbul', 'istanbul' and 'ISTANBUL' match alike and 'cicek' finds 'Çiçek'.
import { and, asc, eq, sql } from 'drizzle-orm'
import { PAGE_SIZE, SUGGESTION_LIMIT } from '#common/constants.ts'
import { searchTokens } from '#common/text.ts'
import type { Db } from '../../db/client.ts'
import { auctions, users } from '../../db/schema/index.ts'
import { cardColumns, toPage, type CardRow, type Page } from './listing.ts'
import { APPROVAL } from '#common/approval.ts'

/** FTS5 query: every folded word as a prefix, all required. Tokens are [a-z0-9]+, so nothing to escape. */
export const ftsQuery = (q: string) =>
  searchTokens(q)
    .map((t) => `"${t}"*`)
    .join(' ')

/** Header suggestions: open auctions first, then by rank. */
export async function suggest(db: Db, q: string, limit = SUGGESTION_LIMIT) {
  const match = ftsQuery(q)
  if (!match) return []
  return db.all<{ slug: string; title: string; name: string }>(sql`
    SELECT a.slug AS slug, a.title AS title, a.name AS name
    FROM auctions_fts f JOIN auctions a ON a.id = f.rowid
    WHERE auctions_fts MATCH ${match} AND a.approved = ${APPROVAL.approved}
    ORDER BY (a.closed_at IS NOT NULL), bm25(auctions_fts)
    LIMIT ${limit}`)
}

/** FTS5 query where any folded word may match (the fallback when no auction has them all). */
export const ftsAnyQuery = (q: string) =>
  searchTokens(q)
    .map((t) => `"${t}"*`)
    .join(' OR ')

/**
 * GET /api/search: approved auctions whose search key matches, open ones first, then by bm25 rank.
 * Every word must match; when no auction has them all, auctions with any of them are listed
 * (bm25 puts those matching more words first). One page of PAGE_SIZE, in one round trip: with several
 * words the any-word page is read in the same batch, to be used only when the every-word page is empty.
 */
export async function searchAuctions(db: Db, q: string, page: number, now = Date.now(), perPage = PAGE_SIZE): Promise<Page<CardRow>> {
  const all = ftsQuery(q)
  if (!all) return toPage([], [], page, perPage)
  const every = rankedQueries(db, all, page, now, perPage)
  if (searchTokens(q).length < 2) {
    const [rows, totals] = await db.batch(every)
    return toPage(rows, totals, page, perPage)
  }
  const [rows, totals, anyRows, anyTotals] = await db.batch([...every, ...rankedQueries(db, ftsAnyQuery(q), page, now, perPage)])
  return (totals[0]?.n ?? 0) > 0 ? toPage(rows, totals, page, perPage) : toPage(anyRows, anyTotals, page, perPage)
}

/** One ranked page of cards matching an FTS query, and the number of matches. */
function rankedQueries(db: Db, match: string, page: number, now: number, perPage: number) {
  const matching = and(eq(auctions.approved, APPROVAL.approved), sql`auctions_fts MATCH ${match}`)
  return [
    db
      .select(cardColumns)
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .innerJoin(sql`auctions_fts`, sql`auctions_fts.rowid = ${auctions.id}`)
      .where(matching)
      .orderBy(sql`(${auctions.closed_at} IS NOT NULL OR ${auctions.end_time} <= ${now})`, sql`bm25(auctions_fts)`, asc(auctions.end_time), asc(auctions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)` })
      .from(auctions)
      .innerJoin(sql`auctions_fts`, sql`auctions_fts.rowid = ${auctions.id}`)
      .where(matching),
  ] as const
}
