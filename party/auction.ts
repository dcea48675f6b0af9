// One room per auction: the only place where its bids are ordered (docs/architecture.md "The bid's invariants").
// A thin adapter: verify → parse → load → decide (party/lib/ledger.ts, pure) → persist → broadcast → answer.
// Between reading the state and writing it, nothing is awaited but this room's own storage, whose input
// gates keep two commands from interleaving. D1 learns of a bid afterwards: the worker writes the bid's
// projection on the request path, and the sync below (from the alarm) writes its consequences and anything
// D1 still lacks, in chunks, until D1 is level (party/README.md "The bid path").
import type * as Party from 'partykit/server'
import { fromZod } from '#common/errors.ts'
import { internalSecret, verifyBidTicket, verifyInternal, type BidTicket } from '#common/internal-token.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { bidAnswer, toBidView, type BidReceipt } from '#common/bid-answer.ts'
import { AddBidForm } from '#common/schemas/bids.ts'
import { parseClientMessage, REPLAY_LIMIT, type AuctionClientMessage, type AuctionEvent } from '#common/schemas/auction-events.ts'
import { RoomCommand, SYNC_CHUNK, WATCHING_MAX, type LedgerBid } from '#common/schemas/room.ts'
import type { MemberNotice } from '#common/schemas/user-events.ts'
import {
  decideAutoBid,
  decideAutoBidRemove,
  decideBid,
  decideBuyNow,
  decideBuyNowComplete,
  decideBuyNowRelease,
  decideClose,
  decideStart,
  fromSnapshot,
  needsSync,
  nextAlarm,
  reconfigure,
  toStateView,
  type Accepted,
  type AutoBids,
  type RoomState,
} from './lib/ledger.ts'
import { Coalescer } from './lib/coalescer.ts'
import { pushMetrics, pushSync, SYNC_DELAY_MS, syncBackoffMs } from './lib/worker-client.ts'
import { RoomMetrics } from './lib/room-metrics.ts'
import { bidRefusalReason } from '#common/bid-refusals.ts'
import { refuseWithoutSecrets } from './lib/deployment.ts'
import { signDecisionBids, signerFrom, type Signer } from './lib/receipts.ts'

/** `quiet_through`: bids up to this seq are being re-pushed by a repair (their notices are not written). */
type SyncPlan = { at: number | null; attempts: number; quiet_through?: number }
const bidKey = (seq: number) => `bid:${String(seq).padStart(10, '0')}`
/**
 * Where a command's first result is kept, so that a retry answers it: the worker's bid command and a bid on
 * the socket build the same key, so the page's POST fallback after a socket bid finds the socket's result.
 */
const requestKey = (kind: RoomCommand['kind'], userId: number, requestId: string) => `req:${kind}:${userId}:${requestId}`

/**
 * Load shedding (party/README.md "Shedding load"): a bid or a new maximum that arrives
 * behind this many commands still in this room is answered at once with 503, Retry-After and a Turkish
 * sentence, instead of waiting behind them. Everything else (configure, buy-now payment, state, repair)
 * is always served.
 */
export const ROOM_QUEUE_MAX = 32
const SHED_RETRY_AFTER_S = 1
/** Verified bid tickets a room keeps (one per bidding member's page; see ticketHolder). */
const TICKET_CACHE_MAX = 5_000
const SHEDDABLE = new Set<RoomCommand['kind']>(['bid', 'autobid'])
const json = (status: number, body: unknown) => Response.json(body, { status })

/**
 * Whose page a socket is, as far as the room knows: the member of the last valid bid ticket it sent, until
 * that ticket expires (party/README.md "Outbid notices on the bidding page"). Kept on the connection, so it
 * survives the room's hibernation.
 */
type Bidder = { user_id: number; until: number }

export default class AuctionRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true }
  constructor(readonly room: Party.Room) {}

  /** The socket's bids and the NewBid messages, reported to the worker about once a second (party/lib/room-metrics.ts). */
  private readonly metrics = new RoomMetrics((auctionId, report) => pushMetrics(this.room.env, auctionId, report))

  private readonly newBids = new Coalescer(
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

  /** At the edge: nothing reaches a deployed room while its secret is missing (party/lib/deployment.ts). */
  static onBeforeRequest = refuseWithoutSecrets
  static onBeforeConnect = refuseWithoutSecrets

  private state = () => this.room.storage.get<RoomState>('state')
  private autos = async () => (await this.room.storage.get<AutoBids>('autos')) ?? {}
  private sync = async () => (await this.room.storage.get<SyncPlan>('sync')) ?? { at: null, attempts: 0 }

  /**
   * A room can come back without its pending alarm: `partykit dev` (miniflare 3) keeps storage across a
   * restart but not alarms (party/README.md). Whenever the room starts, it arms itself again from storage.
   */
  async onStart(): Promise<void> {
    const state = await this.state()
    if (state) await this.arm(state, await this.sync())
  }

  /** The receipts' signing key, imported once (party/lib/receipts.ts); null: this room accepts no bid. */
  private signerOnce?: Promise<Signer | null>
  private signer = () => (this.signerOnce ??= signerFrom(this.room.env, internalSecret(this.room.env)))

  /** Commands inside onRequest now, counted on arrival (before any await), so the count is exact. */
  private inFlight = 0

  async onRequest(req: Party.Request): Promise<Response> {
    const position = ++this.inFlight // this command's place in the room's queue when it arrived
    const started = Date.now()
    const seen: { kind?: string } = {}
    let status = 500
    try {
      const res = await this.handle(req, position, seen)
      status = res.status
      return res
    } finally {
      this.inFlight--
      // One line per command (docs/operations.md "Logs"), with the request id the worker sent along.
      console.log(
        JSON.stringify({
          level: status >= 500 && status !== 503 ? 'error' : 'info',
          msg: 'room command',
          request_id: req.headers.get('x-request-id'),
          room: new URL(req.url).pathname.split('/').filter(Boolean).pop() ?? null,
          kind: seen.kind ?? null,
          status,
          ms: Date.now() - started,
          queue: position,
        }),
      )
    }
  }

  private async handle(req: Party.Request, position: number, seen: { kind?: string }): Promise<Response> {
    // NOTE: not `this.room.id`: PartyKit refuses it for as long as an onAlarm runs, including while the
    // alarm awaits its D1 sync, so every command arriving then failed with a 500 (npm run bench:bids).
    const roomId = decodeURIComponent(new URL(req.url).pathname.split('/').filter(Boolean).pop() ?? '')
    const secret = internalSecret(this.room.env)
    if (!(await verifyInternal(secret, 'party', roomId, req.headers.get('authorization'))))
      return json(401, { message: tr.auth.unauthenticated })
    if (req.method !== 'POST') return json(405, { message: tr.common.invalidRequest })
    const parsed = RoomCommand.safeParse(await req.json().catch(() => null))
    if (!parsed.success) return json(422, fromZod(parsed.error).body)
    const cmd = parsed.data
    seen.kind = cmd.kind
    if (position > ROOM_QUEUE_MAX && SHEDDABLE.has(cmd.kind))
      return Response.json({ message: tr.bid.busy, code: 'busy' }, { status: 503, headers: { 'Retry-After': String(SHED_RETRY_AFTER_S) } })
    const now = Date.now()

    // ---- from here to put(): only this room's storage is awaited ----
    if (cmd.kind === 'configure') {
      if (String(cmd.auction.id) !== roomId) return json(422, { message: tr.common.invalidRequest })
      const before = await this.state()
      const state = before ? reconfigure(before, cmd.auction) : fromSnapshot(cmd.auction)
      const entries: Record<string, unknown> = { state }
      if (!before) for (const b of cmd.auction.recent_bids) entries[bidKey(b.seq)] = b
      await this.room.storage.put(entries)
      await this.arm(state, await this.sync())
      return json(200, { state: toStateView(state, now) })
    }

    const state = await this.state()
    if (!state) return json(404, { message: tr.bid.unavailable, code: 'unconfigured' })
    const autos = await this.autos()
    // A command retried after a lost connection answers the first result; nothing happens twice.
    const reqKey = 'request_id' in cmd && cmd.request_id ? requestKey(cmd.kind, cmd.user_id, cmd.request_id) : null
    if (reqKey) {
      const seen = await this.room.storage.get<unknown>(reqKey)
      if (seen) return json(200, seen)
    }

    if ((cmd.kind === 'bid' || cmd.kind === 'autobid') && !(await this.signer())) return json(503, { message: tr.receipts.signingUnavailable })
    switch (cmd.kind) {
      case 'state':
        return json(200, { state: toStateView(state, now) })
      case 'repair': {
        // D1 is proven again from seq 1: the alarm pushes the whole ledger, a chunk at a time, and the
        // worker writes only what D1 lacks (idempotent on (auction_id, seq)).
        const repaired = { ...state, d1_seq: 0, d1_version: 0 }
        await this.room.storage.put('state', repaired)
        await this.arm(repaired, { at: now, attempts: 0, quiet_through: state.last_seq })
        return json(200, { state: toStateView(repaired, now) })
      }
      case 'autobid-get': {
        const mine = autos[String(cmd.user_id)]
        return json(200, { auto_bid: mine ? { max_amount: toLira(mine.max_kurus) } : null, state: toStateView(state, now) })
      }
      case 'bid': {
        const outcome = decideBid(state, autos, cmd, now)
        if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
        return json(200, await this.commit(outcome, now, reqKey, {}, cmd.request_id))
      }
      case 'autobid': {
        const outcome = decideAutoBid(state, autos, cmd, now)
        if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
        return json(200, await this.commit(outcome, now, reqKey, { auto_bid: { max_amount: toLira(cmd.max_kurus) } }))
      }
      case 'autobid-remove': {
        const outcome = decideAutoBidRemove(state, autos, cmd.user_id, now)
        if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
        return json(200, await this.commit(outcome, now, reqKey, { auto_bid: null }))
      }
      case 'buynow':
      case 'buynow-release':
      case 'buynow-complete': {
        const outcome =
          cmd.kind === 'buynow'
            ? decideBuyNow(state, cmd, now)
            : cmd.kind === 'buynow-release'
              ? decideBuyNowRelease(state, cmd.user_id)
              : decideBuyNowComplete(state, cmd.user_id, now)
        if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
        const closedNow = state.closed_at === null && outcome.state.closed_at !== null
        const receipt = await this.commit(outcome, now, reqKey)
        if (closedNow) {
          this.newBids.flush()
          this.broadcast(this.closedEvent(outcome.state, now))
        }
        return json(200, receipt)
      }
    }
  }

  /**
   * Persists a decision in one put, tells everyone (and `told`, a socket's bidder), arms the alarm, returns
   * the receipt. A member's bid (the first of a `bid` decision; automatic answers follow it) carries the
   * page's `clientBidId`.
   */
  private async commit(
    o: Accepted,
    now: number,
    reqKey: string | null,
    extra: Record<string, unknown> = {},
    clientBidId?: string,
    told?: (receipt: BidReceipt) => void,
  ) {
    // Every accepted bid is signed before it is stored; workerd's WebCrypto answers at once, so this await
    // opens no gap for another command (docs/decisions/0013-signed-bid-receipts.md).
    const first = o.bids[0]
    const before = first ? await this.room.storage.get<LedgerBid>(bidKey(first.seq - 1)) : undefined
    o = { ...o, bids: await signDecisionBids((await this.signer())!, o.state.auction_id, before, o.bids) }
    const receipt = { state: toStateView(o.state, now), bids: o.bids, extended: o.extended, ...(o.notice ? { notice: o.notice } : {}), ...extra }
    const entries: Record<string, unknown> = { state: o.state }
    if (o.autos) entries.autos = o.autos
    for (const b of o.bids) entries[bidKey(b.seq)] = b
    if (reqKey) entries[reqKey] = receipt
    await this.room.storage.put(entries)
    // ---- persisted: now the world may know, before the alarm is armed (three more storage calls that
    // the watchers need not wait for; a room that dies in between is armed again by onStart) ----
    this.newBids.add(
      o.bids.map((b, i) => toBidView(b, i === 0 && !b.is_auto ? clientBidId : undefined)),
      { auction_id: o.state.auction_id, bidCount: o.state.bid_count, end_time: o.state.end_time, extended: o.extended },
    )
    told?.(receipt)
    const plan = await this.sync()
    const due = needsSync(o.state) ? Math.min(plan.at ?? Infinity, now + SYNC_DELAY_MS) : plan.at
    // A sync already due then (the next bids of a burst): its alarm stands. A decision only ever moves the
    // close later, and an alarm that fires before the close arms itself again, so the three storage calls
    // of arm() are spent only when the plan changes.
    if (due === null || due !== plan.at) await this.arm(o.state, { ...plan, at: due })
    return receipt
  }

  private async arm(state: RoomState, plan: SyncPlan) {
    await this.room.storage.put('sync', plan)
    const at = nextAlarm(state, plan.at)
    if (at === null) await this.room.storage.deleteAlarm()
    else if ((await this.room.storage.getAlarm()) !== at) await this.room.storage.setAlarm(Math.max(at, Date.now() + 10))
  }

  private broadcast(event: AuctionEvent) {
    this.room.broadcast(JSON.stringify(event))
  }

  private closedEvent(s: RoomState, now: number): Extract<AuctionEvent, { event: 'AuctionClosed' }> {
    return {
      event: 'AuctionClosed',
      data: {
        auction_id: s.auction_id,
        message: s.sold_via === 'unsold' ? tr.room.closedUnsold : tr.room.closed,
        final_price: toLira(s.sold_via === 'buynow' ? s.buynow_kurus : s.current_kurus),
        bidCount: s.bid_count,
        sold_via: s.sold_via ?? 'unsold',
        server_time: now,
      },
    }
  }

  /** Starts and closes on time (also with nobody connected, also after a restart) and syncs D1. */
  async onAlarm(): Promise<void> {
    let state = await this.state()
    if (!state) return
    const now = Date.now()
    const started = decideStart(state, now)
    if (started) state = started
    const closed = decideClose(state, now) // closing checks closed_at first: it happens once
    if (closed) state = closed
    if (started || closed) await this.room.storage.put('state', state)
    if (started) this.broadcast({ event: 'AuctionStarted', data: { auction_id: state.auction_id, message: tr.room.started, server_time: now } })
    if (closed) {
      this.newBids.flush()
      this.broadcast(this.closedEvent(state, now))
    }

    let plan = await this.sync()
    if (needsSync(state)) {
      const sent = state
      const bids = [
        ...(await this.room.storage.list<LedgerBid>({ prefix: 'bid:', start: bidKey(sent.d1_seq + 1), limit: SYNC_CHUNK })).values(),
      ]
      const lastSent = bids.at(-1)?.seq ?? sent.d1_seq
      const quiet = plan.quiet_through && plan.quiet_through > sent.d1_seq ? plan.quiet_through : undefined
      try {
        // The answer is the highest seq of the contiguous run of bids D1 holds (rows, not a header).
        const watching = this.watching(now)
        const answer = await pushSync(this.room.env, {
          state: toStateView(sent, now),
          bids,
          ...(quiet ? { quiet_through: quiet } : {}),
          ...(watching.length ? { watching } : {}),
        })
        const held = answer.d1_seq
        // Other commands may have run during the fetch: read again and move only the D1 marks. The mark
        // never passes the last bid this sync sent (D1 may hold later ones whose consequences are not
        // written yet) and follows D1 down if D1 holds less than the room thought. A repair that ran
        // meanwhile (d1_seq went back) wins.
        const latest = (await this.state()) ?? sent
        const repaired = latest.d1_seq < sent.d1_seq
        const mark = repaired ? latest.d1_seq : Math.min(held, lastSent)
        const progress = mark > sent.d1_seq || bids.length === 0
        state = { ...latest, d1_seq: mark, d1_version: repaired ? latest.d1_version : Math.max(latest.d1_version, sent.version) }
        await this.room.storage.put('state', state)
        this.tell(sent.auction_id, answer.notices)
        if (repaired) plan = { ...(await this.sync()), at: Date.now() + 10, attempts: 0 } // the repair's plan stands
        else {
          // More to push: at once (D1 is catching up, a chunk at a time); no progress: back off.
          const attempts = progress ? 0 : plan.attempts + 1
          const wait = !progress ? syncBackoffMs(attempts) : bids.length === SYNC_CHUNK ? 10 : SYNC_DELAY_MS
          const at = needsSync(state) ? Date.now() + wait : null
          plan = { at, attempts, ...(quiet && quiet > mark ? { quiet_through: quiet } : {}) }
        }
      } catch (error) {
        console.error(JSON.stringify({ level: 'warn', room: sent.auction_id, msg: 'sync failed', error: String(error) }))
        state = (await this.state()) ?? sent
        plan = { ...plan, at: Date.now() + syncBackoffMs(plan.attempts + 1), attempts: plan.attempts + 1 }
      }
    } else if (!needsSync(state)) plan = { at: null, attempts: 0 }
    await this.arm(state, plan)
  }

  async onConnect(connection: Party.Connection): Promise<void> {
    const state = await this.state()
    if (!state) return
    this.newBids.flush() // bids queued before this Sync reach the others first, never this socket twice
    const now = Date.now()
    const last = [...(await this.room.storage.list<LedgerBid>({ prefix: 'bid:', reverse: true, limit: 10 })).values()]
    const sync: AuctionEvent = {
      event: 'Sync',
      data: {
        auction_id: state.auction_id,
        current_price: toLira(state.current_kurus),
        bidCount: state.bid_count,
        last_seq: state.last_seq,
        end_time: state.end_time,
        start_time: state.start_time,
        closed: state.closed_at !== null,
        last_bids: last.map((b) => toBidView(b)),
        server_time: now,
      },
    }
    connection.send(JSON.stringify(sync))
  }

  /**
   * A browser may send the heartbeat, the catch-up (party/README.md "A shaky connection") and a member's
   * ticketed bid ("Bids on the socket"), each answered to the sender alone; anything else is ignored.
   */
  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Bidder>): Promise<void> {
    const msg = parseClientMessage(raw)
    if (!msg) return
    const state = await this.state()
    // `this.room.id` is refused while an alarm runs (onRequest); a room without state has no alarm.
    const auctionId = state ? state.auction_id : Number(this.room.id)
    if (!Number.isInteger(auctionId)) return
    if (msg.event === 'Bid') {
      await this.socketBid(msg.data, auctionId, sender)
      return
    }
    if (msg.event === 'Ping') {
      sender.send(JSON.stringify({ event: 'Pong', data: { auction_id: auctionId, server_time: Date.now() } } satisfies AuctionEvent))
      return
    }
    // A room that holds nothing yet (no bid, never armed) has missed nothing: the page's data stands.
    const nothing: AuctionEvent = {
      event: 'Replay',
      data: { auction_id: auctionId, since: msg.data.last_seq, complete: true, bids: [], last_seq: msg.data.last_seq, current_price: null, bidCount: null, end_time: null, closed: null, server_time: Date.now() },
    }
    sender.send(JSON.stringify(state ? await this.replay(state, msg.data.last_seq) : nothing))
  }

  /**
   * Tickets this room has verified, until they expire: a member's page sends one ticket with each of its
   * bids for up to BID_TICKET_LIFETIME_S, and the signature is checked once, not on every bid. Bounded: the
   * whole map is dropped past TICKET_CACHE_MAX entries (they are verified again on their next use).
   */
  private readonly tickets = new Map<string, BidTicket>()

  private async ticketHolder(auctionId: number, ticket: string): Promise<BidTicket | null> {
    const known = this.tickets.get(ticket)
    if (known && known.expires_at > Date.now()) return known
    const member = await verifyBidTicket(internalSecret(this.room.env), auctionId, ticket)
    if (!member) return null
    if (this.tickets.size >= TICKET_CACHE_MAX) this.tickets.clear()
    this.tickets.set(ticket, member)
    return member
  }

  /**
   * A member's bid on the socket (party/README.md "Bids on the socket"): the same decision as the worker's
   * `bid` command, for the member the worker's ticket names, without the worker's hop. The same idempotency
   * key as POST /api/addBid, so the page's fallback to POST with the same client bid id answers the first
   * result. D1 learns of the bid from the sync (SYNC_DELAY_MS), as of any bid the worker could not write.
   */
  private async socketBid(data: Extract<AuctionClientMessage, { event: 'Bid' }>['data'], auctionId: number, sender: Party.Connection<Bidder>) {
    const position = ++this.inFlight // counted on arrival, with the worker's commands (ROOM_QUEUE_MAX)
    const started = Date.now()
    type Result = Extract<AuctionEvent, { event: 'BidResult' }>['data']
    let replayed = false // a repeated client bid id answers its first result: not a new decision to count
    const result = (status: number, bid: Result['answer'], error: Result['error'], reason = status === 200 ? '' : bidRefusalReason(status, error ?? {})) => {
      if (!replayed) this.metrics.bid(auctionId, status === 200 ? 'accepted' : 'refused', reason, Date.now() - started)
      // The socket's command line, as onRequest writes one per worker command (docs/operations.md "Logs"):
      // no worker request caused it, so the page's client bid id is its request id.
      console.log(
        JSON.stringify({ level: 'info', msg: 'room command', request_id: data.client_bid_id, room: String(auctionId), kind: 'socket-bid', status, ms: Date.now() - started, queue: position }),
      )
      sender.send(
        JSON.stringify({
          event: 'BidResult',
          data: { auction_id: auctionId, client_bid_id: data.client_bid_id, status, answer: bid, error, server_time: Date.now() },
        } satisfies AuctionEvent),
      )
    }
    try {
      const member = await this.ticketHolder(auctionId, data.ticket)
      if (!member) return result(401, null, { message: tr.auth.unauthenticated })
      const known = sender.state
      if (known?.user_id !== member.user_id || known.until < member.expires_at) sender.setState({ user_id: member.user_id, until: member.expires_at })
      const form = AddBidForm.safeParse({ auction_id: auctionId, bid_amount: data.bid_amount, total_amount: data.total_amount, client_bid_id: data.client_bid_id })
      if (!form.success || !form.data.client_bid_id) return result(422, null, form.success ? { message: tr.common.invalidRequest } : fromZod(form.error).body, 'invalid_form')
      if (position > ROOM_QUEUE_MAX) return result(503, null, { message: tr.bid.busy })
      if (!(await this.signer())) return result(503, null, { message: tr.receipts.signingUnavailable })
      const clientBidId = form.data.client_bid_id
      const now = Date.now()
      // ---- from here to put(): only this room's storage is awaited (as in handle()) ----
      const reqKey = requestKey('bid', member.user_id, clientBidId)
      // One storage call for the three reads of a decision (the worker's path reads them one by one).
      const got = await this.room.storage.get<unknown>(['state', 'autos', reqKey])
      const state = got.get('state') as RoomState | undefined
      if (!state) return result(404, null, { message: tr.bid.unavailable }) // the worker configures it (POST)
      const seen = got.get(reqKey) as BidReceipt | undefined
      replayed = seen !== undefined
      if (seen) return result(200, bidAnswer(seen, member.user_id, clientBidId), null)
      const cmd = {
        kind: 'bid' as const,
        user_id: member.user_id,
        user_title: member.user_title,
        bid_amount_kurus: form.data.bid_amount * 100,
        total_amount_kurus: Math.round(form.data.total_amount * 100),
        request_id: clientBidId,
      }
      const outcome = decideBid(state, (got.get('autos') as AutoBids | undefined) ?? {}, cmd, now)
      if (outcome.kind === 'refused') return result(outcome.status, null, outcome.body as { message: string })
      // The bidder hears as the watchers do, right after the put; the alarm is armed after (commit's `told`).
      await this.commit(outcome, now, reqKey, {}, clientBidId, (receipt) => result(200, bidAnswer(receipt, member.user_id, clientBidId), null))
    } finally {
      this.inFlight--
    }
  }

  /**
   * The members whose pages are bidding on this room's socket now (a ticket of theirs still valid): the sync
   * names them, and the worker hands their outbid notices back instead of pushing them into their user
   * rooms (one HTTP call and one Durable Object wake-up fewer per notice; party/README.md "Outbid notices
   * on the bidding page"). Everyone else — a member who bid by POST, or whose page went quiet — is told
   * through their user room as before.
   */
  private watching(now: number): number[] {
    const members = new Set<number>()
    for (const connection of this.room.getConnections<Bidder>()) {
      const bidder = connection.state
      if (bidder && bidder.until > now) members.add(bidder.user_id)
      if (members.size >= WATCHING_MAX) break
    }
    return [...members]
  }

  /** Tells each member's sockets on this room the notices the sync handed back for them (bell +1 on that page). */
  private tell(auctionId: number, notices: MemberNotice[]) {
    if (!notices.length) return
    const byMember = new Map<number, string[]>()
    for (const notice of notices) {
      const event: AuctionEvent = { event: 'MemberNotice', data: { auction_id: auctionId, notice, server_time: Date.now() } }
      byMember.set(notice.user_id, [...(byMember.get(notice.user_id) ?? []), JSON.stringify(event)])
    }
    for (const connection of this.room.getConnections<Bidder>()) {
      const mine = connection.state ? byMember.get(connection.state.user_id) : undefined
      try {
        for (const message of mine ?? []) connection.send(message)
      } catch {
        // A socket closing right now: its page refetches its counts when it connects again.
      }
    }
  }

  /**
   * What a page missed since `since`, from the ledger, in order: the bids, the end as it stands (a
   * soft-close extension), the close. Bids still waiting in the coalescer go first to everyone, so the
   * replay never runs ahead of a NewBid that the page would then apply out of order.
   */
  private async replay(state: RoomState, since: number): Promise<AuctionEvent> {
    this.newBids.flush()
    const now = Date.now()
    const gap = Math.max(0, state.last_seq - since)
    let bids: LedgerBid[] = []
    let complete = gap <= REPLAY_LIMIT
    if (complete && gap > 0) {
      bids = [...(await this.room.storage.list<LedgerBid>({ prefix: 'bid:', start: bidKey(since + 1), limit: gap })).values()]
      // The ledger of a room configured from D1 starts at D1's recent bids: an older gap cannot be replayed.
      complete = bids[0]?.seq === since + 1 && bids.length === gap
      if (!complete) bids = []
    }
    return {
      event: 'Replay',
      data: {
        auction_id: state.auction_id,
        since,
        complete,
        bids: bids.map((b) => toBidView(b)),
        last_seq: state.last_seq,
        current_price: toLira(state.current_kurus),
        bidCount: state.bid_count,
        end_time: state.end_time,
        closed: state.closed_at !== null ? this.closedEvent(state, state.closed_at).data : null,
        server_time: now,
      },
    }
  }
}
