// The room's rules as pure functions (party/lib/ledger.ts): table-driven, no I/O.
import { describe, expect, it } from 'vitest'
import { bidIncrementKurus, quickBidSteps, SOFT_CLOSE_MAX_EXTENSION_MS, SOFT_CLOSE_WINDOW_MS } from '../../common/auction-rules.ts'
import { tr } from '../../common/messages.ts'
import { formatKurus } from '../../common/money.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import {
  decideAutoBid,
  decideBid,
  decideBuyNow,
  decideBuyNowComplete,
  decideBuyNowRelease,
  decideClose,
  decideStart,
  fromSnapshot,
  type AutoBids,
  type RoomState,
} from '../../party/lib/ledger.ts'
import { unbidLot } from '../support/room-snapshot.ts'

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
const SELLER = 1
const A = { user_id: 2, user_title: 'ayse' }
const B = { user_id: 3, user_title: 'burak' }
const C = { user_id: 4, user_title: 'cem' }

function room(over: Partial<RoomState> = {}): RoomState {
  return {
    ...fromSnapshot(
      unbidLot({
        id: 7,
        seller_id: SELLER,
        name: 'Omega Cep Saati',
        slug: 'omega',
        start_time: T0,
        end_time: T0 + 24 * HOUR,
        opening_kurus: 100_00,
        buynow_kurus: 1_000_00,
      }),
    ),
    ...over,
  }
}
const at = T0 + HOUR
const bid = (s: RoomState, who: typeof A, amountTl: number, totalTl = s.current_kurus / 100 + amountTl, now = at, autos: AutoBids = {}) =>
  decideBid(s, autos, { ...who, bid_amount_kurus: amountTl * 100, total_amount_kurus: totalTl * 100 }, now)

function accepted(o: ReturnType<typeof decideBid>) {
  if (o.kind !== 'accepted') throw new Error(`refused: ${o.body.message}`)
  return o
}

/**
 * Invariant 1 on any list of ledger bids: totals rise by bid_amount, seq without gaps; an entry at the same
 * total is only an automatic hold by another member (an earlier, equal maximum: party/README.md).
 */
function expectWellFormed(bids: LedgerBid[], openingKurus: number) {
  let previous = openingKurus
  bids.forEach((b, i) => {
    expect(b.seq).toBe(i + 1)
    if (b.bid_amount_kurus === 0) expect(b.is_auto && i > 0 && bids[i - 1]!.user_id !== b.user_id).toBe(true)
    else expect(b.bid_amount_kurus).toBeGreaterThan(0)
    expect(b.total_amount_kurus).toBe(previous + b.bid_amount_kurus)
    previous = b.total_amount_kurus
  })
}

describe('decideBid', () => {
  it.each([
    ['before start', room(), T0 - 1, tr.bid.notStarted, 422],
    ['at the end', room(), T0 + 24 * HOUR, tr.bid.closed, 422],
    ['after close', room({ closed_at: at - 1 }), at, tr.bid.closed, 422],
  ])('refuses a bid %s', (_name, s, now, message, status) => {
    const o = bid(s, A, 10, undefined, now)
    expect(o).toMatchObject({ kind: 'refused', status, body: { message } })
  })

  it('refuses the seller bidding on their own auction', () => {
    expect(bid(room(), { user_id: SELLER, user_title: 's' }, 10)).toMatchObject({ kind: 'refused', body: { message: tr.bid.ownAuction } })
  })

  it('refuses a bid built on a stale price and returns the new price', () => {
    const s = accepted(bid(room(), A, 10)).state
    const o = bid(s, B, 10, 110)
    expect(o).toEqual({
      kind: 'refused',
      status: 409,
      body: { message: tr.bid.priceMoved(formatKurus(110_00)), errors: { total_amount: [tr.bid.priceMoved(formatKurus(110_00))] }, current_price: 110, bidCount: 1 },
    })
  })

  it('refuses amounts under 1 TL and a member who already leads', () => {
    expect(decideBid(room(), {}, { ...A, bid_amount_kurus: 50, total_amount_kurus: 100_50 }, at)).toMatchObject({ body: { message: tr.bid.amountMin } })
    const s = accepted(bid(room(), A, 10)).state
    expect(bid(s, A, 10)).toMatchObject({ body: { message: tr.bid.alreadyHighest } })
  })

  it('accepts in order: each total is the previous price plus the bid, seq without gaps', () => {
    let s = room()
    const all: LedgerBid[] = []
    for (const [who, amount] of [[A, 10], [B, 5], [A, 100], [C, 1], [B, 250]] as const) {
      const o = accepted(bid(s, who, amount))
      all.push(...o.bids)
      s = o.state
    }
    expectWellFormed(all, 100_00)
    expect(s).toMatchObject({ current_kurus: 466_00, bid_count: 5, last_seq: 5, leader_id: B.user_id })
  })
})

describe('the increment table (docs/bidding.md)', () => {
  it.each([
    [0, 1],
    [249_99, 1],
    [250_00, 5],
    [999_00, 10],
    [1_000_00, 25],
    [120_000_00, 2_500],
    [499_999_00, 5_000],
    [1_000_000_00, 10_000],
  ])('at %i kuruş the least bid is %i ₺', (price, stepTl) => {
    expect(bidIncrementKurus(price)).toBe(stepTl * 100)
  })

  it('refuses a bid below the step with a sentence naming the minimum, and accepts the step itself', () => {
    const s = room({ current_kurus: 1_000_00 })
    const message = tr.bid.belowIncrement(formatKurus(25_00), formatKurus(1_025_00))
    expect(bid(s, A, 24)).toEqual({ kind: 'refused', status: 422, body: { message, errors: { bid_amount: [message] }, current_price: 1_000, bidCount: 0 } })
    expect(accepted(bid(s, A, 25)).state.current_kurus).toBe(1_025_00)
  })

  it.each([
    ['no buy-now, cheap: the spec fallbacks', 0, 80, [1, 5, 10, 20]],
    ['buy-now divisors that reach the step', 2_000, 300, [20, 40, 80, 200]],
    ['buy-now divisors under the step: 1×, 2×, 5×, 10× the step', 2_000, 1_900, [25, 50, 125, 250]],
    ['a 120.000 ₺ watch without buy-now', 0, 120_000, [2_500, 5_000, 12_500, 25_000]],
    ['spec: a divisor result of 1 stays 1', 150, 100, [1, 3, 6, 15]],
  ])('quick bids: %s', (_name, buynow, current, steps) => {
    expect(quickBidSteps(buynow, current)).toEqual(steps)
  })
})

describe('soft close', () => {
  const end = T0 + 24 * HOUR
  it('moves the end to 2 minutes after a bid in the last 2 minutes', () => {
    const o = accepted(bid(room(), A, 10, undefined, end - 30_000))
    expect(o.state.end_time).toBe(end - 30_000 + SOFT_CLOSE_WINDOW_MS)
    expect(o.extended).toBe(true)
  })
  it('leaves the end alone for an earlier bid, and for a refused one', () => {
    expect(accepted(bid(room(), A, 10, undefined, end - 3 * 60_000)).state.end_time).toBe(end)
    const refused = bid(room(), A, 10, 999, end - 30_000)
    expect(refused.kind).toBe('refused')
  })
  it('never extends past the published cap', () => {
    let s = room()
    let now = end - 60_000
    for (let i = 0; i < 40; i++) {
      s = accepted(bid(s, i % 2 ? A : B, 1, undefined, now)).state
      now = s.end_time - 1_000
    }
    expect(s.end_time).toBe(end + SOFT_CLOSE_MAX_EXTENSION_MS)
  })
})

describe('automatic bidding', () => {
  it('answers a manual bid one increment above it, up to the maximum', () => {
    const set = decideAutoBid(room(), {}, { ...B, max_kurus: 500_00 }, at)
    if (set.kind !== 'accepted') throw new Error('refused')
    expect(set.bids.map((b) => [b.user_id, b.total_amount_kurus])).toEqual([[B.user_id, 100_00 + bidIncrementKurus(100_00)]])
    const o = accepted(bid(set.state, A, 50, undefined, at, set.autos!))
    const afterA = set.state.current_kurus + 50_00
    expect(o.bids.map((b) => [b.user_id, b.total_amount_kurus, b.is_auto])).toEqual([
      [A.user_id, afterA, false],
      [B.user_id, afterA + bidIncrementKurus(afterA), true],
    ])
    expect(o.state.leader_id).toBe(B.user_id)
  })

  it('settles two maxima at once: the lower is bid up to, the higher answers one step above it', () => {
    const first = decideAutoBid(room(), {}, { ...A, max_kurus: 300_00 }, at)
    if (first.kind !== 'accepted') throw new Error('refused')
    const second = decideAutoBid(first.state, first.autos!, { ...B, max_kurus: 700_00 }, at + 1)
    if (second.kind !== 'accepted') throw new Error('refused')
    expect(second.bids.map((b) => [b.user_id, b.total_amount_kurus])).toEqual([
      [A.user_id, 300_00],
      [B.user_id, 300_00 + bidIncrementKurus(300_00)],
    ])
    expectWellFormed([...first.bids, ...second.bids], 100_00)
  })

  it('gives equal maxima to the one that arrived first', () => {
    const first = decideAutoBid(room(), {}, { ...A, max_kurus: 300_00 }, at)
    if (first.kind !== 'accepted') throw new Error('refused')
    const second = decideAutoBid(first.state, first.autos!, { ...B, max_kurus: 300_00 }, at + 1)
    if (second.kind !== 'accepted') throw new Error('refused')
    expect(second.state).toMatchObject({ leader_id: A.user_id, current_kurus: 300_00 })
  })

  it('refuses a maximum that cannot beat the price', () => {
    const s = accepted(bid(room(), A, 10)).state
    const min = 110_00 + bidIncrementKurus(110_00)
    expect(decideAutoBid(s, {}, { ...B, max_kurus: 110_00 }, at)).toMatchObject({ kind: 'refused', body: { message: tr.autoBid.tooLow(formatKurus(min)) } })
  })

  it('keeps every ledger well formed over random commands', () => {
    let seed = 42
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    for (let run = 0; run < 200; run++) {
      let s = room()
      let autos: AutoBids = {}
      const all: LedgerBid[] = []
      for (let i = 0; i < 30; i++) {
        const who = [A, B, C][Math.floor(rnd() * 3)]!
        const o =
          rnd() < 0.3
            ? decideAutoBid(s, autos, { ...who, max_kurus: s.current_kurus + Math.floor(rnd() * 500_00) }, at + i)
            : bid(s, who, 1 + Math.floor(rnd() * 80), rnd() < 0.1 ? 1 : undefined, at + i, autos)
        if (o.kind === 'accepted') {
          all.push(...o.bids)
          s = o.state
          autos = o.autos ?? autos
        }
      }
      expectWellFormed(all, 100_00)
      expect(s.bid_count).toBe(all.length)
    }
  })
})

describe('buy-now and closing', () => {
  it('reserves for one member at a time while bids go on', () => {
    const held = decideBuyNow(room(), A, at)
    if (held.kind !== 'accepted') throw new Error('refused')
    expect(decideBuyNow(held.state, B, at)).toMatchObject({ status: 409, body: { message: tr.cart.reserved } })
    expect(decideBuyNow(held.state, A, at)).toMatchObject({ status: 409, body: { message: tr.cart.alreadyInCart } })
    expect(bid(held.state, B, 10).kind).toBe('accepted')
    const released = decideBuyNowRelease(held.state, A.user_id)
    expect(released.kind === 'accepted' && released.state.buynow_holder).toBeNull()
  })

  it('refuses buy-now when the auction has none (type 1 or price 0) and to the seller', () => {
    expect(decideBuyNow(room({ type: 1 }), A, at)).toMatchObject({ body: { message: tr.cart.buyNowUnavailable } })
    expect(decideBuyNow(room({ buynow_kurus: 0 }), A, at)).toMatchObject({ body: { message: tr.cart.buyNowUnavailable } })
    expect(decideBuyNow(room(), { user_id: SELLER, user_title: 's' }, at)).toMatchObject({ body: { message: tr.cart.ownAuction } })
  })

  it('sells by buy-now once paid: the auction closes and later bids are refused', () => {
    const held = decideBuyNow(room(), A, at)
    if (held.kind !== 'accepted') throw new Error('refused')
    const paid = decideBuyNowComplete(held.state, A.user_id, at + 1)
    if (paid.kind !== 'accepted') throw new Error('refused')
    expect(paid.state).toMatchObject({ closed_at: at + 1, winner_id: A.user_id, sold_via: 'buynow' })
    expect(bid(paid.state, B, 10, undefined, at + 2)).toMatchObject({ body: { message: tr.bid.closed } })
    expect(decideBuyNowComplete(paid.state, A.user_id, at + 3).kind).toBe('accepted')
    expect(decideBuyNowComplete(paid.state, B.user_id, at + 3)).toMatchObject({ status: 409 })
  })

  it('never completes a buy-now at or after the end, even before the closing alarm ran', () => {
    const held = decideBuyNow(room(), A, at)
    if (held.kind !== 'accepted') throw new Error('refused')
    expect(decideBuyNowComplete(held.state, A.user_id, held.state.end_time)).toMatchObject({
      status: 409,
      body: { message: tr.bid.closed },
    })
    expect(decideBuyNowComplete(held.state, A.user_id, held.state.end_time - 1).kind).toBe('accepted')
  })

  it('closes once at the end: the highest bidder wins and an unpaid reservation lapses', () => {
    const held = decideBuyNow(room(), A, at)
    if (held.kind !== 'accepted') throw new Error('refused')
    const s = accepted(bid(held.state, B, 10)).state
    const end = s.end_time
    expect(decideClose(s, end - 1)).toBeNull()
    const closed = decideClose(s, end)!
    expect(closed).toMatchObject({ closed_at: end, winner_id: B.user_id, sold_via: 'bid', buynow_holder: null })
    expect(decideClose(closed, end + 5_000)).toBeNull()
  })

  it('closes unsold without bids, and announces the start once', () => {
    const s = room()
    expect(decideClose(s, s.end_time)).toMatchObject({ sold_via: 'unsold', winner_id: null })
    const fresh = room({ started_announced: false })
    expect(decideStart(fresh, T0 - 1)).toBeNull()
    const started = decideStart(fresh, T0)!
    expect(started.started_announced).toBe(true)
    expect(decideStart(started, T0 + 1)).toBeNull()
  })
})
