// What a browser may send on its socket: the heartbeat, the catch-up (party/README.md "A shaky connection")
// and a member's ticketed bid ("Bids on the socket"), each answered to the sender alone.
import { bidAnswer, type BidReceipt } from '#common/bid-answer.ts'
import { bidRefusalReason } from '#common/bid-refusals.ts'
import { fromZod } from '#common/errors.ts'
import { internalSecret, verifyBidTicket, type BidTicket } from '#common/internal-token.ts'
import { tr } from '#common/messages.ts'
import { parseClientMessage, type AuctionClientMessage, type AuctionEvent } from '#common/schemas/auction-events.ts'
import { AddBidForm } from '#common/schemas/bids.ts'
import type * as Party from 'partykit/server'
import { decideBid, type AutoBids, type RoomState } from '../lib/ledger.ts'
import { commit } from './commit.ts'
import { requestKey, ROOM_QUEUE_MAX, type Bidder, type RoomCore } from './core.ts'
import { nothingMissed, replay } from './replay.ts'

/** Verified bid tickets a room keeps (one per bidding member's page; see ticketHolder). */
const TICKET_CACHE_MAX = 5_000

type BidMessage = Extract<AuctionClientMessage, { event: 'Bid' }>['data']
type Result = Extract<AuctionEvent, { event: 'BidResult' }>['data']

/** Anything but a heartbeat, a catch-up or a bid is ignored. */
export async function clientMessage(
  core: RoomCore,
  raw: string | ArrayBuffer | ArrayBufferView,
  sender: Party.Connection<Bidder>,
): Promise<void> {
  const msg = parseClientMessage(raw)
  if (!msg) return
  const state = await core.state()
  // `room.id` is refused while an alarm runs (onRequest); a room without state has no alarm.
  const auctionId = state ? state.auction_id : Number(core.room.id)
  if (!Number.isInteger(auctionId)) return
  if (msg.event === 'Bid') {
    await socketBid(core, msg.data, auctionId, sender)
    return
  }
  if (msg.event === 'Ping') {
    sender.send(JSON.stringify({ event: 'Pong', data: { auction_id: auctionId, server_time: Date.now() } } satisfies AuctionEvent))
    return
  }
  sender.send(JSON.stringify(state ? await replay(core, state, msg.data.last_seq) : nothingMissed(auctionId, msg.data.last_seq)))
}

/**
 * The member a ticket names, verified once while it lasts. Bounded: the whole cache is dropped past
 * TICKET_CACHE_MAX entries (they are verified again on their next use).
 */
async function ticketHolder(core: RoomCore, auctionId: number, ticket: string): Promise<BidTicket | null> {
  const known = core.tickets.get(ticket)
  if (known && known.expires_at > Date.now()) return known
  const member = await verifyBidTicket(internalSecret(core.room.env), auctionId, ticket)
  if (!member) return null
  if (core.tickets.size >= TICKET_CACHE_MAX) core.tickets.clear()
  core.tickets.set(ticket, member)
  return member
}

/**
 * A member's bid on the socket (party/README.md "Bids on the socket"): the same decision as the worker's
 * `bid` command, for the member the worker's ticket names, without the worker's hop. The same idempotency
 * key as POST /api/addBid, so the page's fallback to POST with the same client bid id answers the first
 * result. D1 learns of the bid from the sync (SYNC_DELAY_MS), as of any bid the worker could not write.
 */
async function socketBid(core: RoomCore, data: BidMessage, auctionId: number, sender: Party.Connection<Bidder>) {
  const position = ++core.inFlight // counted on arrival, with the worker's commands (ROOM_QUEUE_MAX)
  const started = Date.now()
  let replayed = false // a repeated client bid id answers its first result: not a new decision to count
  const result = (
    status: number,
    bid: Result['answer'],
    error: Result['error'],
    reason = status === 200 ? '' : bidRefusalReason(status, error ?? {}),
  ) => {
    if (!replayed) core.metrics.bid(auctionId, status === 200 ? 'accepted' : 'refused', reason, Date.now() - started)
    // The socket's command line, as onRequest writes one per worker command (docs/operations.md "Logs"):
    // no worker request caused it, so the page's client bid id is its request id.
    console.log(
      JSON.stringify({
        level: 'info',
        msg: 'room command',
        request_id: data.client_bid_id,
        room: String(auctionId),
        kind: 'socket-bid',
        status,
        ms: Date.now() - started,
        queue: position,
      }),
    )
    sender.send(
      JSON.stringify({
        event: 'BidResult',
        data: { auction_id: auctionId, client_bid_id: data.client_bid_id, status, answer: bid, error, server_time: Date.now() },
      } satisfies AuctionEvent),
    )
  }
  try {
    const member = await ticketHolder(core, auctionId, data.ticket)
    if (!member) return result(401, null, { message: tr.auth.unauthenticated })
    const known = sender.state
    if (known?.user_id !== member.user_id || known.until < member.expires_at)
      sender.setState({ user_id: member.user_id, until: member.expires_at })
    const form = AddBidForm.safeParse({
      auction_id: auctionId,
      bid_amount: data.bid_amount,
      total_amount: data.total_amount,
      client_bid_id: data.client_bid_id,
    })
    if (!form.success || !form.data.client_bid_id)
      return result(422, null, form.success ? { message: tr.common.invalidRequest } : fromZod(form.error).body, 'invalid_form')
    if (position > ROOM_QUEUE_MAX) return result(503, null, { message: tr.bid.busy })
    if (!(await core.signer())) return result(503, null, { message: tr.receipts.signingUnavailable })
    const bid = {
      user_id: member.user_id,
      user_title: member.user_title,
      clientBidId: form.data.client_bid_id,
      bid_amount: form.data.bid_amount,
      total_amount: form.data.total_amount,
    }
    await placeBid(core, bid, result, () => (replayed = true))
  } finally {
    core.inFlight--
  }
}

type SocketBid = { user_id: number; user_title: string; clientBidId: string; bid_amount: number; total_amount: number }

/** The decision itself, from here to put(): only this room's storage is awaited (as in commands.ts). */
async function placeBid(
  core: RoomCore,
  bid: SocketBid,
  result: (status: number, bid: Result['answer'], error: Result['error']) => void,
  markReplayed: () => void,
) {
  const { clientBidId } = bid
  const now = Date.now()
  const reqKey = requestKey('bid', bid.user_id, clientBidId)
  // One storage call for the three reads of a decision (the worker's path reads them one by one).
  const got = await core.room.storage.get<unknown>(['state', 'autos', reqKey])
  const state = got.get('state') as RoomState | undefined
  if (!state) return result(404, null, { message: tr.bid.unavailable }) // the worker configures it (POST)
  const seen = got.get(reqKey) as BidReceipt | undefined
  if (seen) {
    markReplayed()
    return result(200, bidAnswer(seen, bid.user_id, clientBidId), null)
  }
  const cmd = {
    kind: 'bid' as const,
    user_id: bid.user_id,
    user_title: bid.user_title,
    bid_amount_kurus: bid.bid_amount * 100,
    total_amount_kurus: Math.round(bid.total_amount * 100),
    request_id: clientBidId,
  }
  const outcome = decideBid(state, (got.get('autos') as AutoBids | undefined) ?? {}, cmd, now)
  if (outcome.kind === 'refused') return result(outcome.status, null, outcome.body as { message: string })
  // The bidder hears as the watchers do, right after the put; the alarm is armed after (commit's `told`).
  await commit(core, outcome, now, reqKey, {}, clientBidId, (receipt) => result(200, bidAnswer(receipt, bid.user_id, clientBidId), null))
}
