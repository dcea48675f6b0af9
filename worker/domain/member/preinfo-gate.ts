// The bid path's check of the pre-information (docs/law.md "Pre-information"), apart from the text's builder
// (preinfo.ts), so the session code that reads it imports nothing of the lot pages.
import { APPROVAL } from '#common/approval.ts'
import { sql } from 'drizzle-orm'

/**
 * Whether `userId` must still confirm the pre-information before bidding on or buying the lot (by id, or by
 * slug for buy-now): an open, approved lot of someone else with no confirmation of theirs. A scalar, so the
 * bid path reads it in the one statement that also reads the session (worker/domain/member/auth.ts).
 */
export const preinfoMissingSql = (userId: number, lot: { id: number } | { slug: string }) => {
  const where = 'id' in lot ? sql`pa.id = ${lot.id}` : sql`pa.slug = ${lot.slug}`
  return sql<number>`EXISTS (SELECT 1 FROM auctions pa WHERE ${where} AND pa.approved = ${APPROVAL.approved} AND pa.closed_at IS NULL AND pa.seller_id <> ${userId}
    AND NOT EXISTS (SELECT 1 FROM preinfo_confirmations pc WHERE pc.user_id = ${userId} AND pc.auction_id = pa.id))`
}
