// Turkish-aware search over auctions_fts (migrations/0001_search.sql): the query is folded like the
// stored text (trFold), so 'İstanbul', 'istanbul' and 'ISTANBUL' match alike and 'cicek' finds 'Çiçek'.
import { inArray, sql } from 'drizzle-orm'
import { PAGE_SIZE, SUGGESTION_LIMIT } from '#common/constants.ts'
import { searchTokens } from '#common/text.ts'
import type { Db } from '../db/client.ts'
import { auctions } from '../db/schema/index.ts'
import { cardsQuery, type CardRow, type Page } from './listing.ts'

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
    WHERE auctions_fts MATCH ${match} AND a.approved = 2
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
 * (bm25 puts those matching more words first). One page of PAGE_SIZE.
 */
export async function searchAuctions(db: Db, q: string, page: number, now = Date.now(), perPage = PAGE_SIZE): Promise<Page<CardRow>> {
  const tokens = searchTokens(q)
  let result = await rankedPage(db, ftsQuery(q), page, now, perPage)
  if (result.total === 0 && tokens.length > 1) result = await rankedPage(db, ftsAnyQuery(q), page, now, perPage)
  return result
}

async function rankedPage(db: Db, match: string, page: number, now: number, perPage: number): Promise<Page<CardRow>> {
  const empty = { data: [], current_page: page, last_page: 1, total: 0, per_page: perPage }
  if (!match) return empty
  const [ranked, totals] = await Promise.all([
    db.all<{ id: number }>(sql`
      SELECT a.id AS id FROM auctions_fts f JOIN auctions a ON a.id = f.rowid
      WHERE auctions_fts MATCH ${match} AND a.approved = 2
      ORDER BY (a.closed_at IS NOT NULL OR a.end_time <= ${now}), bm25(auctions_fts), a.end_time, a.id
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.all<{ n: number }>(sql`
      SELECT count(*) AS n FROM auctions_fts f JOIN auctions a ON a.id = f.rowid
      WHERE auctions_fts MATCH ${match} AND a.approved = 2`),
  ])
  const total = totals[0]?.n ?? 0
  const ids = ranked.map((r) => r.id)
  const rows = ids.length ? await cardsQuery(db, inArray(auctions.id, ids), [], ids.length) : []
  const byId = new Map(rows.map((r) => [r.auction.id, r]))
  return {
    data: ids.map((id) => byId.get(id)).filter((r): r is CardRow => !!r),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  }
}
