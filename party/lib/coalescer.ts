// NewBid coalescing (party/README.md "Coalescing"): when bids arrive faster than one interval
// apart, the room sends one NewBid per interval carrying every bid since the last message, oldest first.
// The first bid after a quiet interval goes out at once, so a calm auction pays no delay.
import type { BidView } from '#common/schemas/auction-events.ts'

/** One frame for a small room; a room with many watchers pays its fan-out at most 20 times a second. */
export const COALESCE_MS = 16
export const COALESCE_MANY_MS = 50
export const MANY_WATCHERS = 500
export const coalesceMs = (watchers: number) => (watchers >= MANY_WATCHERS ? COALESCE_MANY_MS : COALESCE_MS)

/** What the latest bid of a message says about the auction (the spec's NewBid fields besides the bids). */
export type BidTail = { auction_id: number; bidCount: number; end_time: number; extended: boolean; reserve_met?: boolean }
export type NewBidData = BidTail & { bid: BidView; bids: BidView[]; server_time: number }

type Clock = { now: () => number; setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (t: unknown) => void }
const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
}

export class Coalescer {
  private bids: BidView[] = []
  private tail: BidTail | null = null
  private timer: unknown = null
  private lastSentAt = -Infinity
  /** When the oldest bid now waiting was queued: a message's wait is reported with it (its metrics). */
  private firstAt = 0

  constructor(
    private readonly send: (data: NewBidData, waitedMs: number) => void,
    private readonly watchers: () => number,
    private readonly clock: Clock = realClock,
  ) {}

  /** Queues the bids of one decision; sends now if the last message is an interval old, else at its end. */
  add(bids: BidView[], tail: BidTail) {
    if (bids.length === 0) return
    if (this.bids.length === 0) this.firstAt = this.clock.now()
    this.bids.push(...bids)
    this.tail = this.tail ? { ...tail, extended: this.tail.extended || tail.extended } : tail
    if (this.timer !== null) return
    const wait = this.lastSentAt + coalesceMs(this.watchers()) - this.clock.now()
    if (wait <= 0) this.flush()
    else this.timer = this.clock.setTimeout(() => this.flush(), wait)
  }

  /** Sends what is queued now (before a Sync or AuctionClosed, so that no watcher sees a bid twice or late). */
  flush() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    const bids = this.bids
    const tail = this.tail
    if (!tail || bids.length === 0) return
    this.bids = []
    this.tail = null
    this.lastSentAt = this.clock.now()
    this.send({ ...tail, bid: bids[bids.length - 1]!, bids, server_time: this.lastSentAt }, this.lastSentAt - this.firstAt)
  }
}
