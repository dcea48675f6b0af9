// Which members an approved lot concerns (docs/alerts.md "Matching"): one indexed query over every saved
// search, and one over the seller's followers, each writing alert_hits rows. The unique (member, lot) key of
// alert_hits is what tells a member once per lot, however many of their searches match or whether they
// also follow the seller.
import { sql } from 'drizzle-orm'
import { trFold } from '#common/text.ts'
import type { Db } from '../../db/client.ts'
import { runInBatch } from '../../db/raw-batchable.ts'
import { categoryKey } from './saved-searches.ts'

/** What matching reads of the lot. */
export type LotForMatching = {
  id: number
  seller_id: number
  search_text: string
  category_1_id: number
  category_2_id: number | null
  category_3_id: number | null
  opening_price_kurus: number
  current_price_kurus: number
  buynow_price_kurus: number
}

/** The longest word whose prefixes are keys: longer words are kept whole (no member types 40 letters). */
const MAX_PREFIXED = 40

/**
 * The keys a lot offers the term index: every prefix of every word of its search key (common/search.ts,
 * already folded by trFold), since search matches each typed word as a prefix; and its categories' keys.
 * A saved search matches when all of its keys are among them.
 */
export function lotKeys(lot: Pick<LotForMatching, 'search_text' | 'category_1_id' | 'category_2_id' | 'category_3_id'>): string[] {
  const keys = new Set<string>()
  for (const word of trFold(lot.search_text).split(/[^a-z0-9]+/)) {
    if (!word) continue
    for (let n = 1; n <= Math.min(word.length, MAX_PREFIXED); n++) keys.add(word.slice(0, n))
    keys.add(word)
  }
  for (const c of [lot.category_1_id, lot.category_2_id, lot.category_3_id]) if (c !== null) keys.add(categoryKey(c))
  return [...keys]
}

/** The price a saved search's range is compared with: what a bidder would pay first, else the buy-now price. */
export const lotPrice = (lot: Pick<LotForMatching, 'opening_price_kurus' | 'current_price_kurus' | 'buynow_price_kurus'>) =>
  Math.max(lot.current_price_kurus, lot.opening_price_kurus) || lot.buynow_price_kurus

/** Whether the member's latest word on commercial mail is yes (docs/privacy.md), as SQL over `userColumn`. */
export const mailConsent = (userColumn: string) =>
  sql.raw(
    `coalesce((SELECT mc.granted FROM message_consents mc WHERE mc.user_id = ${userColumn} AND mc.channel = 'email' ORDER BY mc.id DESC LIMIT 1), 0) = 1`,
  )

/**
 * Writes one alert_hits row per member whose active saved search matches the lot: the lot's keys are
 * looked up in saved_search_terms (its primary key starts with the term), counted per search, and a search
 * whose every key was found matches. The member's own lots and paused searches are left out; the price
 * range is checked on the few searches the index found.
 */
export function searchHits(db: Db, lot: LotForMatching, now: number) {
  const price = lotPrice(lot)
  return runInBatch(db, sql`
    INSERT INTO alert_hits (user_id, auction_id, source, saved_search_id, mail, created_at)
    SELECT s.user_id, ${lot.id}, 'search', s.id, CASE WHEN ${mailConsent('s.user_id')} THEN s.frequency ELSE 'none' END, ${now}
    FROM (
      SELECT t.saved_search_id AS id, count(*) AS found
      FROM saved_search_terms t
      WHERE t.term IN (SELECT value FROM json_each(${JSON.stringify(lotKeys(lot))}))
      GROUP BY t.saved_search_id
    ) m
    JOIN saved_searches s ON s.id = m.id AND s.term_count = m.found
    WHERE s.paused = 0
      AND s.user_id <> ${lot.seller_id}
      AND (s.min_price_kurus IS NULL OR s.min_price_kurus <= ${price})
      AND (s.max_price_kurus IS NULL OR s.max_price_kurus >= ${price})
    ORDER BY s.id
    ON CONFLICT DO NOTHING`)
}

/** One alert_hits row per follower of the lot's seller (none for a member already told by a search). */
export function followHits(db: Db, lot: LotForMatching, now: number) {
  return runInBatch(db, sql`
    INSERT INTO alert_hits (user_id, auction_id, source, saved_search_id, mail, created_at)
    SELECT f.user_id, ${lot.id}, 'follow', NULL, CASE WHEN ${mailConsent('f.user_id')} THEN 'instant' ELSE 'none' END, ${now}
    FROM seller_follows f
    WHERE f.seller_id = ${lot.seller_id}
    ON CONFLICT DO NOTHING`)
}
