// "Pey makbuzlarım": the member's own signed bid receipts, newest first (docs/decisions/0013-signed-bid-receipts.md).
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { MY_RECEIPTS_MAX } from '#common/schemas/bid-receipts.ts'
import type { Db } from '../../db/client.ts'
import { auctions, bids } from '../../db/schema/index.ts'

/** One read (the index on bids (user_id, created_at) serves it). */
export const myBidReceipts = (db: Db, userId: number) =>
  db
    .select({ bid: bids, auction_name: auctions.name, slug: auctions.slug, end_time: auctions.end_time, closed_at: auctions.closed_at })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auction_id))
    .where(and(eq(bids.user_id, userId), isNotNull(bids.receipt)))
    .orderBy(desc(bids.created_at), desc(bids.seq))
    .limit(MY_RECEIPTS_MAX)
