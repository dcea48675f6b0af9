// The start and the close as the room tells them (the rules: party/lib/closing.ts; the soft close's
// extension rides on each NewBid's `end_time`): on time from the alarm, also with nobody connected and after
// a restart, or at once when a buy-now payment ends the auction. And the fair close: an end moved because the
// room was away in the last minutes (party/lib/fair-close.ts).
import { toBidView } from '#common/bid-answer.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import type { AuctionEvent } from '#common/schemas/auction-events.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { decideFairClose } from '../lib/fair-close.ts'
import { decideOpening } from '../lib/pre-show.ts'
import { decideClose, decideStart, needsSync, type RoomState } from '../lib/ledger.ts'
import type { ServiceExtension } from '../lib/room-state.ts'
import { SYNC_DELAY_MS } from '../lib/worker-client.ts'
import { commit } from './commit.ts'
import { bidKey, type RoomCore } from './core.ts'

export function closedEvent(s: RoomState, now: number): Extract<AuctionEvent, { event: 'AuctionClosed' }> {
  return {
    event: 'AuctionClosed',
    data: {
      auction_id: s.auction_id,
      message: s.sold_via !== 'unsold' ? tr.room.closed : s.bid_count > 0 && !s.withdrawn ? tr.reserve.closedUnmet : tr.room.closedUnsold,
      final_price: toLira(s.sold_via === 'buynow' ? s.buynow_kurus : s.current_kurus),
      bidCount: s.bid_count,
      sold_via: s.sold_via ?? 'unsold',
      server_time: now,
    },
  }
}

/** The close reaches every page after the bids still waiting in the coalescer, never before them. */
export function announceClose(core: RoomCore, s: RoomState, now: number) {
  core.newBids.flush()
  core.broadcast(closedEvent(s, now))
}

/** The alarm's first step: announces the start and closes at the end, once each; returns the state after. */
export async function startOrClose(core: RoomCore, state: RoomState, now: number): Promise<RoomState> {
  const started = decideStart(state, now)
  if (started) {
    state = started
    await core.room.storage.put('state', state)
    core.broadcast({ event: 'AuctionStarted', data: { auction_id: state.auction_id, message: tr.room.started, server_time: now } })
    state = await openWithMaxima(core, state, now)
  }
  const closed = decideClose(state, now) // closing checks closed_at first: it happens once
  if (closed) {
    state = closed
    await core.room.storage.put('state', state)
    announceClose(core, state, now)
  }
  return state
}

/**
 * A live show's lot opened: the maxima left before it bid now (party/lib/pre-show.ts), persisted and told like
 * any decision. A room without a signing key places no bid; the maxima then answer the first bid it takes.
 */
async function openWithMaxima(core: RoomCore, state: RoomState, now: number): Promise<RoomState> {
  const opening = decideOpening(state, await core.autos(), now)
  if (!opening || !(await core.signer())) return state
  await commit(core, opening, now, null)
  return opening.state
}

/**
 * The fair close (party/lib/fair-close.ts): the room woke at `now` much later than it had planned to, in the
 * last stretch of the auction, so the end moves. Stored, logged, told to every page; D1 learns it with the
 * next sync (the state's version moved). Returns the state after.
 */
export async function fairClose(core: RoomCore, state: RoomState, now: number, reason: ServiceExtension['reason']): Promise<RoomState> {
  const extended = decideFairClose(state, await core.wake(), now, reason)
  if (!extended) return state
  await core.room.storage.put('state', extended)
  console.log(JSON.stringify({ level: 'warn', msg: 'fair close: end extended', room: extended.auction_id, ...extended.service_extension }))
  await announceExtension(core, extended, now)
  return extended
}

/**
 * Every open page learns the new end: a NewBid re-sending the latest bid (pages already hold it and keep it
 * once), or, before any bid, the Replay every page would get for its last seq, 0.
 */
async function announceExtension(core: RoomCore, s: RoomState, now: number) {
  core.newBids.flush()
  const last = s.last_seq > 0 ? await core.room.storage.get<LedgerBid>(bidKey(s.last_seq)) : undefined
  if (last) {
    const bid = toBidView(last)
    const data = { auction_id: s.auction_id, bid, bidCount: s.bid_count, bids: [bid], end_time: s.end_time, extended: true, server_time: now }
    core.broadcast({ event: 'NewBid', data: { ...data, reason: 'service_interruption' } })
  } else {
    const price = { current_price: toLira(s.current_kurus), bidCount: s.bid_count, end_time: s.end_time }
    const data = { auction_id: s.auction_id, since: 0, complete: true, bids: [], last_seq: 0, ...price, closed: null, server_time: now }
    core.broadcast({ event: 'Replay', data: { ...data, reason: 'service_interruption' } })
  }
}

/**
 * The room started (a restart, or a wake-up from hibernation): a wake-up much later than planned in the last
 * stretch is an interruption; then the room arms itself again from storage (`partykit dev` keeps storage
 * across a restart but not alarms: party/README.md "Opening and closing").
 */
export async function restarted(core: RoomCore, state: RoomState, now: number) {
  state = await fairClose(core, state, now, 'restart')
  const plan = await core.sync()
  const due = needsSync(state) ? Math.min(plan.at ?? Infinity, now + SYNC_DELAY_MS) : plan.at
  await core.arm(state, { ...plan, at: due })
}
