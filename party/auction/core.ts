// What every part of the auction room shares (party/auction.ts is the class PartyKit runs; the parts
// beside this file each hold one responsibility: commands.ts the worker's commands and their decision,
// commit.ts persisting and telling a decision, socket-bid.ts a member's bid on the socket, closing.ts the
// start and the close, sync.ts the D1 sync, replay.ts what a page missed). The room's storage, its
// alarm, its NewBid coalescer, its signing key and the count of commands in flight live here, once.
import { internalSecret, type BidTicket } from '#common/internal-token.ts'
import type { AuctionEvent } from '#common/schemas/auction-events.ts'
import type { RoomCommand } from '#common/schemas/room.ts'
import type * as Party from 'partykit/server'
import { Coalescer } from '../lib/coalescer.ts'
import { watchTick } from '../lib/fair-close.ts'
import { nextAlarm, type AutoBids, type RoomState } from '../lib/ledger.ts'
import { signerFrom, type Signer } from '../lib/receipts.ts'
import { RoomMetrics } from '../lib/room-metrics.ts'
import { pushMetrics } from '../lib/worker-client.ts'

/** `quiet_through`: bids up to this seq are being re-pushed by a repair (their notices are not written). */
export type SyncPlan = { at: number | null; attempts: number; quiet_through?: number }
export const bidKey = (seq: number) => `bid:${String(seq).padStart(10, '0')}`
/** A maximum's change (MaxEvent), in the order it was decided: by the ledger's seq then, then by time. */
export const maxEventKey = (e: { after_seq: number; at: number; user_id: number }) =>
  `maxev:${String(e.after_seq).padStart(10, '0')}:${String(e.at).padStart(15, '0')}:${e.user_id}`
/** An approved withdrawal's entry, by its number on the lot (party/auction/withdraw.ts). */
export const withdrawalKey = (n: number) => `wd:${String(n).padStart(6, '0')}`
/**
 * Where a command's first result is kept, so that a retry answers it: the worker's bid command and a bid on
 * the socket build the same key, so the page's POST fallback after a socket bid finds the socket's result.
 */
export const requestKey = (kind: RoomCommand['kind'], userId: number, requestId: string) => `req:${kind}:${userId}:${requestId}`

/**
 * Load shedding (party/README.md "Shedding load"): a bid or a new maximum that arrives
 * behind this many commands still in this room is answered at once with 503, Retry-After and a Turkish
 * sentence, instead of waiting behind them. Everything else (configure, buy-now payment, state, repair)
 * is always served.
 */
export const ROOM_QUEUE_MAX = 32
export const json = (status: number, body: unknown) => Response.json(body, { status })

/**
 * Whose page a socket is, as far as the room knows: the member of the last valid bid ticket it sent, until
 * that ticket expires (party/README.md "Outbid notices on the bidding page"). Kept on the connection, so it
 * survives the room's hibernation.
 */
export type Bidder = { user_id: number; until: number }

export class RoomCore {
  constructor(readonly room: Party.Room) {}

  /** The socket's bids and the NewBid messages, reported to the worker about once a second (party/lib/room-metrics.ts). */
  readonly metrics = new RoomMetrics((auctionId, report) => pushMetrics(this.room.env, auctionId, report))

  readonly newBids = new Coalescer(
    (data, waited) => {
      this.broadcast({ event: 'NewBid', data })
      this.metrics.newBid(data.auction_id, data.bids.length, waited)
    },
    () => {
      let n = 0
      for (const _ of this.room.getConnections()) n++
      return n
    },
  )

  state = () => this.room.storage.get<RoomState>('state')
  autos = async () => (await this.room.storage.get<AutoBids>('autos')) ?? {}
  sync = async () => (await this.room.storage.get<SyncPlan>('sync')) ?? { at: null, attempts: 0 }

  /** The receipts' signing key, imported once (party/lib/receipts.ts); null: this room accepts no bid. */
  private signerOnce?: Promise<Signer | null>
  signer = () => (this.signerOnce ??= signerFrom(this.room.env, internalSecret(this.room.env)))

  /** Commands inside onRequest and socket bids now, counted on arrival (before any await), so the count is exact. */
  inFlight = 0

  /**
   * Tickets this room has verified, until they expire: a member's page sends one ticket with each of its
   * bids for up to BID_TICKET_LIFETIME_S, and the signature is checked once, not on every bid
   * (socket-bid.ts `ticketHolder`).
   */
  readonly tickets = new Map<string, BidTicket>()

  /**
   * Stores the sync plan and sets the alarm to the next of start, end, sync and, in the last stretch, the
   * fair close's watch (or none). The time it plans to wake is stored beside the plan (`wake`): waking much
   * later than that is how the room learns it was away (close.ts `fairClose`).
   */
  async arm(state: RoomState, plan: SyncPlan) {
    const now = Date.now()
    const times = [nextAlarm(state, plan.at), watchTick(state, now)].filter((t): t is number => t !== null)
    const at = times.length ? Math.min(...times) : null
    await this.room.storage.put({ sync: plan, wake: at === null ? null : Math.max(at, now + 10) })
    if (at === null) await this.room.storage.deleteAlarm()
    else if ((await this.room.storage.getAlarm()) !== at) await this.room.storage.setAlarm(Math.max(at, now + 10))
  }

  /** When the room last planned to wake (null: nothing planned, or a room armed before this was kept). */
  wake = async () => (await this.room.storage.get<number | null>('wake')) ?? null

  broadcast(event: AuctionEvent) {
    this.room.broadcast(JSON.stringify(event))
  }
}
