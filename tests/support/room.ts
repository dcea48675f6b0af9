// Helpers for the room tests: members with ready tokens, the room's stub, its ledger, socket messages.
import { env } from 'cloudflare:workers'
import { runDurableObjectAlarm } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import type { AuctionEvent } from '../../common/schemas/auction-events.ts'
import { BidTicketAnswer } from '../../common/schemas/bids.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import type { RoomState } from '../../party/lib/ledger.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { getBidTicket, postBid } from './preinfo.ts'
import { withSession } from './auth.ts'
import { auction, db, unique } from './seed.ts'

type RoomNs = DurableObjectNamespace
const rooms = () => (env as unknown as { AUCTION_ROOM: RoomNs }).AUCTION_ROOM
export const roomStub = (auctionId: number) => rooms().get(rooms().idFromName(String(auctionId)))

/** A member with an open session and its bearer token (no PBKDF2: tests create many). */
export async function member(title = `uye_${unique()}`) {
  const [u] = await db
    .insert(schema.users)
    .values({ username: title, username_normalized: title, title, slug: `${title}-${unique()}`, email: `${title}.${unique()}@example.com`, password_hash: 'x' })
    .returning()
  return withSession(u!)
}

/** A fresh lot and two members to bid on it, alice and bob. */
export async function lotAndBidders() {
  const a = await auction()
  const [alice, bob] = [await member(), await member()]
  return { a, alice, bob }
}

/** The same, alice's first bid (110 ₺) having configured the lot's room, and D1 level with the room. */
export async function lotAfterFirstBid() {
  const lot = await lotAndBidders()
  const first = await postBid('/api/addBid', { auction_id: lot.a.id, bid_amount: 10, total_amount: 110 }, lot.alice.token)
  expect(first.status).toBe(200)
  await syncUntilLevel(lot.a.id)
  return lot
}

/** The room's whole ledger, read from its own storage. */
export async function ledger(auctionId: number): Promise<LedgerBid[]> {
  const res = await roomStub(auctionId).fetch(`https://party.test/parties/auction/${auctionId}`, { method: 'GET' })
  void res
  const { runInDurableObject } = await import('cloudflare:test')
  return runInDurableObject(roomStub(auctionId), async (_obj: unknown, state: DurableObjectState) => [
    ...(await state.storage.list<LedgerBid>({ prefix: 'bid:' })).values(),
  ])
}

export const d1Bids = (auctionId: number) => db.select().from(schema.bids).where(eq(schema.bids.auction_id, auctionId)).orderBy(schema.bids.seq)
export const d1Auction = async (auctionId: number) => (await db.select().from(schema.auctions).where(eq(schema.auctions.id, auctionId)))[0]!

/** Runs the room's pending alarm, if any (sync, start or close). */
export const runAlarm = (auctionId: number) => runDurableObjectAlarm(roomStub(auctionId))

/** The room's state, read from its own storage. */
export async function roomState(auctionId: number): Promise<RoomState> {
  const { runInDurableObject } = await import('cloudflare:test')
  return runInDurableObject(roomStub(auctionId), async (_obj: unknown, state: DurableObjectState) => (await state.storage.get<RoomState>('state'))!)
}

/** D1 holds every bid of the ledger and the room's last state, and the sync's consequences are written. */
export const d1Level = (s: RoomState) => s.d1_seq === s.last_seq && s.d1_version === s.version
export const closedAndLevel = (s: RoomState) => s.closed_at !== null && d1Level(s)

/**
 * Runs the room's alarms until `done` holds for its state (by default: D1 level), running a pending one at
 * once. The runtime fires the room's own alarm too (250 ms after a bid), and while that one runs there is
 * none to run: a single runAlarm then does nothing, and a test that counted on it read D1 too early (red
 * on a loaded CI machine). This waits and looks again instead. Fails after `ms`.
 */
export async function syncUntilLevel(auctionId: number, ms = 20_000, done: (s: RoomState) => boolean = d1Level) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (done(await roomState(auctionId))) return
    if (!(await runAlarm(auctionId))) await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`the room's state not as awaited within ${ms} ms`)
}

/** A socket on the auction channel that records every event it receives. */
export async function listen(auctionId: number) {
  const res = await roomStub(auctionId).fetch(`https://party.test/parties/auction/${auctionId}`, { headers: { Upgrade: 'websocket' } })
  const ws = res.webSocket!
  const events: AuctionEvent[] = []
  ws.accept()
  ws.addEventListener('message', (e) => {
    events.push(JSON.parse(String(e.data)) as AuctionEvent)
  })
  return { events, send: (message: unknown) => ws.send(JSON.stringify(message)), close: () => ws.close() }
}

type BidResult = Extract<AuctionEvent, { event: 'BidResult' }>['data']
type SocketBid = { ticket: string; bid_amount: unknown; total_amount: unknown; client_bid_id: string }

/** The member's bid ticket for the auction, from the worker (tests/support/preinfo.ts confirms the pre-information). */
export const ticketOf = async (auctionId: number, who: { token: string }) =>
  BidTicketAnswer.parse(await (await getBidTicket(auctionId, who.token)).json()).ticket

/** Sends a bid on the socket and waits for the room's answer to it (its BidResult, by client bid id). */
export async function bidOnSocket(socket: Awaited<ReturnType<typeof listen>>, data: SocketBid): Promise<BidResult> {
  socket.send({ event: 'Bid', data })
  let found: BidResult | undefined
  await vi.waitFor(() => {
    found = socket.events.flatMap((e) => (e.event === 'BidResult' && e.data.client_bid_id === data.client_bid_id ? [e.data] : []))[0]
    expect(found).toBeDefined()
  })
  return found!
}

/**
 * Time passes for the room: its end moves into the past (soft close makes waiting for a real end slow). It
 * passed without an interruption, so the room's planned wake-up is forgotten too: the alarm that closes it is
 * never taken for a late one (the fair close, party/lib/fair-close.ts).
 */
export async function endNow(auctionId: number) {
  const { runInDurableObject } = await import('cloudflare:test')
  await runInDurableObject(roomStub(auctionId), async (_obj: unknown, state: DurableObjectState) => {
    const s = await state.storage.get<{ end_time: number }>('state')
    await state.storage.put({ state: { ...s, end_time: Date.now() - 1 }, wake: null })
  })
}
