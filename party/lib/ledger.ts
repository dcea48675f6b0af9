// The auction room's rules as pure functions: (state, command, now) → refusal or a new state plus the
// bids to record. The room class only loads, calls these, persists and broadcasts (docs/conventions.md "The room is an adapter over pure rules").
// docs/architecture.md "The bid's invariants"; the rules beyond the spec are written in party/README.md.
import { bidIncrementKurus, buyNowOffered, MAX_BID_KURUS, MIN_BID_KURUS, softCloseEnd } from '#common/auction-rules.ts'
import type { ErrorBody } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus, toLira } from '#common/money.ts'
import type { AuctionSnapshot, LedgerBid, RoomStateView } from '#common/schemas/room.ts'

export type Holder = { user_id: number; user_title: string; at: number }
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
  sold_via: 'bid' | 'buynow' | 'unsold' | null
  /** A member who pressed Buy Now and has until the end to pay. */
  buynow_holder: Holder | null
  /** Bumped by every change D1 must learn besides bids (start, close, holder). */
  version: number
  /** What D1 has confirmed: the highest bid seq and the state version. */
  d1_seq: number
  d1_version: number
}
export type AutoBid = { user_id: number; user_title: string; max_kurus: number; at: number }
export type AutoBids = Record<string, AutoBid>

export type Refusal = { kind: 'refused'; status: 409 | 422; body: ErrorBody & { current_price?: number; bidCount?: number } }
/**
 * `autos` is null when the decision leaves the automatic bids as they were. `notice` is the Turkish
 * answer for a manual bid that an earlier maximum answered at once (the bidder does not lead).
 */
export type Accepted = { kind: 'accepted'; state: RoomState; autos: AutoBids | null; bids: LedgerBid[]; extended: boolean; notice?: string }
export type Outcome = Refusal | Accepted

const refuse = (status: 409 | 422, field: string, message: string, s?: RoomState): Refusal => ({
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
    version: 0,
    d1_seq: a.last_seq,
    d1_version: 0,
  }
}

/** A later configuration (an editor changed the listing): the ledger stays, listing fields follow D1. */
export function reconfigure(s: RoomState, a: AuctionSnapshot): RoomState {
  if (s.closed_at !== null) return s
  if (a.last_seq > s.last_seq) return { ...fromSnapshot(a), buynow_holder: s.buynow_holder, version: s.version + 1 }
  const timesFixed = s.bid_count > 0 // once bidding began, times move only by soft close
  return {
    ...s,
    name: a.name,
    slug: a.slug,
    buynow_kurus: a.buynow_kurus,
    type: a.type,
    start_time: timesFixed ? s.start_time : a.start_time,
    end_time: timesFixed ? s.end_time : a.end_time,
    original_end_time: timesFixed ? s.original_end_time : a.end_time,
  }
}

function openFor(s: RoomState, userId: number, field: string, now: number): Refusal | null {
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
function append(s: RoomState, bids: LedgerBid[], user: { user_id: number; user_title: string }, total: number, isAuto: boolean, now: number) {
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

/** A member's standing in a bidding war: how far they go and since when (ties go to the earlier). */
type Standing = { user_id: number; user_title: string; amount: number; since: number }
const outranks = (a: Standing, b: Standing) => a.amount > b.amount || (a.amount === b.amount && a.since < b.since)

/**
 * Automatic bidding (party/README.md "Automatic bidding"), settled at once in one pass:
 * - every other member's maximum above the price competes (after a manual bid, also one equal to it:
 *   a maximum always came first, and equal amounts go to the one set first);
 * - the leader stands at their maximum, or at the price when they have none above it;
 * - the best standing wins (higher amount, then earlier); the others, lowest first, are recorded at their
 *   full maximum when it is above the price reached so far (each competing maximum's last bid);
 * - the winner, if not already leading, answers at the lower of their maximum and the price + the
 *   increment table's step, or holds at the same amount when their equal maximum came first.
 * `manualNow` is true right after a manual bid placed the leader: that bid is later than every maximum.
 */
function resolveAutoBids(s: RoomState, autos: AutoBids, bids: LedgerBid[], now: number, manualNow: boolean): void {
  const price = s.current_kurus
  const challengers: Standing[] = Object.values(autos)
    .filter((a) => a.user_id !== s.leader_id && a.user_id !== s.seller_id && (a.max_kurus > price || (manualNow && a.max_kurus === price)))
    .map((a) => ({ user_id: a.user_id, user_title: a.user_title, amount: a.max_kurus, since: a.at }))
  if (challengers.length === 0) return
  const own = s.leader_id !== null ? autos[String(s.leader_id)] : undefined
  const leader: Standing | null =
    s.leader_id === null
      ? null
      : own && own.max_kurus >= price
        ? { user_id: s.leader_id, user_title: s.leader_title ?? '', amount: own.max_kurus, since: own.at }
        : { user_id: s.leader_id, user_title: s.leader_title ?? '', amount: price, since: manualNow ? Infinity : -Infinity }
  const ranked = [...(leader ? [leader] : []), ...challengers].sort((a, b) => (outranks(a, b) ? -1 : outranks(b, a) ? 1 : 0))
  const [winner, ...losers] = ranked as [Standing, ...Standing[]]
  for (const loser of losers.reverse()) if (loser.amount > s.current_kurus) append(s, bids, loser, loser.amount, true, now)
  if (s.leader_id === winner.user_id) return
  const answer = winner.amount > s.current_kurus ? Math.min(winner.amount, s.current_kurus + bidIncrementKurus(s.current_kurus)) : s.current_kurus
  append(s, bids, winner, answer, true, now)
}

const accepted = (before: RoomState, s: RoomState, autos: AutoBids | null, bids: LedgerBid[], notice?: string): Accepted => ({
  kind: 'accepted',
  state: s,
  autos,
  bids,
  extended: s.end_time !== before.end_time,
  ...(notice ? { notice } : {}),
})

/** A member's bid: refused when early, late, own, already leading, or built on a stale price. */
export function decideBid(
  s: RoomState,
  autos: AutoBids,
  cmd: { user_id: number; user_title: string; bid_amount_kurus: number; total_amount_kurus: number },
  now: number,
): Outcome {
  const closed = openFor(s, cmd.user_id, 'bid_amount', now)
  if (closed) return closed
  if (cmd.bid_amount_kurus < MIN_BID_KURUS) return refuse(422, 'bid_amount', tr.bid.amountMin, s)
  if (cmd.bid_amount_kurus > MAX_BID_KURUS) return refuse(422, 'bid_amount', tr.bid.amountMax, s)
  if (s.leader_id === cmd.user_id) return refuse(422, 'bid_amount', tr.bid.alreadyHighest, s)
  if (cmd.total_amount_kurus !== s.current_kurus + cmd.bid_amount_kurus)
    return refuse(409, 'total_amount', tr.bid.priceMoved(formatKurus(s.current_kurus)), s)
  const step = bidIncrementKurus(s.current_kurus)
  if (cmd.bid_amount_kurus < step) return refuse(422, 'bid_amount', tr.bid.belowIncrement(formatKurus(step), formatKurus(s.current_kurus + step)), s)
  const next = { ...s }
  const bids: LedgerBid[] = []
  append(next, bids, cmd, cmd.total_amount_kurus, false, now)
  resolveAutoBids(next, autos, bids, now, true)
  if (next.leader_id === cmd.user_id) return accepted(s, next, null, bids)
  // An earlier maximum answered at once: the bidder learns it in the answer, not from a later notice.
  const price = formatKurus(next.current_kurus)
  const notice = next.current_kurus === cmd.total_amount_kurus ? tr.bid.tiedWithEarlierMax(price) : tr.bid.answeredByEarlierMax(price)
  return accepted(s, next, null, bids, notice)
}

/** Sets (or raises) a member's maximum, then lets automatic bidding act on it at once. */
export function decideAutoBid(s: RoomState, autos: AutoBids, cmd: { user_id: number; user_title: string; max_kurus: number }, now: number): Outcome {
  const closed = openFor(s, cmd.user_id, 'max_amount', now)
  if (closed) return closed
  if (cmd.max_kurus > s.current_kurus + MAX_BID_KURUS) return refuse(422, 'max_amount', tr.bid.amountMax, s)
  const min = s.leader_id === cmd.user_id ? s.current_kurus + MIN_BID_KURUS : s.current_kurus + bidIncrementKurus(s.current_kurus)
  if (cmd.max_kurus < min) return refuse(422, 'max_amount', tr.autoBid.tooLow(formatKurus(min)), s)
  const next = { ...s }
  const nextAutos: AutoBids = { ...autos, [String(cmd.user_id)]: { user_id: cmd.user_id, user_title: cmd.user_title, max_kurus: cmd.max_kurus, at: now } }
  const bids: LedgerBid[] = []
  resolveAutoBids(next, nextAutos, bids, now, false)
  return accepted(s, next, nextAutos, bids)
}

/**
 * Removes a member's maximum: it bids no more; what it has bid stays (a leader stays the leader at the
 * price). Refused once the auction has closed or ended: nothing changes after the close.
 */
export function decideAutoBidRemove(s: RoomState, autos: AutoBids, userId: number, now: number): Outcome {
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'auction_id', tr.autoBid.closed, s)
  if (!autos[String(userId)]) return refuse(422, 'auction_id', tr.autoBid.none)
  const nextAutos = { ...autos }
  delete nextAutos[String(userId)]
  return accepted(s, { ...s }, nextAutos, [])
}

/** Buy Now reserves the item for one member until the end; bids go on. */
export function decideBuyNow(s: RoomState, cmd: { user_id: number; user_title: string }, now: number): Outcome {
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'slug', s.sold_via === 'unsold' ? tr.bid.closed : tr.cart.sold)
  if (now < s.start_time) return refuse(422, 'slug', tr.bid.notStarted)
  if (!buyNowOffered({ buynow_price_kurus: s.buynow_kurus, type: s.type })) return refuse(422, 'slug', tr.cart.buyNowUnavailable)
  if (cmd.user_id === s.seller_id) return refuse(422, 'slug', tr.cart.ownAuction)
  if (s.buynow_holder?.user_id === cmd.user_id) return refuse(409, 'slug', tr.cart.alreadyInCart)
  if (s.buynow_holder) return refuse(409, 'slug', tr.cart.reserved)
  return accepted(s, { ...s, buynow_holder: { user_id: cmd.user_id, user_title: cmd.user_title, at: now }, version: s.version + 1 }, null, [])
}

/** The holder removed the item from the cart: the reservation ends. */
export function decideBuyNowRelease(s: RoomState, userId: number): Outcome {
  if (s.buynow_holder?.user_id !== userId) return accepted(s, s, null, [])
  return accepted(s, { ...s, buynow_holder: null, version: s.version + 1 }, null, [])
}

/** The holder paid: the auction ends now, sold by buy-now; later bids are refused. Idempotent. */
export function decideBuyNowComplete(s: RoomState, userId: number, now: number): Outcome {
  if (s.closed_at !== null) {
    if (s.sold_via === 'buynow' && s.winner_id === userId) return accepted(s, s, null, [])
    return refuse(409, 'slug', tr.cart.sold)
  }
  if (s.buynow_holder?.user_id !== userId) return refuse(409, 'slug', tr.cart.reserved)
  // Past the end the close decides (the reservation lapses), even if the alarm has not run yet.
  if (now >= s.end_time) return refuse(409, 'slug', tr.bid.closed)
  return accepted(s, { ...s, closed_at: now, winner_id: userId, sold_via: 'buynow', buynow_holder: null, version: s.version + 1 }, null, [])
}

/** Announces the start once; null when there is nothing to do. */
export function decideStart(s: RoomState, now: number): RoomState | null {
  if (s.started_announced || s.closed_at !== null || now < s.start_time) return null
  return { ...s, started_announced: true, version: s.version + 1 }
}

/**
 * Closes once, at or after the end: the highest bidder wins; an unpaid buy-now reservation lapses and the
 * item goes to the winner. Null when already closed or not yet due.
 */
export function decideClose(s: RoomState, now: number): RoomState | null {
  if (s.closed_at !== null || now < s.end_time) return null
  const sold = s.leader_id !== null && s.bid_count > 0
  return {
    ...s,
    started_announced: true,
    closed_at: now,
    winner_id: sold ? s.leader_id : null,
    sold_via: sold ? 'bid' : 'unsold',
    buynow_holder: null,
    version: s.version + 1,
  }
}

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
})
