// What only the room sees of the bid path, reported to the worker (docs/operations.md "Metrics"): each bid
// decided on the room's socket (accepted or refused by reason, with its decision time) and each NewBid
// message (its coalesced size). PartyKit rooms have no Analytics Engine binding, so the room sends these
// to the worker it already calls for its syncs, which writes the data points and D1's per-minute counters.
// The figures wait in memory (never in storage: a refused bid costs the room no write) for at most
// REPORT_AFTER_MS, or until ROOM_METRICS_MAX are waiting; a report that fails is dropped and logged, never
// retried: a metric is not worth a bid's time, and the report never shares a call with the sync of bids.
import { ROOM_METRICS_MAX, type RoomMetricsReport } from '#common/schemas/room.ts'

export const REPORT_AFTER_MS = 1_000

type Send = (auctionId: number, report: RoomMetricsReport) => Promise<unknown>
type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (t: unknown) => void }
const realTimers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>) }

export class RoomMetrics {
  private report: RoomMetricsReport = { bids: [], newbids: [] }
  private auctionId: number | null = null
  private timer: unknown = null

  constructor(
    private readonly send: Send,
    private readonly timers: Timers = realTimers,
  ) {}

  bid(auctionId: number, outcome: 'accepted' | 'refused', reason: string, ms: number) {
    this.queue(auctionId, () => this.report.bids.push({ outcome, reason: reason.slice(0, 64), ms: Math.max(0, Math.round(ms)), at: Date.now() }))
  }

  newBid(auctionId: number, size: number, ms: number) {
    this.queue(auctionId, () => this.report.newbids.push({ size, ms: Math.max(0, Math.round(ms)), at: Date.now() }))
  }

  private queue(auctionId: number, add: () => void) {
    this.auctionId = auctionId
    add()
    if (this.report.bids.length >= ROOM_METRICS_MAX || this.report.newbids.length >= ROOM_METRICS_MAX) void this.flush()
    else if (this.timer === null) this.timer = this.timers.setTimeout(() => void this.flush(), REPORT_AFTER_MS)
  }

  /** Sends what is waiting now; resolves when the worker has answered (or the report was dropped). */
  async flush(): Promise<void> {
    if (this.timer !== null) this.timers.clearTimeout(this.timer)
    this.timer = null
    const report = this.report
    const auctionId = this.auctionId
    if (auctionId === null || (report.bids.length === 0 && report.newbids.length === 0)) return
    this.report = { bids: [], newbids: [] }
    try {
      await this.send(auctionId, report)
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', msg: 'room metrics dropped', room: auctionId, bids: report.bids.length, newbids: report.newbids.length, error: String(error) }))
    }
  }
}
