// The bid's projection in D1: the statements the request path writes in one batch
// without reads, and the proof of what D1 holds. Shared with the room's sync (worker/domain/auctions/rooms.ts).
import { and, eq, lte, sql } from 'drizzle-orm'
import { BUYER_PAYS_CARGO } from '#common/pricing.ts'
import type { LedgerBid, RoomStateView } from '#common/schemas/room.ts'
import type { Db } from '../../db/client.ts'
import { auctions, bids, cart_items, carts } from '../../db/schema/index.ts'

/** The buyer's cart, created on first use (a statement usable inside a batch). */
export const ensureCart = (db: Db, userId: number) => db.insert(carts).values({ user_id: userId }).onConflictDoNothing()
export const cartOf = (userId: number) => sql`(SELECT id FROM carts WHERE user_id = ${userId})`

export type Statement = Parameters<Db['batch']>[0][number]

/**
 * Inserts of ledger bids, idempotent on (auction_id, seq). D1 binds at most 100 parameters a statement, and drizzle
 * binds every column it writes, defaults included: 8 given here and `withdrawn`'s 0, so at most 11 rows a statement.
 */
const BIDS_PER_INSERT = Math.floor(100 / 9)
export function bidInserts(db: Db, auctionId: number, list: LedgerBid[]): Statement[] {
  const out: Statement[] = []
  for (let i = 0; i < list.length; i += BIDS_PER_INSERT)
    out.push(
      db
        .insert(bids)
        .values(
          list.slice(i, i + BIDS_PER_INSERT).map((b) => ({
            auction_id: auctionId,
            user_id: b.user_id,
            seq: b.seq,
            bid_amount_kurus: b.bid_amount_kurus,
            total_amount_kurus: b.total_amount_kurus,
            is_auto: b.is_auto ? 1 : 0,
            receipt: b.receipt ?? null,
            created_at: b.at,
          })),
        )
        .onConflictDoNothing(),
    )
  return out
}

/** The auction row follows the ledger, only forward. */
export const priceForward = (db: Db, auctionId: number, state: RoomStateView) =>
  db
    .update(auctions)
    .set({ current_price_kurus: state.current_kurus, bid_count: state.bid_count, last_seq: state.last_seq, end_time: state.end_time })
    .where(and(eq(auctions.id, auctionId), lte(auctions.last_seq, state.last_seq)))

/**
 * What D1 truly holds: the highest seq s such that bids 1..s are all rows (0 when seq 1 is missing). Walks
 * the unique index (auction_id, seq) in order and stops at the first gap. `auctions.last_seq` is a header
 * and proves nothing (it said 561 over 500 rows).
 */
export const heldThrough = (db: Db, auctionId: number) =>
  db
    .select({
      held: sql<number>`CASE WHEN EXISTS (SELECT 1 FROM bids WHERE auction_id = ${auctionId} AND seq = 1) THEN
        (SELECT b.seq FROM bids b WHERE b.auction_id = ${auctionId}
          AND NOT EXISTS (SELECT 1 FROM bids n WHERE n.auction_id = ${auctionId} AND n.seq = b.seq + 1) ORDER BY b.seq LIMIT 1)
        ELSE 0 END`,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))

/**
 * The request path's one write: the decision's projection — its bids, the auction
 * row, a buy-now reservation's cart line — in one batch, with no reads. The consequences (outbid, won,
 * sold, watchers, pushes) come with the room's next sync, once per (auction, seq). Throws when D1 fails;
 * the room's sync then writes the bids instead, so nothing accepted is lost.
 */
export async function writeProjection(
  db: Db,
  auctionId: number,
  receipt: { state: RoomStateView; bids: LedgerBid[] },
  extra: Statement[] = [],
) {
  const { state } = receipt
  const statements: Statement[] = [...bidInserts(db, auctionId, receipt.bids), priceForward(db, auctionId, state), ...extra]
  const holder = state.buynow_holder_id
  if (holder !== null && state.closed_at === null) statements.push(ensureCart(db, holder), buyNowLine(db, auctionId, holder, state.end_time))
  await db.batch(statements as [Statement, ...Statement[]])
}

/** common/pricing.ts buyerPaysCargo, on the auction row a statement reads. */
const buyerPaysCargoSql = sql`shipping_type = ${BUYER_PAYS_CARGO.shipping_type} AND shipping_payment_by = ${BUYER_PAYS_CARGO.shipping_payment_by}`

/** The buy-now holder's cart line, priced from the auction row inside the statement (no read first). */
function buyNowLine(db: Db, auctionId: number, userId: number, payBefore: number) {
  const cheapest = sql`(SELECT price_kurus FROM cargo_channels WHERE is_active = 1 ORDER BY price_kurus LIMIT 1)`
  return db
    .insert(cart_items)
    .values({
      cart_id: cartOf(userId) as unknown as number,
      auction_id: auctionId,
      item_price_kurus: sql`(SELECT buynow_price_kurus FROM auctions WHERE id = ${auctionId})` as unknown as number,
      item_shipping_price_buyer_kurus: sql`(SELECT CASE WHEN ${buyerPaysCargoSql} THEN coalesce(${cheapest}, 0) ELSE 0 END FROM auctions WHERE id = ${auctionId})` as unknown as number,
      cargo_channel: sql`(SELECT code FROM cargo_channels WHERE is_active = 1 ORDER BY price_kurus LIMIT 1)` as unknown as string,
      from_bn_or_auc: 1,
      pay_before: payBefore,
    })
    .onConflictDoNothing()
}

