// The room's state and the steps every rule shares: refusing, accepting, recording one bid (which moves the
// end by the soft close), and what the state tells the alarm, the sync and the worker. Pure, like every
// rule of party/lib/ (docs/conventions.md "The room is an adapter over pure rules").
import { softCloseEnd } from '#common/auction-rules.ts'
import type { ErrorBody } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { APPROVAL } from '#common/approval.ts'
import type { AuctionSnapshot, LedgerBid, RoomStateView } from '#common/schemas/room.ts'

export type Holder = { user_id: number; user_title: string; at: number }
/** The end moved for a service interruption (party/lib/fair-close.ts): why, when, how late, from and to. */
export type ServiceExtension = { reason: 'restart' | 'late_alarm'; at: number; late_ms: number; from: number; to: number }
export type RoomState = {
  auction_id: number
  seller_id: number
  name: string
  slug: string
  start_time: number
  end_time: number
  /** The advertised end; soft close never moves the end more than the cap past it. */
  original_end_time: number
  opening_kurus: number
  buynow_kurus: number
  type: number
  current_kurus: number
  last_seq: number
  bid_count: number
  leader_id: number | null
  leader_title: string | null
  started_announced: boolean
  closed_at: number | null
  winner_id: number | null
  /** `offer`: an accepted offer closed it at `current_kurus` (party/lib/closing.ts `decideOfferAccept`). */
  sold_via: 'bid' | 'buynow' | 'offer' | 'unsold' | null
  /** The accepted offer that closed it (sold_via `offer`). */
  sold_offer_id?: number
  /** A member who pressed Buy Now and has until the end to pay. */
  buynow_holder: Holder | null
  /**
   * Taken down after a notice (the lot's approval is no longer 2, docs/notice-and-takedown.md): no bid, maximum
   * or buy-now is taken, and a close while it lasts sells nothing. Absent in states stored before it existed.
   */
  withdrawn?: boolean
  /** Bumped by every change D1 must learn besides bids (start, close, holder). */
  version: number
  /** What D1 has confirmed: the highest bid seq and the state version. */
  d1_seq: number
  d1_version: number
  /** The last fair-close extension, if the end ever moved for a service interruption. */
  service_extension?: ServiceExtension
  /** Approved withdrawals on this lot so far (party/lib/withdrawal.ts); absent: none. */
  withdrawals?: number
  /** The latest withdrawal entry while it is the chain's last link: the next bid's receipt points to it. */
  chain_tip?: string
  /**
   * The seller's hidden reserve (party/lib/reserve.ts): below it the lot closes unsold. Null or absent: none.
   * Only ever lowered once set, and never told to a page (only whether it is met).
   */
  reserve_kurus?: number | null
}

export type AutoBid = { user_id: number; user_title: string; max_kurus: number; at: number }
export type AutoBids = Record<string, AutoBid>
/**
 * One accepted change of a member's maximum (set, raised, or removed: `max_kurus` null), kept so that a
 * withdrawal can replay the lot without a member (party/lib/withdrawal.ts). `after_seq`: the ledger's last
 * seq when it was decided; `pre_show`: set before a live show's lot opened (party/lib/pre-show.ts).
 */
export type MaxEvent = { user_id: number; user_title: string; max_kurus: number | null; at: number; after_seq: number; pre_show?: true }

export type Refusal = { kind: 'refused'; status: 409 | 422; body: ErrorBody & { current_price?: number; bidCount?: number } }
/**
 * `autos` is null when the decision leaves the automatic bids as they were. `notice` is the Turkish
 * answer for a manual bid that an earlier maximum answered at once (the bidder does not lead).
 */
export type Accepted = {
  kind: 'accepted'
  state: RoomState
  autos: AutoBids | null
  bids: LedgerBid[]
  extended: boolean
  notice?: string
  journal?: MaxEvent
}
export type Outcome = Refusal | Accepted

export const refuse = (status: 409 | 422, field: string, message: string, s?: RoomState): Refusal => ({
  kind: 'refused',
  status,
  body: { message, errors: { [field]: [message] }, ...(s ? { current_price: toLira(s.current_kurus), bidCount: s.bid_count } : {}) },
})

/** A fresh room state from D1's snapshot (first configuration, or D1 ahead of an empty room). */
export function fromSnapshot(a: AuctionSnapshot): RoomState {
  const closed = a.closed_at !== null
  return {
    auction_id: a.id,
    seller_id: a.seller_id,
    name: a.name,
    slug: a.slug,
    start_time: a.start_time,
    end_time: a.end_time,
    original_end_time: a.end_time,
    opening_kurus: a.opening_kurus,
    buynow_kurus: a.buynow_kurus,
    type: a.type,
    current_kurus: a.current_kurus,
    last_seq: a.last_seq,
    bid_count: a.bid_count,
    leader_id: a.leader_id,
    leader_title: a.leader_title,
    started_announced: closed || a.start_time <= Date.now(),
    closed_at: a.closed_at,
    winner_id: a.winner_id,
    sold_via: closed ? ((a.sold_via as RoomState['sold_via']) ?? (a.bid_count > 0 ? 'bid' : 'unsold')) : null,
    buynow_holder: null,
    withdrawn: a.approved !== APPROVAL.approved,
    reserve_kurus: a.reserve_kurus ?? null,
    version: 0,
    d1_seq: a.last_seq,
    d1_version: 0,
  }
}

/**
 * A later configuration (an editor changed the listing, or took it down or brought it back after a notice): the
 * ledger stays, listing fields and whether it is withdrawn follow D1.
 */
export function reconfigure(s: RoomState, a: AuctionSnapshot): RoomState {
  if (s.closed_at !== null) return s
  if (a.last_seq > s.last_seq) return { ...fromSnapshot(a), buynow_holder: s.buynow_holder, version: s.version + 1 }
  // Once bidding began, or the end moved for a service interruption, times move only by the room's rules.
  const timesFixed = s.bid_count > 0 || s.service_extension !== undefined
  return {
    ...s,
    withdrawn: a.approved !== APPROVAL.approved,
    // Before the first bid the listing's reserve follows D1 (an edit); after it only the room lowers it.
    reserve_kurus: s.bid_count > 0 ? (s.reserve_kurus ?? null) : (a.reserve_kurus ?? null),
    name: a.name,
    slug: a.slug,
    buynow_kurus: a.buynow_kurus,
    type: a.type,
    start_time: timesFixed ? s.start_time : a.start_time,
    end_time: timesFixed ? s.end_time : a.end_time,
    original_end_time: timesFixed ? s.original_end_time : a.end_time,
  }
}

export function openFor(s: RoomState, userId: number, field: string, now: number): Refusal | null {
  if (s.withdrawn) return refuse(422, field, tr.bid.withdrawn, s)
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, field, tr.bid.closed, s)
  if (now < s.start_time) return refuse(422, field, tr.bid.notStarted, s)
  if (userId === s.seller_id) return refuse(422, field, tr.bid.ownAuction, s)
  return null
}

/**
 * Records one bid at `total` for the user; the soft close may move the end. Mutates the draft. A total
 * equal to the price is allowed only for a member taking the lead with an earlier, equal maximum (a hold,
 * `bid_amount` 0); every other entry raises the price.
 */
export function append(s: RoomState, bids: LedgerBid[], user: { user_id: number; user_title: string }, total: number, isAuto: boolean, now: number) {
  const hold = total === s.current_kurus && isAuto && user.user_id !== s.leader_id
  if (total < s.current_kurus || (total === s.current_kurus && !hold)) throw new Error(`ledger: total ${total} must exceed ${s.current_kurus}`)
  const bid: LedgerBid = {
    seq: s.last_seq + 1,
    user_id: user.user_id,
    user_title: user.user_title,
    bid_amount_kurus: total - s.current_kurus,
    total_amount_kurus: total,
    is_auto: isAuto,
    at: now,
  }
  bids.push(bid)
  s.last_seq = bid.seq
  s.bid_count += 1
  s.current_kurus = total
  s.leader_id = user.user_id
  s.leader_title = user.user_title
  s.end_time = softCloseEnd(s.end_time, s.original_end_time, now)
}

export const accepted = (before: RoomState, s: RoomState, autos: AutoBids | null, bids: LedgerBid[], notice?: string): Accepted => ({
  kind: 'accepted',
  state: s,
  autos,
  bids,
  extended: s.end_time !== before.end_time,
  ...(notice ? { notice } : {}),
})

/** When the room should wake next: start, end, or a pending sync. */
export function nextAlarm(s: RoomState, syncAt: number | null): number | null {
  const times: number[] = []
  if (s.closed_at === null) times.push(s.started_announced ? s.end_time : Math.min(s.start_time, s.end_time))
  if (syncAt !== null) times.push(syncAt)
  return times.length ? Math.min(...times) : null
}

export const needsSync = (s: RoomState) => s.d1_seq < s.last_seq || s.d1_version < s.version

export const toStateView = (s: RoomState, now: number): RoomStateView => ({
  auction_id: s.auction_id,
  current_kurus: s.current_kurus,
  last_seq: s.last_seq,
  bid_count: s.bid_count,
  leader_id: s.leader_id,
  end_time: s.end_time,
  started: s.started_announced || (s.closed_at === null && now >= s.start_time),
  closed_at: s.closed_at,
  winner_id: s.winner_id,
  sold_via: s.sold_via,
  buynow_holder_id: s.buynow_holder?.user_id ?? null,
  ...(s.sold_offer_id ? { sold_offer_id: s.sold_offer_id } : {}),
  ...(s.service_extension ? { service_extension: s.service_extension } : {}),
  ...(s.reserve_kurus != null ? { reserve_kurus: s.reserve_kurus } : {}),
})
