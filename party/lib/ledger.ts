// The auction room's rules as pure functions: (state, command, now) → refusal or a new state plus the
// bids to record. The room class only loads, calls these, persists and broadcasts (STYLE.md Example C).
// DESIGN.md "Bids", invariants 1–5; the rules beyond the spec are written in party/README.md.
import { autoBidStepKurus, buyNowOffered, MAX_BID_KURUS, MIN_BID_KURUS, softCloseEnd } from '#common/auction-rules.ts'
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
  /** A member who pressed Buy Now and has until the end to pay (storefront §4 "Buy-now rule"). */
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
/** `autos` is null when the decision leaves the automatic bids as they were. */
export type Accepted = { kind: 'accepted'; state: RoomState; autos: AutoBids | null; bids: LedgerBid[]; extended: boolean }
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

/** Records one bid at `total` for the user; the soft close may move the end. Mutates the draft. */
function append(s: RoomState, bids: LedgerBid[], user: { user_id: number; user_title: string }, total: number, isAuto: boolean, now: number) {
  if (total <= s.current_kurus) throw new Error(`ledger: total ${total} must exceed ${s.current_kurus}`)
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

/**
 * Automatic bidding: while some other member's maximum can beat the price, the room bids for them.
 * Two maxima settle at once: the lower one is bid up to in one step, the higher one answers one
 * increment above it (never past its maximum); equal maxima go to the one that arrived first.
 */
function resolveAutoBids(s: RoomState, autos: AutoBids, bids: LedgerBid[], now: number) {
  for (let guard = 0; guard < 10_000; guard++) {
    const step = autoBidStepKurus(s.current_kurus)
    const challenger = Object.values(autos)
      .filter((a) => a.user_id !== s.leader_id && a.user_id !== s.seller_id && a.max_kurus >= s.current_kurus + step)
      .sort((a, b) => b.max_kurus - a.max_kurus || a.at - b.at)[0]
    if (!challenger) return
    const leader = s.leader_id !== null ? autos[String(s.leader_id)] : undefined
    const leaderMax = leader && leader.max_kurus > s.current_kurus ? leader.max_kurus : s.current_kurus
    const leaderUser = { user_id: s.leader_id ?? 0, user_title: s.leader_title ?? '' }
    const tie = challenger.max_kurus === leaderMax
    const challengerWins = challenger.max_kurus > leaderMax || (tie && leader !== undefined && challenger.at < leader.at)
    if (challengerWins) {
      if (tie) append(s, bids, challenger, leaderMax, true, now)
      else {
        if (leaderMax > s.current_kurus) append(s, bids, leaderUser, leaderMax, true, now)
        append(s, bids, challenger, Math.min(challenger.max_kurus, s.current_kurus + autoBidStepKurus(s.current_kurus)), true, now)
      }
    } else if (tie) {
      append(s, bids, leaderUser, leaderMax, true, now)
    } else {
      append(s, bids, challenger, challenger.max_kurus, true, now)
      append(s, bids, leaderUser, Math.min(leaderMax, s.current_kurus + autoBidStepKurus(s.current_kurus)), true, now)
    }
  }
  throw new Error('ledger: automatic bidding did not settle')
}

const accepted = (before: RoomState, s: RoomState, autos: AutoBids | null, bids: LedgerBid[]): Accepted => ({
  kind: 'accepted',
  state: s,
  autos,
  bids,
  extended: s.end_time !== before.end_time,
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
  const next = { ...s }
  const nextAutos = { ...autos }
  const bids: LedgerBid[] = []
  append(next, bids, cmd, cmd.total_amount_kurus, false, now)
  resolveAutoBids(next, nextAutos, bids, now)
  return accepted(s, next, nextAutos, bids)
}

/** Sets (or raises) a member's maximum, then lets automatic bidding act on it at once. */
export function decideAutoBid(s: RoomState, autos: AutoBids, cmd: { user_id: number; user_title: string; max_kurus: number }, now: number): Outcome {
  const closed = openFor(s, cmd.user_id, 'max_amount', now)
  if (closed) return closed
  if (cmd.max_kurus > s.current_kurus + MAX_BID_KURUS) return refuse(422, 'max_amount', tr.bid.amountMax, s)
  const min = s.leader_id === cmd.user_id ? s.current_kurus + MIN_BID_KURUS : s.current_kurus + autoBidStepKurus(s.current_kurus)
  if (cmd.max_kurus < min) return refuse(422, 'max_amount', tr.autoBid.tooLow(formatKurus(min)), s)
  const next = { ...s }
  const nextAutos: AutoBids = { ...autos, [String(cmd.user_id)]: { user_id: cmd.user_id, user_title: cmd.user_title, max_kurus: cmd.max_kurus, at: now } }
  const bids: LedgerBid[] = []
  resolveAutoBids(next, nextAutos, bids, now)
  return accepted(s, next, nextAutos, bids)
}

export function decideAutoBidRemove(s: RoomState, autos: AutoBids, userId: number): Outcome {
  if (!autos[String(userId)]) return refuse(422, 'auction_id', tr.autoBid.none)
  const nextAutos = { ...autos }
  delete nextAutos[String(userId)]
  return accepted(s, { ...s }, nextAutos, [])
}

/** Buy Now reserves the item for one member until the end; bids go on (storefront §4 "Buy-now rule"). */
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
 * item goes to the winner (storefront §4). Null when already closed or not yet due.
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
