// NewBid coalescing (party/lib/coalescer.ts) on a hand-driven clock: every bid is sent once, in order;
// within one interval the bids share one message; the first bid after a quiet interval goes out at once.
import { describe, expect, it } from 'vitest'
import type { BidView } from '../../common/schemas/auction-events.ts'
import { COALESCE_MANY_MS, COALESCE_MS, Coalescer, MANY_WATCHERS, type NewBidData } from '../../party/lib/coalescer.ts'

function harness(watchers: number) {
  let now = 1_000
  const timers: { at: number; fn: () => void; id: number }[] = []
  let ids = 0
  const sent: NewBidData[] = []
  const c = new Coalescer(
    (d) => sent.push(d),
    () => watchers,
    {
      now: () => now,
      setTimeout: (fn, ms) => {
        timers.push({ at: now + ms, fn, id: ++ids })
        return ids
      },
      clearTimeout: (id) => {
        const i = timers.findIndex((t) => t.id === id)
        if (i >= 0) timers.splice(i, 1)
      },
    },
  )
  const advance = (ms: number) => {
    now += ms
    for (const t of [...timers].filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1)
      t.fn()
    }
  }
  return { c, sent, advance }
}

const bid = (seq: number, extra: Partial<BidView> = {}): BidView => ({
  seq,
  bid_amount: 1,
  total_amount: 100 + seq,
  user_title: 'a***i',
  is_auto: false,
  created_at: seq,
  ...extra,
})
const tail = (count: number, extended = false) => ({ auction_id: 7, bidCount: count, end_time: 5_000 + count, extended })

describe('NewBid coalescing', () => {
  it('sends a lone bid at once, with bids holding that one bid', () => {
    const { c, sent } = harness(3)
    c.add([bid(1, { client_bid_id: 'abc-12345' })], tail(1))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ bid: { seq: 1, client_bid_id: 'abc-12345' }, bidCount: 1, bids: [{ seq: 1 }] })
  })

  it('puts the bids of one interval in one message, oldest first, the latest as bid; none twice, none lost', () => {
    const { c, sent, advance } = harness(3)
    c.add([bid(1)], tail(1))
    c.add([bid(2)], tail(2))
    c.add([bid(3), bid(4, { is_auto: true })], tail(4, true))
    advance(COALESCE_MS - 1)
    c.add([bid(5)], tail(5))
    expect(sent).toHaveLength(1)
    advance(1)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatchObject({ bid: { seq: 5 }, bidCount: 5, end_time: 5_005, extended: true })
    expect(sent.flatMap((m) => m.bids.map((b) => b.seq))).toEqual([1, 2, 3, 4, 5])
  })

  it('waits longer between messages in a room with many watchers', () => {
    const { c, sent, advance } = harness(MANY_WATCHERS)
    c.add([bid(1)], tail(1))
    c.add([bid(2)], tail(2))
    advance(COALESCE_MS)
    expect(sent).toHaveLength(1)
    advance(COALESCE_MANY_MS - COALESCE_MS)
    expect(sent.map((m) => m.bids.length)).toEqual([1, 1])
  })

  it('flushes on demand (before a Sync or AuctionClosed) and then sends nothing twice', () => {
    const { c, sent, advance } = harness(3)
    c.add([bid(1)], tail(1))
    c.add([bid(2)], tail(2))
    c.flush()
    advance(1_000)
    expect(sent.flatMap((m) => m.bids.map((b) => b.seq))).toEqual([1, 2])
  })
})
