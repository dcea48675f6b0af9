// An approved withdrawal recomputes the lot (party/lib/withdrawal.ts) against the reference model of automatic
// bidding (tests/support/proxy-model.ts) replayed without the withdrawn member: random sequences of manual bids,
// maxima set, raised and removed by 3–5 members, then one member's withdrawal; the leader and the price after it
// must be the model's. The model replays the commands the room accepted, less the member's own.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import { decideAutoBid, decideAutoBidRemove, decideBid, fromSnapshot, type AutoBids, type Outcome, type RoomState } from '../../party/lib/ledger.ts'
import type { MaxEvent } from '../../party/lib/room-state.ts'
import { decideWithdrawal, type WithdrawalRecord } from '../../party/lib/withdrawal.ts'
import { Model, SELLER } from '../support/proxy-model.ts'
import { unbidLot } from '../support/room-snapshot.ts'

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
const TL = 100
const step = bidIncrementKurus
const who = (id: number) => ({ user_id: id, user_title: `uye${id}` })

type Command = { kind: 'bid'; user: number; total: number } | { kind: 'max'; user: number; max: number } | { kind: 'remove'; user: number }

/** The room's rules driven command by command, keeping what the room keeps: ledger, maxima, their journal. */
class Room {
  s: RoomState
  autos: AutoBids = {}
  readonly ledger: LedgerBid[] = []
  readonly journal: MaxEvent[] = []
  readonly past: WithdrawalRecord[] = []
  now = T0 + HOUR
  constructor(opening: number) {
    this.s = fromSnapshot(
      unbidLot({ id: 17, seller_id: SELLER, name: 'Lot', slug: 'lot', start_time: T0, end_time: T0 + 48 * HOUR, opening_kurus: opening, buynow_kurus: 0 }),
    )
  }
  take(o: Outcome) {
    if (o.kind === 'refused') return false
    this.s = o.state
    this.autos = o.autos ?? this.autos
    this.ledger.push(...o.bids)
    if (o.journal) this.journal.push(o.journal)
    return true
  }
  run(c: Command) {
    const at = ++this.now
    if (c.kind === 'bid') return this.take(decideBid(this.s, this.autos, { ...who(c.user), bid_amount_kurus: c.total - this.s.current_kurus, total_amount_kurus: c.total }, at))
    if (c.kind === 'max') return this.take(decideAutoBid(this.s, this.autos, { ...who(c.user), max_kurus: c.max }, at))
    return this.take(decideAutoBidRemove(this.s, this.autos, c.user, at))
  }
  withdraw(user: number) {
    const o = decideWithdrawal(this.s, this.autos, this.ledger, this.journal, this.past, user, ++this.now)
    if (o.kind === 'refused') return o
    this.s = o.state
    this.autos = o.autos
    this.past.push({ ...o.record, receipt: 'signed elsewhere' })
    return o
  }
}

const replayModel = (opening: number, accepted: Command[]) => {
  const m = new Model(opening)
  for (const c of accepted) {
    if (c.kind === 'bid') m.bid(c.user, c.total)
    else if (c.kind === 'max') m.setMax(c.user, c.max)
    else m.removeMax(c.user)
  }
  return { leader: m.leader, price: m.price }
}

/** A command whose amount is chosen against the room's price now (a step or two over it, a jump, or near a maximum). */
const command = fc.record({
  kind: fc.constantFrom('bid' as const, 'bid' as const, 'max' as const, 'max' as const, 'remove' as const),
  user: fc.integer({ min: 2, max: 5 }),
  steps: fc.integer({ min: 1, max: 3 }),
  jumpPct: fc.integer({ min: 0, max: 30 }),
  near: fc.integer({ min: 2, max: 5 }),
  delta: fc.constantFrom(-1, 0, 1, 2),
})
type Raw = typeof command extends fc.Arbitrary<infer T> ? T : never

function concrete(r: Room, raw: Raw): Command {
  if (raw.kind === 'remove') return { kind: 'remove', user: raw.user }
  const price = r.s.current_kurus
  const other = r.autos[String(raw.near)]?.max_kurus
  const total =
    raw.delta === 2 || other === undefined
      ? price + raw.steps * step(price) + Math.round((price * raw.jumpPct) / 100 / TL) * TL
      : other + raw.delta * TL
  return raw.kind === 'bid' ? { kind: 'bid', user: raw.user, total: Math.max(total, price + TL) } : { kind: 'max', user: raw.user, max: Math.max(total, TL) }
}

describe('a withdrawal recomputes the lot as the reference model replayed without the member', () => {
  it('agrees on the leader and the price over random sequences with maxima, then again after a second withdrawal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 200_000 }), fc.array(command, { minLength: 2, maxLength: 30 }), fc.array(command, { maxLength: 10 }), fc.integer({ min: 0, max: 3 }), (openingTl, raws, laterRaws, pick) => {
        const opening = openingTl * TL
        const r = new Room(opening)
        const accepted: Command[] = []
        for (const raw of raws) {
          const c = concrete(r, raw)
          if (r.run(c)) accepted.push(c)
        }
        const bidders = [...new Set(r.ledger.map((b) => b.user_id))]
        if (!bidders.length) return
        const x = bidders[pick % bidders.length]!
        const o = r.withdraw(x)
        expect(o.kind).toBe('withdrawn')
        expect({ leader: r.s.leader_id, price: r.s.current_kurus }).toEqual(replayModel(opening, accepted.filter((c) => c.user !== x)))
        // Every standing entry is at or under the price; the withdrawn member's are all named, and their maximum is gone.
        const gone = new Set([...r.past[0]!.withdrawn, ...r.past[0]!.voided])
        expect(r.ledger.filter((b) => !gone.has(b.seq)).every((b) => b.total_amount_kurus <= r.s.current_kurus)).toBe(true)
        expect(r.past[0]!.withdrawn).toEqual(r.ledger.filter((b) => b.user_id === x).map((b) => b.seq))
        expect(r.autos[String(x)]).toBeUndefined()
        // The lot goes on from there, and a second member's withdrawal replays without both.
        const after: Command[] = []
        for (const raw of laterRaws) {
          const c = concrete(r, raw)
          if (c.user !== x && r.run(c)) after.push(c)
        }
        const y = [...new Set(r.ledger.map((b) => b.user_id))].find((u) => u !== x)
        if (y === undefined) return
        expect(r.withdraw(y).kind).toBe('withdrawn')
        const rest = [...accepted, ...after].filter((c) => c.user !== x && c.user !== y)
        expect({ leader: r.s.leader_id, price: r.s.current_kurus }).toEqual(replayModel(opening, rest))
      }),
      { numRuns: 1_500 },
    )
  })
})

describe('a withdrawal, named cases', () => {
  it('takes back the answers to a withdrawn bid: the maximum falls back to one step over the runner-up', () => {
    const r = new Room(100 * TL)
    r.run({ kind: 'max', user: 2, max: 1_000 * TL }) // A: 101
    r.run({ kind: 'bid', user: 3, total: 150 * TL }) // B: 150, A answers 151 (a 1 TL step under 250 TL)
    r.run({ kind: 'bid', user: 4, total: 600 * TL }) // X: 600, A answers 610 (a 10 TL step from 500 TL)
    expect(r.s).toMatchObject({ leader_id: 2, current_kurus: 610 * TL })
    const o = r.withdraw(4)
    expect(o).toMatchObject({ kind: 'withdrawn', record: { withdrawn: [4], voided: [5], total_kurus: 151 * TL, leader_id: 2, after_seq: 5 } })
    expect(r.s).toMatchObject({ leader_id: 2, current_kurus: 151 * TL, bid_count: 3, last_seq: 5 })
  })

  it('gives the lead back to the runner-up when the leader withdraws, at their own bid', () => {
    const r = new Room(100 * TL)
    r.run({ kind: 'bid', user: 3, total: 150 * TL })
    r.run({ kind: 'max', user: 4, max: 900 * TL }) // X leads at 151
    r.withdraw(4)
    expect(r.s).toMatchObject({ leader_id: 3, current_kurus: 150 * TL, bid_count: 1 })
  })

  it('leaves the opening price and no leader when the only bidder withdraws; refuses a member with no bid', () => {
    const r = new Room(100 * TL)
    r.run({ kind: 'bid', user: 3, total: 150 * TL })
    expect(r.withdraw(2)).toMatchObject({ kind: 'refused', status: 422 })
    r.withdraw(3)
    expect(r.s).toMatchObject({ leader_id: null, current_kurus: 100 * TL, bid_count: 0 })
    expect(r.withdraw(3)).toMatchObject({ kind: 'refused', status: 422 })
  })

  it('is refused once the lot has ended, and when the room does not hold the whole ledger', () => {
    const r = new Room(100 * TL)
    r.run({ kind: 'bid', user: 3, total: 150 * TL })
    expect(decideWithdrawal(r.s, r.autos, r.ledger, r.journal, [], 3, r.s.end_time)).toMatchObject({ kind: 'refused', status: 422 })
    expect(decideWithdrawal(r.s, r.autos, [], r.journal, [], 3, r.now + 1)).toMatchObject({ kind: 'refused', status: 409 })
  })
})
