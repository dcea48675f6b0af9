// Commands the worker sends to an auction room, and what the room pushes back to the worker
// (docs/architecture.md "The bid's invariants"). Money in integer kuruş, times in UTC ms: this is an internal wire.
import { z } from 'zod'
import { MemberNotice } from './user-events.ts'

const int = z.number().int()
const Kurus = int.nonnegative()
/** Where the ledger stands: the price, the last bid's seq, how many bids, who leads. */
const ledgerHead = { current_kurus: Kurus, last_seq: int.nonnegative(), bid_count: int.nonnegative(), leader_id: int.nullable() }

export const LedgerBid = z.object({
  seq: int.positive(),
  user_id: int,
  user_title: z.string(),
  /** 0 only for an automatic hold: an earlier, equal maximum taking the lead at the same amount. */
  bid_amount_kurus: int.nonnegative(),
  total_amount_kurus: int.positive(),
  is_auto: z.boolean(),
  at: int,
  /**
   * The room's signed receipt of this bid (a compact JWS, common/receipts.ts); absent for bids placed
   * before receipts existed.
   */
  receipt: z.string().max(1000).optional(),
})
export type LedgerBid = z.infer<typeof LedgerBid>

/** The auction as D1 knows it; the room adopts it when it has no ledger of its own yet. */
export const AuctionSnapshot = z.object({
  id: int,
  seller_id: int,
  name: z.string(),
  slug: z.string(),
  start_time: int,
  end_time: int,
  opening_kurus: Kurus,
  buynow_kurus: Kurus,
  type: int,
  approved: int,
  closed_at: int.nullable(),
  ...ledgerHead,
  leader_title: z.string().nullable(),
  winner_id: int.nullable(),
  sold_via: z.string().nullable(),
  /** The seller's hidden reserve (common/reserve.ts); absent or null: none. */
  reserve_kurus: Kurus.nullable().optional(),
  recent_bids: z.array(LedgerBid).max(50),
})
export type AuctionSnapshot = z.infer<typeof AuctionSnapshot>

const Bidder = { user_id: int.positive(), user_title: z.string().min(1).max(100) }
/** Names one attempt: a command retried with the same id (a lost connection) answers the first result. */
const RequestId = z.string().min(1).max(100)
const retryable = { request_id: RequestId.optional() }

export const RoomCommand = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('configure'), auction: AuctionSnapshot }),
  z.object({
    kind: z.literal('bid'),
    ...Bidder,
    bid_amount_kurus: int.positive(),
    total_amount_kurus: int.positive(),
    request_id: RequestId,
  }),
  /**
   * `pre_show`: the worker found the lot in a live show, so a maximum is taken before it opens
   * (party/lib/pre-show.ts); without it a lot that has not opened refuses maxima as it refuses bids.
   */
  z.object({ kind: z.literal('autobid'), ...Bidder, max_kurus: int.positive(), pre_show: z.literal(true).optional(), ...retryable }),
  z.object({ kind: z.literal('autobid-remove'), user_id: int.positive(), ...retryable }),
  z.object({ kind: z.literal('autobid-get'), user_id: int.positive() }),
  z.object({ kind: z.literal('buynow'), ...Bidder, ...retryable }),
  z.object({ kind: z.literal('buynow-release'), user_id: int.positive(), ...retryable }),
  z.object({ kind: z.literal('buynow-complete'), user_id: int.positive(), ...retryable }),
  /**
   * An offer accepted (by the seller, the seller's automatic limit, or the buyer on a counter): a binding sale at
   * `price_kurus` that closes the auction at once (docs/decisions/0021-offers.md); `request_id` names the offer.
   */
  z.object({ kind: z.literal('offer-accept'), ...Bidder, price_kurus: int.positive(), offer_id: int.positive(), request_id: RequestId }),
  z.object({ kind: z.literal('state') }),
  /** An editor approved this member's withdrawal (party/auction/withdraw.ts); `request_id` names the request. */
  z.object({ kind: z.literal('withdraw'), user_id: int.positive(), request_id: RequestId }),
  /** The seller lowers the lot's unmet reserve (party/lib/reserve.ts); a maximum reaching it may bid at once. */
  z.object({ kind: z.literal('reserve-lower'), user_id: int.positive(), reserve_kurus: int.positive(), ...retryable }),
  /** Re-push the whole ledger to D1 from seq 1 (repair; idempotent on (auction_id, seq)). */
  z.object({ kind: z.literal('repair') }),
])
export type RoomCommand = z.infer<typeof RoomCommand>

/** The room's state as it pushes it to the worker and answers `state`. */
export const RoomStateView = z.object({
  auction_id: int,
  ...ledgerHead,
  end_time: int,
  started: z.boolean(),
  closed_at: int.nullable(),
  winner_id: int.nullable(),
  sold_via: z.enum(['bid', 'buynow', 'offer', 'unsold']).nullable(),
  buynow_holder_id: int.nullable(),
  /** The offer whose acceptance closed the auction (sold_via `offer`): D1's offer row follows it. */
  sold_offer_id: int.positive().optional(),
  /**
   * The end moved for a service interruption (a restart or a late alarm in the last minutes; docs/bidding.md
   * "A fair close"): D1 records it and the lot page says so. Absent when it never happened.
   */
  service_extension: z
    .object({ reason: z.enum(['restart', 'late_alarm']), at: int, late_ms: int.nonnegative(), from: int, to: int })
    .optional(),
  /**
   * The reserve as the room holds it (only ever lowered): the sync writes a lowering to D1 if the seller's own
   * request could not (worker/domain/auctions/reserve.ts). Absent: the lot has none. Never sent to a page.
   */
  reserve_kurus: Kurus.optional(),
})
export type RoomStateView = z.infer<typeof RoomStateView>

/** Members a sync names as bidding on the room's socket, at most (the rest are told through their user rooms). */
export const WATCHING_MAX = 500

/** Bids per sync: 500 rows fit one D1 batch comfortably (42 inserts of 12 rows). */
export const SYNC_CHUNK = 500

/**
 * Room → worker: bring D1 in line with the ledger (idempotent on (auction_id, seq)) and write the
 * consequences of these bids. `quiet_through`: bids up to this seq are a repair's re-push, whose outbid
 * notices are not written (they would arrive long after the fact).
 */
export const RoomSync = z.object({
  state: RoomStateView,
  bids: z.array(LedgerBid).max(SYNC_CHUNK),
  quiet_through: int.nonnegative().optional(),
  /**
   * Members whose page is bidding on this room's socket (a bid ticket of theirs still valid there): the
   * outbid notices of theirs this sync writes come back in the answer for the room to tell them on that
   * socket, instead of a push into their user rooms (party/README.md "Outbid notices on the bidding page").
   */
  watching: z.array(int.positive()).max(WATCHING_MAX).optional(),
})
export type RoomSync = z.infer<typeof RoomSync>

/**
 * POST /api/internal/rooms/{id}/sync (room → worker): how far D1 has followed the room's ledger, and the
 * outbid notices this sync wrote for members the room named as `watching`, for the room to tell them.
 * `notices` defaults to none: a room deployed before its worker reads an older worker's answer as before.
 */
export const RoomSyncAnswer = z.object({ d1_seq: z.number().int(), notices: z.array(MemberNotice).default([]) })
export type RoomSyncAnswer = z.infer<typeof RoomSyncAnswer>

/** Events a room's metrics report carries at most; the room sends one as soon as it has this many. */
export const ROOM_METRICS_MAX = 200

/**
 * POST /api/internal/rooms/{id}/metrics (room → worker, about once a second while bids come): what only the
 * room sees, for the worker to write where the operators read it (docs/operations.md "Metrics"). `bids`:
 * each bid decided on the room's socket (a bid by POST is counted by the worker); `newbids`: each NewBid
 * message sent, with how many bids it carried (its coalesced size) and how long its first bid waited.
 */
export const RoomMetricsReport = z.object({
  bids: z
    .array(z.object({ outcome: z.enum(['accepted', 'refused']), reason: z.string().max(64), ms: int.nonnegative(), at: int }))
    .max(ROOM_METRICS_MAX),
  newbids: z.array(z.object({ size: int.positive(), ms: int.nonnegative(), at: int })).max(ROOM_METRICS_MAX),
})
export type RoomMetricsReport = z.infer<typeof RoomMetricsReport>
export const RoomMetricsAnswer = z.object({ bids: z.number().int(), newbids: z.number().int() })
