// The editors' desk of withdrawal requests ("Hatalı pey talepleri", docs/bidding.md "Withdrawing a bid entered
// wrongly"): the queue, and the decision. An approval is the room's first (it withdraws every bid of the member on
// the lot, recomputes the lot and signs the withdrawal into the receipts chain: party/auction/withdraw.ts), then
// one D1 batch: the request with its signed entry, the lot's price and count, the member's maximum, the audit row,
// the member's notice and, at the second approved withdrawal in six months, a strike. A batch that fails leaves
// the request pending: the editor's retry sends the same request id, the room answers its first result, and the
// batch is written then.
import { ApiError, conflict } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { RoomStateView } from '#common/schemas/room.ts'
import type { AdminWithdrawalsAnswer, WithdrawalDecisionForm } from '#common/schemas/withdrawal.ts'
import { BID_VOIDED, BID_WITHDRAWN, WITHDRAWAL_STRIKE_COUNT, WITHDRAWAL_STRIKE_SPAN_MS } from '#common/withdrawal.ts'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auctions, auto_bids, bid_withdrawals, bids, payment_strikes, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { roomCommand } from '../../lib/party-client.ts'
import { auditRow } from '../platform/audit.ts'
import { found } from '../platform/found.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { requestColumns, toRequestView } from './withdrawal-request.ts'

const DAY = 86_400_000
/** Decided requests shown under the pending ones. */
const DECIDED_SHOWN = 50

const approvedSince = (since: number) =>
  sql<number>`(SELECT count(*) FROM ${bid_withdrawals} w2 WHERE w2.user_id = ${bid_withdrawals.user_id} AND w2.status = 'approved' AND w2.decided_at >= ${since} AND w2.id <> ${bid_withdrawals.id})`
const bidsOnLot = sql<number>`(SELECT count(*) FROM ${bids} b2 WHERE b2.auction_id = ${bid_withdrawals.auction_id} AND b2.user_id = ${bid_withdrawals.user_id})`

const queue = (db: Db, now: number) =>
  db
    .select({ ...requestColumns, member_name: users.username, approved_recently: approvedSince(now - WITHDRAWAL_STRIKE_SPAN_MS), bids_on_lot: bidsOnLot })
    .from(bid_withdrawals)
    .innerJoin(auctions, eq(auctions.id, bid_withdrawals.auction_id))
    .innerJoin(bids, eq(bids.id, bid_withdrawals.bid_id))
    .innerJoin(users, eq(users.id, bid_withdrawals.user_id))

/** GET /api/admin/bid-withdrawals: every pending request (oldest first), then the latest decided ones. */
export async function withdrawalDesk(db: Db, now = Date.now()): Promise<z.input<typeof AdminWithdrawalsAnswer>> {
  const [pending, decided] = await db.batch([
    queue(db, now).where(eq(bid_withdrawals.status, 'pending')).orderBy(asc(bid_withdrawals.created_at)),
    queue(db, now).where(ne(bid_withdrawals.status, 'pending')).orderBy(desc(bid_withdrawals.decided_at)).limit(DECIDED_SHOWN),
  ])
  return {
    requests: [...pending, ...decided].map((r) => ({
      ...toRequestView(r),
      member: { id: r.user_id, username: r.member_name },
      approved_recently: r.approved_recently,
      bids_on_lot: r.bids_on_lot,
    })),
    strike_after: WITHDRAWAL_STRIKE_COUNT,
    strike_span_days: Math.round(WITHDRAWAL_STRIKE_SPAN_MS / DAY),
  }
}

const RoomWithdrawal = z.object({
  state: RoomStateView,
  withdrawal: z.object({ n: z.number().int(), after_seq: z.number().int(), withdrawn: z.array(z.number().int()), voided: z.array(z.number().int()), receipt: z.string() }),
})

/** The room withdraws the member's bids; its refusals come back as the API's, an unreachable room as 503. */
async function roomWithdraw(env: Env, auctionId: number, userId: number, requestId: number) {
  const answer = await roomCommand(env, auctionId, { kind: 'withdraw', user_id: userId, request_id: `withdrawal:${requestId}` })
  if (answer.status === 200) return RoomWithdrawal.parse(answer.body)
  // A room without a ledger (never bid on, or lost): it cannot replay the lot.
  if (answer.status === 404) throw conflict(tr.withdrawal.historyIncomplete)
  if (answer.status === 409 || answer.status === 422) {
    const message = (answer.body as { message?: unknown }).message
    throw new ApiError(answer.status, { ...(answer.body as object), message: typeof message === 'string' ? message : tr.withdrawal.roomUnavailable })
  }
  throw new ApiError(503, { message: tr.withdrawal.roomUnavailable })
}

const notice = (db: Db, userId: number, slug: string, title: string, message: string, now: number) =>
  notificationInsert(db, { userId, kind: 'bid_withdrawal', title, message, link: `/mezat/${slug}`, at: now }).returning()

/** POST /api/admin/bid-withdrawals/{id}: approve or reject a pending request, audited. */
export async function decideWithdrawalRequest(db: Db, env: Env, editor: { id: number }, id: number, form: WithdrawalDecisionForm, now = Date.now()) {
  const row = found((await queue(db, now).where(eq(bid_withdrawals.id, id)).limit(1))[0], tr.withdrawal.requestNotFound)
  if (row.status !== 'pending') throw conflict(tr.withdrawal.alreadyDecided)
  const r = row
  const decided = { decided_at: now, decided_by: editor.id, decision_note: form.note }
  const pendingOnly = and(eq(bid_withdrawals.id, id), eq(bid_withdrawals.status, 'pending'))
  const audit = (detail: Record<string, unknown>) =>
    auditRow(db, editor.id, {
      action: form.decision === 'approve' ? 'approve' : 'reject',
      entity: 'bid_withdrawal',
      entityId: id,
      detail: { member: row.member_name, auction: row.auction_id, bid_seq: row.bid_seq, reason: r.reason, note: form.note, ...detail },
    })
  if (form.decision === 'reject') {
    const results = await db.batch([
      db.update(bid_withdrawals).set({ status: 'rejected', ...decided }).where(pendingOnly),
      audit({}),
      notice(db, r.user_id, row.auction_slug, tr.withdrawal.rejectedTitle, tr.withdrawal.rejectedMessage(row.auction_name, form.note), now),
    ])
    await pushNotifications(env, results[2])
    return { message: tr.withdrawal.rejected, result: null }
  }
  const { state, withdrawal: w } = await roomWithdraw(env, r.auction_id, r.user_id, id)
  const strike = row.approved_recently + 1 >= WITHDRAWAL_STRIKE_COUNT
  const results = await db.batch([
    db
      .update(bid_withdrawals)
      .set({ status: 'approved', ...decided, entry_n: w.n, after_seq: w.after_seq, withdrawn_seqs: w.withdrawn, voided_seqs: w.voided, receipt: w.receipt })
      .where(pendingOnly),
    db.update(auctions).set({ current_price_kurus: state.current_kurus, bid_count: state.bid_count }).where(eq(auctions.id, r.auction_id)),
    db.update(bids).set({ withdrawn: BID_WITHDRAWN }).where(and(eq(bids.auction_id, r.auction_id), inArray(bids.seq, w.withdrawn.length ? w.withdrawn : [-1]))),
    db.update(bids).set({ withdrawn: BID_VOIDED }).where(and(eq(bids.auction_id, r.auction_id), inArray(bids.seq, w.voided.length ? w.voided : [-1]))),
    db.delete(auto_bids).where(and(eq(auto_bids.auction_id, r.auction_id), eq(auto_bids.user_id, r.user_id))),
    audit({ withdrawn: w.withdrawn, voided: w.voided, price: state.current_kurus, strike }),
    notice(db, r.user_id, row.auction_slug, tr.withdrawal.approvedTitle, tr.withdrawal.approvedMessage(row.auction_name), now),
    ...(strike
      ? [db.insert(payment_strikes).values({ user_id: r.user_id, auction_id: r.auction_id, reason: 'withdrawals', deadline_at: now, created_at: now }).onConflictDoNothing()]
      : []),
  ])
  await pushNotifications(env, results[6])
  return {
    message: tr.withdrawal.approved,
    result: { current_price: toLira(state.current_kurus), bid_count: state.bid_count, withdrawn: w.withdrawn, voided: w.voided, strike },
  }
}
