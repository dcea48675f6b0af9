// The answer to a member's bid, built from the room's receipt: by the worker for POST /api/addBid and by
// the room for a bid sent on its socket (BidResult). One place, so both paths say the same thing.
import { tr } from './messages.ts'
import { formatKurus, toLira } from './money.ts'
import type { BidAnswer, BidView } from './schemas/auction-events.ts'
import { maskName } from './text.ts'
import type { LedgerBid, RoomStateView } from './schemas/room.ts'

/** What the room answers a `bid` command (`notice`: an earlier maximum answered this manual bid at once). */
export type BidReceipt = { state: RoomStateView; bids: LedgerBid[]; notice?: string | undefined }

/** A ledger bid as the public channel shows it: the name masked as on the bid list. */
export const toBidView = (b: LedgerBid, clientBidId?: string): BidView => ({
  seq: b.seq,
  bid_amount: toLira(b.bid_amount_kurus),
  total_amount: toLira(b.total_amount_kurus),
  user_title: maskName(b.user_title),
  is_auto: b.is_auto,
  created_at: b.at,
  ...(clientBidId ? { client_bid_id: clientBidId } : {}),
})

export function bidAnswer(receipt: BidReceipt, userId: number, clientBidId: string): BidAnswer {
  const mine = receipt.bids.find((b) => b.user_id === userId && !b.is_auto)
  const highest = receipt.state.leader_id === userId
  // A bid command's last entry is the leader after it (an earlier maximum's answer or hold included).
  const leaderTitle = receipt.bids.at(-1)?.user_title ?? null
  return {
    message: highest ? tr.bid.accepted : (receipt.notice ?? tr.bid.acceptedButOutbid(formatKurus(receipt.state.current_kurus))),
    bid: mine ? toBidView(mine, clientBidId) : null,
    is_highest: highest,
    current_price: toLira(receipt.state.current_kurus),
    bidCount: receipt.state.bid_count,
    end_time: receipt.state.end_time,
    leader: leaderTitle ? maskName(leaderTitle) : null,
    last_seq: receipt.state.last_seq,
  }
}
