// The worker's commands (signed HTTP, party/README.md "The bid path"): verify → parse → shed → load → decide
// (party/lib/ledger.ts, pure) → persist and tell (commit.ts) → answer. Between reading the state and
// writing it, nothing is awaited but this room's own storage, whose input gates keep two commands from
// interleaving.
import type * as Party from 'partykit/server'
import { fromZod } from '#common/errors.ts'
import { internalSecret, verifyInternal } from '#common/internal-token.ts'
import { tr } from '#common/messages.ts'
import { RoomCommand } from '#common/schemas/room.ts'
import {
  decideBid,
  decideBuyNow,
  decideBuyNowComplete,
  decideBuyNowRelease,
  decideReserveLower,
  decideOfferAccept,
  fromSnapshot,
  isReserveMet,
  reconfigure,
  toStateView,
  type Outcome,
  type RoomState,
} from '../lib/ledger.ts'
import { autoBidCommand, type AutoBidCommand } from './auto-bids.ts'
import { announceClose } from './close.ts'
import { commit } from './commit.ts'
import { withdrawCommand } from './withdraw.ts'
import { bidKey, json, requestKey, ROOM_QUEUE_MAX, type RoomCore } from './core.ts'

const SHED_RETRY_AFTER_S = 1
const SHEDDABLE = new Set<RoomCommand['kind']>(['bid', 'autobid'])

/** One command from the worker, logged on one line (docs/operations.md "Logs") with the request id it carried. */
export async function serveCommand(core: RoomCore, req: Party.Request): Promise<Response> {
  const position = ++core.inFlight // this command's place in the room's queue when it arrived
  const started = Date.now()
  const seen: { kind?: string } = {}
  let status = 500
  try {
    const res = await handle(core, req, position, seen)
    status = res.status
    return res
  } finally {
    core.inFlight--
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

async function handle(core: RoomCore, req: Party.Request, position: number, seen: { kind?: string }): Promise<Response> {
  // NOTE: not `room.id`: PartyKit refuses it for as long as an onAlarm runs, including while the
  // alarm awaits its D1 sync, so every command arriving then failed with a 500 (npm run bench:bids).
  const roomId = decodeURIComponent(new URL(req.url).pathname.split('/').filter(Boolean).pop() ?? '')
  const secret = internalSecret(core.room.env)
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
  if (cmd.kind === 'configure') return configure(core, cmd.auction, roomId, now)
  return decide(core, cmd, now)
}

/** The worker's snapshot of the auction from D1: a fresh room, or a listing an editor changed. */
async function configure(core: RoomCore, auction: Extract<RoomCommand, { kind: 'configure' }>['auction'], roomId: string, now: number) {
  if (String(auction.id) !== roomId) return json(422, { message: tr.common.invalidRequest })
  const before = await core.state()
  const state = before ? reconfigure(before, auction) : fromSnapshot(auction)
  const entries: Record<string, unknown> = { state }
  if (!before) for (const b of auction.recent_bids) entries[bidKey(b.seq)] = b
  await core.room.storage.put(entries)
  await core.arm(state, await core.sync())
  return json(200, { state: toStateView(state, now) })
}

/** Every command but configure: on a configured room, once per request id (a retry answers the first result). */
async function decide(core: RoomCore, cmd: Exclude<RoomCommand, { kind: 'configure' }>, now: number): Promise<Response> {
  const state = await core.state()
  if (!state) return json(404, { message: tr.bid.unavailable, code: 'unconfigured' })
  const autos = await core.autos()
  // A command retried after a lost connection answers the first result; nothing happens twice.
  const reqKey = 'request_id' in cmd && cmd.request_id ? requestKey(cmd.kind, cmd.user_id, cmd.request_id) : null
  if (reqKey) {
    const seen = await core.room.storage.get<unknown>(reqKey)
    if (seen) return json(200, seen)
  }

  if ((cmd.kind === 'bid' || cmd.kind === 'autobid' || cmd.kind === 'reserve-lower') && !(await core.signer())) return json(503, { message: tr.receipts.signingUnavailable })
  switch (cmd.kind) {
    case 'state':
      return json(200, { state: toStateView(state, now) })
    case 'repair': {
      // D1 is proven again from seq 1: the alarm pushes the whole ledger, a chunk at a time, and the
      // worker writes only what D1 lacks (idempotent on (auction_id, seq)).
      const repaired = { ...state, d1_seq: 0, d1_version: 0 }
      await core.room.storage.put('state', repaired)
      await core.arm(repaired, { at: now, attempts: 0, quiet_through: state.last_seq })
      return json(200, { state: toStateView(repaired, now) })
    }
    case 'autobid-get':
    case 'autobid':
    case 'autobid-remove':
      return autoBidCommand(core, { state, autos, now, reqKey }, cmd satisfies AutoBidCommand)
    case 'bid': {
      const outcome = decideBid(state, autos, cmd, now)
      if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
      return json(200, await commit(core, outcome, now, reqKey, {}, cmd.request_id))
    }
    case 'buynow':
    case 'buynow-release':
    case 'buynow-complete':
      return buyNowCommand(core, state, cmd, now, reqKey)
    case 'offer-accept':
      // An accepted offer: a binding sale that closes the auction at once (docs/decisions/0021-offers.md).
      return closingCommand(core, state, decideOfferAccept(state, cmd, now), now, reqKey)
    case 'withdraw':
      return withdrawCommand(core, { state, autos, now, reqKey }, cmd)
    case 'reserve-lower': {
      const outcome = decideReserveLower(state, autos, cmd, now)
      if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
      const receipt = await commit(core, outcome, now, reqKey)
      // With no bid of its own the lowering reaches the pages here; a jump to the reserve rides on its NewBid.
      if (outcome.bids.length === 0)
        core.broadcast({ event: 'ReserveLowered', data: { auction_id: state.auction_id, reserve_met: isReserveMet(outcome.state), server_time: now } })
      return json(200, receipt)
    }
  }
}

/** Buy Now reserves, releases or completes; a completed payment closes the auction at once. */
function buyNowCommand(
  core: RoomCore,
  state: RoomState,
  cmd: Extract<RoomCommand, { kind: 'buynow' | 'buynow-release' | 'buynow-complete' }>,
  now: number,
  reqKey: string | null,
): Promise<Response> {
  const outcome =
    cmd.kind === 'buynow'
      ? decideBuyNow(state, cmd, now)
      : cmd.kind === 'buynow-release'
        ? decideBuyNowRelease(state, cmd.user_id)
        : decideBuyNowComplete(state, cmd.user_id, now)
  return closingCommand(core, state, outcome, now, reqKey)
}

/** A decision that may close the auction (a buy-now payment, an accepted offer): commit, then tell every page. */
async function closingCommand(core: RoomCore, state: RoomState, outcome: Outcome, now: number, reqKey: string | null): Promise<Response> {
  if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
  const closedNow = state.closed_at === null && outcome.state.closed_at !== null
  const receipt = await commit(core, outcome, now, reqKey)
  if (closedNow) announceClose(core, outcome.state, now)
  return json(200, receipt)
}
