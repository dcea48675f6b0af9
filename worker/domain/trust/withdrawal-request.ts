// A member asks to withdraw a bid entered wrongly (docs/bidding.md "Withdrawing a bid entered wrongly"): the bid
// must be theirs, placed within the hour, on a lot not in its last 12 hours (common/withdrawal.ts); one request
// per lot waits at a time. Nothing changes on the lot until an editor approves (withdrawal-desk.ts).
import { conflict, forbidden, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import type { WithdrawalRequestForm, WithdrawalRequestView } from '#common/schemas/withdrawal.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import { withdrawalWindow } from '#common/withdrawal.ts'
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auctions, bid_withdrawals, bids } from '../../db/schema/index.ts'

/**
 * The columns a request's view is built from (the member's answer and the editors' queue alike), each under its
 * own name: in a D1 batch two tables' `id` (or `user_id`, `created_at`) in one row collide and shift the values.
 */
const named = <T>(column: SQLWrapper, name: string) => sql<T>`${column}`.as(name)
export const lotColumns = {
  auction_id: named<number>(auctions.id, 'auction_id'),
  auction_name: named<string>(auctions.name, 'auction_name'),
  auction_slug: named<string>(auctions.slug, 'auction_slug'),
  auction_end: named<number>(auctions.end_time, 'auction_end'),
  auction_closed: named<number | null>(auctions.closed_at, 'auction_closed'),
  bid_id: named<number>(bids.id, 'bid_id'),
  bid_seq: named<number>(bids.seq, 'bid_seq'),
  bid_user: named<number>(bids.user_id, 'bid_user'),
  bid_total: named<number>(bids.total_amount_kurus, 'bid_total'),
  bid_at: named<number>(bids.created_at, 'bid_at'),
}
export const requestColumns = {
  ...lotColumns,
  id: bid_withdrawals.id,
  user_id: bid_withdrawals.user_id,
  status: bid_withdrawals.status,
  reason: bid_withdrawals.reason,
  note: bid_withdrawals.note,
  created_at: bid_withdrawals.created_at,
  decided_at: bid_withdrawals.decided_at,
  decision_note: bid_withdrawals.decision_note,
}
type LotRow = { [K in keyof typeof lotColumns]: (typeof lotColumns)[K]['_']['type'] }
type RequestRow = LotRow & Pick<typeof bid_withdrawals.$inferSelect, 'id' | 'status' | 'reason' | 'note' | 'created_at' | 'decided_at' | 'decision_note'>

export const toRequestView = (r: RequestRow): z.input<typeof WithdrawalRequestView> => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  note: r.note,
  created_at: toWireTime(r.created_at),
  decided_at: toWireTimeOrNull(r.decided_at),
  decision_note: r.decision_note,
  auction: { id: r.auction_id, name: r.auction_name, slug: r.auction_slug, end_time: toWireTime(r.auction_end) },
  bid: { id: r.bid_id, seq: r.bid_seq, total_amount: toLira(r.bid_total), created_at: toWireTime(r.bid_at) },
})

/** POST /api/bids/{id}/withdrawal: one read batch, then the request's insert. */
export async function requestWithdrawal(db: Db, userId: number, bidId: number, form: WithdrawalRequestForm, now = Date.now()) {
  const lotOfBid = sql`(SELECT auction_id FROM ${bids} WHERE ${bids.id} = ${bidId})`
  const [rows, open] = await db.batch([
    db
      .select(lotColumns)
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auction_id))
      .where(eq(bids.id, bidId))
      .limit(1),
    db
      .select({ status: bid_withdrawals.status, withdrawn: bid_withdrawals.withdrawn_seqs })
      .from(bid_withdrawals)
      .where(and(eq(bid_withdrawals.user_id, userId), sql`${bid_withdrawals.auction_id} = ${lotOfBid}`, inArray(bid_withdrawals.status, ['pending', 'approved']))),
  ])
  const row = rows[0]
  if (!row) throw notFound(tr.withdrawal.bidNotFound)
  if (row.bid_user !== userId) throw forbidden(tr.withdrawal.notYours)
  if (open.some((w) => w.status === 'approved' && w.withdrawn?.includes(row.bid_seq))) throw invalidField('bid', tr.withdrawal.alreadyWithdrawn)
  const refusal = withdrawalWindow(row.bid_at, row.auction_end, row.auction_closed, now)
  if (refusal) throw invalidField('bid', tr.withdrawal.window[refusal])
  if (open.some((w) => w.status === 'pending')) throw conflict(tr.withdrawal.pending)
  const [request] = await db
    .insert(bid_withdrawals)
    .values({ auction_id: row.auction_id, user_id: userId, bid_id: bidId, reason: form.reason, note: form.note, created_at: now })
    .returning()
  return { message: tr.withdrawal.requested, request: toRequestView({ ...row, ...request! }) }
}

/** GET /api/bids/{auctionId}/withdrawals: the lot's signed withdrawal entries, in order (public, for the chain check). */
export async function lotWithdrawals(db: Db, auctionId: number) {
  const rows = await db
    .select()
    .from(bid_withdrawals)
    .where(and(eq(bid_withdrawals.auction_id, auctionId), eq(bid_withdrawals.status, 'approved')))
    .orderBy(bid_withdrawals.entry_n)
  return {
    data: rows
      .filter((r) => r.receipt !== null && r.entry_n !== null && r.after_seq !== null)
      .map((r) => ({ n: r.entry_n!, after_seq: r.after_seq!, withdrawn: r.withdrawn_seqs ?? [], voided: r.voided_seqs ?? [], receipt: r.receipt! })),
  }
}
