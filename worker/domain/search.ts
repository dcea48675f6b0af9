// Turkish-aware search over auctions_fts (migrations/0001_search.sql): the query is folded like the
// stored text (trFold), so 'İstanbul', 'istanbul' and 'ISTANBUL' match alike and 'cicek' finds 'Çiçek'.
import { sql } from 'drizzle-orm'
import { SUGGESTION_LIMIT } from '#common/constants.ts'
import { searchTokens } from '#common/text.ts'
import type { Db } from '../db/client.ts'

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
