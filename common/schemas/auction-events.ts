// Messages on the auction channel (party `auction`, room `{auctionId}`): docs/architecture.md "The channels".
// Every message is { event, data }. Amounts are lira numbers like the HTTP answers; times are UTC ms.
import { z } from 'zod'
import { ErrorBody } from '../errors.ts'
import { parseSocketMessage } from './socket-message.ts'
import { MemberNotice } from './user-events.ts'

/** One bid as the public sees it (the room's NewBid and the answer of POST /api/addBid). */
export const BidView = z.object({
  seq: z.number().int().positive(),
  bid_amount: z.number(),
  total_amount: z.number(),
  /** Masked on the public channel (`a***i`). */
  user_title: z.string(),
  is_auto: z.boolean(),
  created_at: z.number(),
  /** The id the bidder's page sent with this bid (POST /api/addBid `client_bid_id`): its own bid, at once. */
  client_bid_id: z.string().optional(),
})
export type BidView = z.infer<typeof BidView>

/**
 * The answer to a member's bid: of POST /api/addBid (the spec's `message` plus what the page needs to show
 * the bid as its own at once), and inside the room's `BidResult` to a bid sent on the socket. The room's
 * NewBid carries the same `bid`, with the same `client_bid_id`. Built in one place: common/bid-answer.ts.
 */
export const BidAnswer = z.object({
  message: z.string(),
  /** The member's own bid (null only when every bid of the command was automatic). */
  bid: BidView.nullable(),
  is_highest: z.boolean(),
  current_price: z.number(),
  bidCount: z.number().int(),
  end_time: z.number(),
  /** The leader after this bid, masked as on the bid list (the page applies the answer's state). */
  leader: z.string().nullable(),
  /** The ledger's seq after this bid: the page keeps an answer older than what its socket already showed from overriding it. */
  last_seq: z.number().int().nonnegative(),
})
export type BidAnswer = z.infer<typeof BidAnswer>

// The heartbeat's timings are in ../heartbeat.ts (no zod: the lot page's first visit reads them).

/**
 * Catch-up: a page that comes back tells the room its last seq (`Resume`) and the room replays
 * at most this many bids from its ledger; a longer gap (or one the ledger no longer holds) is answered
 * `complete: false` and the page refetches instead (one detail answer is cheaper than 500+ bids).
 */
export const REPLAY_LIMIT = 500

/** Why the end moved when no bid moved it: the room was away in the last minutes (docs/bidding.md "A fair close"). */
export const ServiceInterruption = z.literal('service_interruption')

/** Every message of the room names its auction first and ends with the room's clock (UTC ms). */
const roomData = <S extends z.ZodRawShape>(shape: S) => z.object({ auction_id: z.number().int(), ...shape, server_time: z.number() })
/** A message of the room: its name and its `roomData`. */
const roomEvent = <E extends string, S extends z.ZodRawShape>(event: E, shape: S) => z.object({ event: z.literal(event), data: roomData(shape) })

/** What a closed auction's AuctionClosed carries (also inside a Replay that missed the close). */
const ClosedData = roomData({
  message: z.string(),
  final_price: z.number(),
  bidCount: z.number().int(),
  sold_via: z.enum(['bid', 'buynow', 'offer', 'unsold']),
})

export const AuctionEvent = z.discriminatedUnion('event', [
  /** Sent to a socket when it connects: the room's state now. */
  roomEvent('Sync', {
    current_price: z.number(),
    bidCount: z.number().int(),
    /** The ledger's latest seq (the page's `Resume` brings what lies between). */
    last_seq: z.number().int().nonnegative(),
    end_time: z.number(),
    start_time: z.number(),
    closed: z.boolean(),
    last_bids: z.array(BidView),
  }),
  roomEvent('NewBid', {
    /** The latest bid of this message (the spec's field). */
    bid: BidView,
    /** The bid count after `bid`. */
    bidCount: z.number().int(),
    /**
     * Every bid of this message, oldest first, the latest last: the room coalesces bids that arrive
     * within one short interval into one message (party/README.md "Coalescing").
     */
    bids: z.array(BidView).min(1),
    end_time: z.number(),
    /** True when a bid of this message moved the end (soft close). */
    extended: z.boolean(),
    /**
     * Present when the end moved for a service interruption instead (docs/bidding.md "A fair close"): the
     * message then re-sends the latest bid, which the page already holds, with the new end.
     */
    reason: ServiceInterruption.optional(),
    /** On a lot with a reserve: whether it is met after these bids (the amount itself is never sent). */
    reserve_met: z.boolean().optional(),
  }),
  /**
   * The seller lowered the lot's reserve without any bid following (docs/bidding.md "The reserve price"): pages
   * show whether it is met now. A lowering that a maximum answered arrives as that NewBid instead.
   */
  roomEvent('ReserveLowered', { reserve_met: z.boolean() }),
  /**
   * An editor approved a member's withdrawal (docs/bidding.md "Withdrawing a bid entered wrongly"): those
   * bids (`withdrawn`) and the answers that stood above the recomputed price (`voided`) no longer count; the
   * lot stands at `current_price` with `bidCount` bids. Pages refetch the detail and the bid list.
   */
  roomEvent('BidsWithdrawn', {
    withdrawn: z.array(z.number().int()),
    voided: z.array(z.number().int()),
    current_price: z.number(),
    bidCount: z.number().int(),
    message: z.string(),
  }),
  roomEvent('AuctionStarted', { message: z.string() }),
  z.object({ event: z.literal('AuctionClosed'), data: ClosedData }),
  /**
   * The answer to one socket's `Bid`, to that socket alone (party/README.md "Bids on the socket"): `status`
   * as POST /api/addBid would answer, with its `answer` (200) or its error body (anything else). 401: the
   * ticket is missing, expired or not this auction's; 404: the room holds no auction yet. On either the
   * page sends the same bid (same `client_bid_id`) by POST /api/addBid, which answers the first result.
   */
  roomEvent('BidResult', {
    client_bid_id: z.string(),
    status: z.number().int(),
    answer: BidAnswer.nullable(),
    error: ErrorBody.nullable(),
  }),
  /**
   * To the sockets of one member alone: a notification of theirs (outbid) that the sync just wrote, told on
   * the page that is bidding instead of a push into the member's user room (party/README.md "Outbid notices
   * on the bidding page"). The page treats `notice` as its user channel's `NotificationCreated` (bell +1,
   * once), and drops it when signed in as anyone else.
   */
  roomEvent('MemberNotice', { notice: MemberNotice }),
  /** The answer to one socket's `Ping`. */
  roomEvent('Pong', {}),
  /**
   * The answer to one socket's `Resume`: in order, the bids after `since` (oldest first), the end as it
   * stands now (a soft-close extension among them), the close if it happened. `complete: false` (the gap
   * is over REPLAY_LIMIT or older than the ledger): `bids` is empty and the page refetches.
   */
  roomEvent('Replay', {
    since: z.number().int().nonnegative(),
    complete: z.boolean(),
    bids: z.array(BidView).max(REPLAY_LIMIT),
    last_seq: z.number().int().nonnegative(),
    /** Null from a room that holds no auction state yet (no bid, never armed): the page's data stands. */
    current_price: z.number().nullable(),
    bidCount: z.number().int().nullable(),
    end_time: z.number().nullable(),
    closed: ClosedData.nullable(),
    /** As on NewBid: the end moved for a service interruption (broadcast to every page of a lot with no bid yet). */
    reason: ServiceInterruption.optional(),
  }),
])
export type AuctionEvent = z.infer<typeof AuctionEvent>

/** A bid ticket is a ~300-character JWT; anything longer is not one. */
const BID_TICKET_MAX_CHARS = 1024

/** Browser → room, the only messages a browser may send on the auction channel (anything else is ignored). */
export const AuctionClientMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('Ping') }),
  z.object({ event: z.literal('Resume'), data: z.object({ last_seq: z.number().int().nonnegative() }) }),
  /**
   * A member's bid straight to the room (party/README.md "Bids on the socket"): the ticket is the worker's
   * signed word that this member may bid here (GET /api/bidTicket/{auctionId}); the fields are POST
   * /api/addBid's, checked by the same AddBidForm in the room. Answered by `BidResult`.
   */
  z.object({
    event: z.literal('Bid'),
    data: z.object({
      ticket: z.string().max(BID_TICKET_MAX_CHARS),
      bid_amount: z.unknown(),
      total_amount: z.unknown(),
      client_bid_id: z.string().max(64),
    }),
  }),
])
export type AuctionClientMessage = z.infer<typeof AuctionClientMessage>

/** Parses a browser's message; null for anything else (never throws). */
export function parseClientMessage(raw: unknown): AuctionClientMessage | null {
  if (typeof raw !== 'string' || raw.length > BID_TICKET_MAX_CHARS + 200) return null
  return parseSocketMessage(AuctionClientMessage, raw)
}

/** Parses a socket message; null for malformed or unknown events (never throws). */
export const parseAuctionEvent = (raw: unknown): AuctionEvent | null => parseSocketMessage(AuctionEvent, raw)
