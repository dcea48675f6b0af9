// Automatic bidding (otomatik pey) against a reference model of the published rules.
// The model below is written from what eBay, Catawiki and others publish, not from party/lib/ledger.ts:
// it ranks every member's standing (how far they go, since when) and prices the lead as "one increment
// over the runner-up, never past the winner's maximum". The room's rules settle the same thing as a
// ledger of entries. fast-check drives both with thousands of random sequences and compares the leader
// and the price after every command, and checks the ledger's invariants.
//
// The rules, as published (sources cited per rule below and in docs/bidding.md):
//  R1 eBay help, quoted in [E2] bedfordtradingpost.com/Education-ProxyBid.html: "eBay places bids on
//     your behalf starting with the next bid increment for the auction. We'll bid as much as necessary to
//     make sure that you remain the high bidder … We'll keep bidding for you until bidding reaches your
//     maximum amount."
//  R2 the same page: "If another bidder has placed the same bid before you or a higher maximum bid, we'll
//     let you know that you've been outbid". Setdart (blog.setdart.com/auto-bidding-setdart): "If another
//     user places a bid equal to your Auto Bidding amount, the earliest bid takes always priority … The
//     system will then register this user's bid firstly, and your Auto Bid afterwards, both for the same
//     amount."
//  R3 Swaen (swaen.com/faq/…/why-did-my-bid-jumped-above): "if another bidder has placed a higher maximum
//     bid, your bid will then be increased to one increment over his maximum." MaxSold (support.maxsold.com,
//     "How was I outbid by an amount less than the minimum increment?"): a MaxBid of $101 beats one of $100
//     at a price of $101 — the winner never goes past their maximum, so the last step may be short.
//  R4 Catawiki (catawiki.com/en/help/automatic-bids/…): "we will never go above the limit you've set for
//     your auto bid"; "If you're already the highest bidder and you set an auto bid, we won't bid again for
//     you unless someone else outbids you." party/README.md: "never past its own maximum"; "equal maxima go to
//     the one set first".
//  R5 cowry.auction/viewhelp.php: "if the current high bidder's maximum bid is higher than the bid you
//     place, you are immediately outbid because your bid is not high enough to beat the earlier maximum".
//  R6 The increment table (docs/bidding.md, common/auction-rules.ts): a bid adds at least the step of the
//     current price's band; Whatnot [W2]: custom bids below the increment are rejected.
//  R7 Removing a maximum (Mezat's own rule, party/README.md): it bids no more; what it has bid stays.
//     Nothing is accepted after the close (docs/architecture.md "The bid's invariants").
//  R8 The reserve price (eBay, "Reserve prices": "If a bidder's maximum bid is equal to or higher than the reserve
//     price, the current bid is raised to the reserve price immediately"; a seller may lower an unmet reserve, never
//     raise it, while 12 hours or more remain; a lot that ends below its reserve is not sold).
//     docs/decisions/0020-reserve-price.md.
import fc from 'fast-check'
import { Model, SELLER } from '../support/proxy-model.ts'
import { unbidLot } from '../support/room-snapshot.ts'
import { describe, expect, it } from 'vitest'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { tr } from '../../common/messages.ts'
import { formatKurus } from '../../common/money.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import {
  decideAutoBid,
  decideAutoBidRemove,
  decideBid,
  decideBuyNow,
  decideBuyNowComplete,
  decideClose,
  decideReserveLower,
  fromSnapshot,
  type AutoBids,
  type Outcome,
  type RoomState,
} from '../../party/lib/ledger.ts'

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
const TL = 100 // kuruş
const step = bidIncrementKurus

// ---------------------------------------------------------------- the room's rules, driven the same way

function room(openingKurus: number, reserveKurus: number | null = null): RoomState {
  return fromSnapshot(
    unbidLot({
      reserve_kurus: reserveKurus,
      id: 17,
      seller_id: SELLER,
      name: 'Rolex Datejust',
      slug: 'rolex',
      start_time: T0,
      end_time: T0 + 24 * HOUR,
      opening_kurus: openingKurus,
      buynow_kurus: openingKurus * 3,
    }),
  )
}
const who = (id: number) => ({ user_id: id, user_title: `uye${id}` })

class Engine {
  s: RoomState
  autos: AutoBids = {}
  readonly ledger: LedgerBid[] = []
  last: Outcome | null = null
  private now = T0 + HOUR

  constructor(opening: number, reserve: number | null = null) {
    this.s = room(opening, reserve)
  }

  private take(o: Outcome) {
    this.last = o
    if (o.kind === 'refused') return false
    this.s = o.state
    this.autos = o.autos ?? this.autos
    this.ledger.push(...o.bids)
    return true
  }
  bid(user: number, total: number) {
    return this.take(
      decideBid(
        this.s,
        this.autos,
        { ...who(user), bid_amount_kurus: total - this.s.current_kurus, total_amount_kurus: total },
        ++this.now,
      ),
    )
  }
  setMax(user: number, max: number) {
    return this.take(decideAutoBid(this.s, this.autos, { ...who(user), max_kurus: max }, ++this.now))
  }
  removeMax(user: number) {
    return this.take(decideAutoBidRemove(this.s, this.autos, user, ++this.now))
  }
  buyNow(user: number) {
    return this.take(decideBuyNow(this.s, who(user), ++this.now))
  }
  pay(user: number) {
    return this.take(decideBuyNowComplete(this.s, user, ++this.now))
  }
  lowerReserve(amount: number, at = ++this.now) {
    return this.take(decideReserveLower(this.s, this.autos, { user_id: SELLER, reserve_kurus: amount }, at))
  }
  close() {
    const closed = decideClose(this.s, this.s.end_time)
    if (closed) this.s = closed
  }
}

// ---------------------------------------------------------------- commands

/** How an amount is chosen: against the price, or against another member's maximum (the edges). */
type Aim =
  | { to: 'step'; times: number }
  | { to: 'max'; of: number; delta: -1 | 0 | 1 } // delta in whole lira around member `of`'s maximum
  | { to: 'jump'; pct: number }
type Command =
  | { kind: 'bid'; user: number; aim: Aim }
  | { kind: 'max'; user: number; aim: Aim }
  | { kind: 'remove'; user: number }
  | { kind: 'buynow'; user: number }
  | { kind: 'pay'; user: number }
  | { kind: 'lower'; pct: number } // the reserve to this share (%) of the way from the opening price to it
  | { kind: 'close' }

function target(m: Model, aim: Aim): number {
  if (aim.to === 'step') return m.price + aim.times * step(m.price)
  if (aim.to === 'jump') return m.price + Math.max(TL, Math.round((m.price * aim.pct) / 100 / TL) * TL)
  const max = m.maxima.get(aim.of)
  return max === undefined ? m.price + step(m.price) : max + aim.delta * TL
}

const user = (members: number) => fc.integer({ min: 2, max: members + 1 })
const aim = (members: number): fc.Arbitrary<Aim> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ to: fc.constant('step' as const), times: fc.integer({ min: 0, max: 3 }) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        to: fc.constant('max' as const),
        of: user(members),
        delta: fc.constantFrom(-1 as const, 0 as const, 1 as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ to: fc.constant('jump' as const), pct: fc.integer({ min: 0, max: 40 }) }) },
  )
const command = (members: number): fc.Arbitrary<Command> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('bid' as const), user: user(members), aim: aim(members) }) },
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('max' as const), user: user(members), aim: aim(members) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), user: user(members) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('buynow' as const), user: user(members) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), user: user(members) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('lower' as const), pct: fc.integer({ min: 0, max: 110 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
  )
const scenario = fc
  .record({
    members: fc.integer({ min: 3, max: 5 }),
    // 100 ₺ to 1.000.000 ₺, across every band of the increment table
    openingTl: fc.oneof(
      fc.integer({ min: 100, max: 999 }),
      fc.integer({ min: 1_000, max: 99_999 }),
      fc.integer({ min: 100_000, max: 1_000_000 }),
    ),
  })
  .chain(({ members, openingTl }) =>
    fc.record({
      openingTl: fc.constant(openingTl),
      // R8: half the lots have a reserve, from just above the opening price to under the buy-now price (3×)
      reservePct: fc.option(fc.integer({ min: 1, max: 190 }), { freq: 2 }),
      commands: fc.array(command(members), { minLength: 1, maxLength: 24 }),
    }),
  )

// ---------------------------------------------------------------- one run: the same commands to both

const reserveOf = (openingTl: number, pct: number | null) => (pct === null ? null : openingTl * TL + Math.max(TL, Math.round((openingTl * pct) / 100) * TL))

function run(openingTl: number, commands: Command[], reservePct: number | null = null) {
  const reserve = reserveOf(openingTl, reservePct)
  const m = new Model(openingTl * TL, reserve)
  const e = new Engine(openingTl * TL, reserve)
  for (const c of commands) {
    const before = { price: e.s.current_kurus, leader: e.s.leader_id, seq: e.s.last_seq, closed: e.s.closed_at !== null }
    let expected: boolean
    let got: boolean
    let manualTotal: number | null = null
    switch (c.kind) {
      case 'bid': {
        const total = Math.max(target(m, c.aim), m.price + TL)
        manualTotal = total
        expected = m.bid(c.user, total)
        got = e.bid(c.user, total)
        break
      }
      case 'max': {
        const max = Math.max(target(m, c.aim), TL)
        expected = m.setMax(c.user, max)
        got = e.setMax(c.user, max)
        break
      }
      case 'remove':
        expected = m.removeMax(c.user)
        got = e.removeMax(c.user)
        break
      case 'buynow':
        expected = m.buyNow(c.user)
        got = e.buyNow(c.user)
        break
      case 'pay':
        expected = m.pay(c.user)
        got = e.pay(c.user)
        break
      case 'lower': {
        const to = m.opening + Math.round((((m.reserve ?? m.opening) - m.opening) * c.pct) / 100 / TL) * TL
        expected = m.lowerReserve(to)
        got = e.lowerReserve(to)
        break
      }
      case 'close':
        m.close()
        e.close()
        expected = got = true
    }
    const why = `${JSON.stringify(c)} → ${e.last?.kind === 'refused' ? e.last.body.message : 'accepted'}`
    expect(got, why).toBe(expected)
    // The model's leader and price, after every command.
    expect({ leader: e.s.leader_id, price: e.s.current_kurus }, why).toEqual({ leader: m.leader, price: m.price })
    const added = e.ledger.slice(before.seq)
    // Nothing is accepted after the close; a refusal changes nothing.
    if (before.closed || !got) expect(added, why).toEqual([])
    // Seq contiguous; totals never fall and rise with every entry but a hold (another member's earlier,
    // equal maximum); every automatic entry within its member's maximum.
    let previous = before.price
    let previousUser = before.leader
    added.forEach((b, i) => {
      expect(b.seq).toBe(before.seq + i + 1)
      expect(b.total_amount_kurus).toBe(previous + b.bid_amount_kurus)
      if (b.bid_amount_kurus === 0) expect(b.is_auto && b.user_id !== previousUser, why).toBe(true)
      else expect(b.bid_amount_kurus).toBeGreaterThan(0)
      if (b.is_auto) expect(b.total_amount_kurus, why).toBeLessThanOrEqual(e.autos[String(b.user_id)]!.max_kurus)
      previous = b.total_amount_kurus
      previousUser = b.user_id
    })
    expect(e.s.bid_count).toBe(e.s.last_seq)
    // A manual bid is recorded once, at its total, first.
    if (manualTotal !== null && got)
      expect([added[0]!.is_auto, added[0]!.total_amount_kurus, added.slice(1).every((b) => b.is_auto)]).toEqual([false, manualTotal, true])
    // A leader is never raised needlessly: a leader setting or raising their own maximum bids nothing but a
    // jump to the reserve (R8), and the entry that takes the lead is at most one step above the entry before it,
    // or at the reserve.
    if (c.kind === 'max' && before.leader === c.user)
      expect(added.map((b) => b.total_amount_kurus), why).toEqual(added.length ? [e.s.reserve_kurus] : [])
    const lastAuto = added.at(-1)
    if (lastAuto?.is_auto && lastAuto.total_amount_kurus !== e.s.reserve_kurus) {
      const under = added.length > 1 ? added.at(-2)!.total_amount_kurus : before.price
      expect(lastAuto.total_amount_kurus, why).toBeLessThanOrEqual(under + step(under))
    }
    // R8: the room's reserve is the model's, and a lowering never raises it
    expect(e.s.reserve_kurus ?? null, why).toBe(m.reserve)
  }
  // Exactly one winner: the leader at the close, at a price within what they stood for.
  if (e.s.closed_at === null) e.close()
  if (e.s.sold_via === 'bid') {
    expect(m.sold).toBe(true)
    expect(e.s.winner_id).toBe(m.leader)
    expect(e.s.current_kurus).toBeLessThanOrEqual(m.standing.get(m.leader!)!.amount)
  } else if (e.s.sold_via === 'unsold') {
    // No bid, or (R8) the price ended below the reserve: nobody wins.
    expect(e.s.winner_id).toBeNull()
    expect(m.sold).toBe(false)
    if (e.s.bid_count > 0) expect(e.s.current_kurus).toBeLessThan(e.s.reserve_kurus!)
  } else expect(e.s.sold_via).toBe('buynow')
  return e
}

describe('automatic bidding against the reference model', () => {
  it('agrees on the leader and the price after every command, over thousands of random sequences', () => {
    fc.assert(
      fc.property(scenario, ({ openingTl, commands, reservePct }) => {
        run(openingTl, commands, reservePct)
      }),
      { numRuns: 3_000 },
    )
  })
})

// ---------------------------------------------------------------- the counterexamples, named

const A = 2
const B = 3
const C = 4
const entries = (e: Engine) => e.ledger.map((b) => [b.user_id, b.total_amount_kurus / TL, b.is_auto])

describe('the minimal counterexamples of the proxy model', () => {
  it('1. a higher maximum beats a later bid that comes within one step of it (300 ₺ against 299 ₺)', () => {
    const e = new Engine(100 * TL)
    e.setMax(A, 300 * TL)
    e.bid(B, 299 * TL)
    expect(e.s).toMatchObject({ leader_id: A, current_kurus: 300 * TL })
    expect(entries(e)).toEqual([
      [A, 101, true],
      [B, 299, false],
      [A, 300, true], // R3: short of a full step, never past the maximum
    ])
    expect(e.last).toMatchObject({ notice: tr.bid.answeredByEarlierMax(formatKurus(300 * TL)) })
    // knock-on: a third member's 310 ₺ now lands above A's 300 ₺, one step over it
    e.setMax(C, 310 * TL)
    expect(e.s).toMatchObject({ leader_id: C, current_kurus: 305 * TL })
    e.close()
    expect(e.s.winner_id).toBe(C)
  })

  it('1. the same at 120.000 ₺: a maximum of 120.400 ₺ beats a bid of 120.350 ₺', () => {
    const e = new Engine(100_000 * TL)
    e.setMax(A, 120_400 * TL)
    e.bid(B, 120_350 * TL)
    expect(e.s).toMatchObject({ leader_id: A, current_kurus: 120_400 * TL })
  })

  it('2. a manual bid equal to an earlier maximum leaves the lead with the maximum, and says so', () => {
    const e = new Engine(100 * TL)
    e.setMax(A, 300 * TL)
    e.bid(B, 300 * TL)
    expect(e.s).toMatchObject({ leader_id: A, current_kurus: 300 * TL })
    expect(entries(e).slice(1)).toEqual([
      [B, 300, false],
      [A, 300, true], // R2: "both for the same amount", the earlier one prevails
    ])
    expect(e.last).toMatchObject({ notice: tr.bid.tiedWithEarlierMax(formatKurus(300 * TL)) })
  })

  it('3. the bid history reads as bidders expect: the losing maximum in full, then the winner', () => {
    const tie = new Engine(100 * TL)
    tie.setMax(A, 300 * TL)
    tie.setMax(B, 300 * TL) // equal, later: B's maximum is recorded, A holds at the same amount
    expect(entries(tie)).toEqual([
      [A, 101, true],
      [B, 300, true],
      [A, 300, true],
    ])
    const higher = new Engine(100 * TL)
    higher.setMax(A, 300 * TL)
    higher.setMax(B, 500 * TL) // higher, later: A's maximum in full, B one step above it
    expect(entries(higher)).toEqual([
      [A, 101, true],
      [A, 300, true],
      [B, 305, true],
    ])
  })

  it('4. nothing is accepted after the close: removing an automatic bid is refused', () => {
    const e = new Engine(100 * TL)
    e.setMax(A, 300 * TL)
    e.close()
    expect(e.removeMax(A)).toBe(false)
    expect(e.last).toMatchObject({ kind: 'refused', status: 422, body: { message: tr.autoBid.closed } })
    expect(e.autos[String(A)]).toBeDefined()
  })

  it("refuses a bid below the increment table's step with a sentence naming the minimum", () => {
    const e = new Engine(120_000 * TL)
    expect(e.bid(A, 120_001 * TL)).toBe(false)
    const least = formatKurus(2_500 * TL)
    expect(e.last).toMatchObject({
      status: 422,
      body: {
        message: tr.bid.belowIncrement(least, formatKurus(122_500 * TL)),
        errors: { bid_amount: [tr.bid.belowIncrement(least, formatKurus(122_500 * TL))] },
      },
    })
    expect(e.bid(A, 122_500 * TL)).toBe(true)
  })
})

describe('the reserve price (R8)', () => {
  const reserve = 1_000 * TL

  it('a maximum that reaches the reserve bids up to it at once; one below it follows the increment table', () => {
    const reaching = new Engine(100 * TL, reserve)
    reaching.setMax(A, 1_500 * TL)
    expect(entries(reaching)).toEqual([[A, 1_000, true]])
    const below = new Engine(100 * TL, reserve)
    below.setMax(A, 800 * TL)
    expect(entries(below)).toEqual([[A, 101, true]])
    // a manual bid under the reserve is answered by the reaching maximum at the reserve, in one entry
    below.setMax(B, 1_200 * TL)
    expect(entries(below).slice(1)).toEqual([
      [A, 800, true],
      [B, 1_000, true],
    ])
    const manual = new Engine(100 * TL, reserve)
    manual.setMax(A, 1_500 * TL)
    manual.bid(B, 1_100 * TL) // above the reserve now: the table again
    expect(manual.s).toMatchObject({ leader_id: A, current_kurus: 1_125 * TL })
  })

  it("a leader raising their own maximum to the reserve bids up to it, though a leader's raise otherwise bids nothing", () => {
    const e = new Engine(100 * TL, reserve)
    e.setMax(A, 500 * TL)
    e.setMax(A, 900 * TL)
    expect(entries(e)).toEqual([[A, 101, true]])
    e.setMax(A, 1_000 * TL)
    expect(entries(e)).toEqual([
      [A, 101, true],
      [A, 1_000, true],
    ])
  })

  it('the seller may lower an unmet reserve, never raise it, not once it is met, nor in the last 12 hours', () => {
    const e = new Engine(100 * TL, reserve)
    e.setMax(A, 700 * TL)
    expect(e.lowerReserve(1_200 * TL)).toBe(false)
    expect(e.last).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.notLower(formatKurus(reserve))] } } })
    expect(e.lowerReserve(100 * TL)).toBe(false) // not above the opening price
    // lowered under the leader's maximum: the maximum bids up to the new reserve at once
    expect(e.lowerReserve(600 * TL)).toBe(true)
    expect(e.s).toMatchObject({ reserve_kurus: 600 * TL, leader_id: A, current_kurus: 600 * TL })
    expect(entries(e).at(-1)).toEqual([A, 600, true])
    expect(e.lowerReserve(500 * TL)).toBe(false)
    expect(e.last).toMatchObject({ body: { message: tr.reserve.alreadyMet } })
    const late = new Engine(100 * TL, reserve)
    expect(late.lowerReserve(900 * TL, late.s.end_time - 12 * HOUR + 1)).toBe(false)
    expect(late.last).toMatchObject({ body: { message: tr.reserve.tooLate(12) } })
    expect(late.lowerReserve(900 * TL, late.s.end_time - 12 * HOUR)).toBe(true)
  })

  it('a lot that ends below its reserve is not sold; one that reaches it is', () => {
    const unmet = new Engine(100 * TL, reserve)
    unmet.setMax(A, 700 * TL)
    unmet.bid(B, 900 * TL)
    unmet.close()
    expect(unmet.s).toMatchObject({ sold_via: 'unsold', winner_id: null, leader_id: B, current_kurus: 900 * TL, bid_count: 2 })
    const met = new Engine(100 * TL, reserve)
    met.bid(B, 1_000 * TL) // a manual bid equal to the reserve meets it
    met.close()
    expect(met.s).toMatchObject({ sold_via: 'bid', winner_id: B, current_kurus: 1_000 * TL })
  })
})
