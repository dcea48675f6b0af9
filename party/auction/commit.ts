// Persisting an accepted decision and telling the world (party/README.md "The bid path"): sign the new
// bids, one put, then the NewBid and the sender's answer, then the alarm.
import { toBidView, type BidReceipt } from '#common/bid-answer.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { isReserveMet, needsSync, toStateView, type Accepted } from '../lib/ledger.ts'
import { SYNC_DELAY_MS } from '../lib/worker-client.ts'
import { signDecisionBids } from '../lib/receipts.ts'
import { bidKey, maxEventKey, type RoomCore } from './core.ts'

/**
 * Persists a decision in one put, tells everyone (and `told`, a socket's bidder), arms the alarm, returns
 * the receipt. A member's bid (the first of a `bid` decision; automatic answers follow it) carries the
 * page's `clientBidId`.
 */
export async function commit(
  core: RoomCore,
  o: Accepted,
  now: number,
  reqKey: string | null,
  extra: Record<string, unknown> = {},
  clientBidId?: string,
  told?: (receipt: BidReceipt) => void,
) {
  // Every accepted bid is signed before it is stored; workerd's WebCrypto answers at once, so this await
  // opens no gap for another command (docs/decisions/0013-signed-bid-receipts.md).
  const first = o.bids[0]
  // After a withdrawal the chain's last link is its signed entry, not the bid before (party/auction/withdraw.ts).
  const tip = o.state.chain_tip
  const before = first ? (tip ? { receipt: tip } : await core.room.storage.get<LedgerBid>(bidKey(first.seq - 1))) : undefined
  o = { ...o, bids: await signDecisionBids((await core.signer())!, o.state.auction_id, before, o.bids) }
  if (first && tip) o = { ...o, state: { ...o.state, chain_tip: undefined } }
  const receipt = { state: toStateView(o.state, now), bids: o.bids, extended: o.extended, ...(o.notice ? { notice: o.notice } : {}), ...extra }
  const entries: Record<string, unknown> = { state: o.state }
  if (o.autos) entries.autos = o.autos
  if (o.journal) entries[maxEventKey(o.journal)] = o.journal
  for (const b of o.bids) entries[bidKey(b.seq)] = b
  if (reqKey) entries[reqKey] = receipt
  await core.room.storage.put(entries)
  // ---- persisted: now the world may know, before the alarm is armed (three more storage calls that
  // the watchers need not wait for; a room that dies in between is armed again by onStart) ----
  core.newBids.add(
    o.bids.map((b, i) => toBidView(b, i === 0 && !b.is_auto ? clientBidId : undefined)),
    {
      auction_id: o.state.auction_id,
      bidCount: o.state.bid_count,
      end_time: o.state.end_time,
      extended: o.extended,
      ...(o.state.reserve_kurus != null ? { reserve_met: isReserveMet(o.state) } : {}),
    },
  )
  told?.(receipt)
  const plan = await core.sync()
  const due = needsSync(o.state) ? Math.min(plan.at ?? Infinity, now + SYNC_DELAY_MS) : plan.at
  // A sync already due then (the next bids of a burst): its alarm stands. A decision only ever moves the
  // close later, and an alarm that fires before the close arms itself again, so the three storage calls
  // of arm() are spent only when the plan changes.
  if (due === null || due !== plan.at) await core.arm(o.state, { ...plan, at: due })
  return receipt
}
