// Bids before the show (docs/bidding.md "Bids before the show"), in workerd: worker → room → D1. A live show's
// lot takes members' maxima before it opens; at the opening they bid by the online rules (the increment table,
// ties to the earlier maximum), and a lot that is not a live show's refuses them as it refuses bids.
import { runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import type { RoomState } from '../../party/lib/ledger.ts'
import { get } from '../support/http.ts'
import { liveSession, lots } from '../support/live-seed.ts'
import { postBid } from '../support/preinfo.ts'
import { d1Auction, d1Bids, ledger, listen, member, roomState, roomStub, runAlarm, syncUntilLevel } from '../support/room.ts'
import { auction } from '../support/seed.ts'

const HOUR = 3_600_000
const lira = (n: number) => `${n.toLocaleString('tr-TR')}\u00a0₺`

/** A lot of a live show that opens in an hour (the opening price in kuruş). */
async function showLot(opening = 100_00, over: Parameters<typeof auction>[0] = {}) {
  const now = Date.now()
  const a = await auction({ start_time: now + HOUR, end_time: now + 3 * HOUR, opening_price_kurus: opening, current_price_kurus: opening, ...over })
  const session = await liveSession({ live_active: 0, live_session_started_at: null })
  await lots(session.id, [a.id])
  return a
}

const setMax = (auctionId: number, who: { token: string }, max: number) => postBid('/api/addAutoBid', { auction_id: auctionId, max_amount: max }, who.token)

/** The lot's time comes: its start moves into the past and the room's start alarm runs. */
async function open(auctionId: number) {
  await runInDurableObject(roomStub(auctionId), async (_obj: unknown, state: DurableObjectState) => {
    const s = (await state.storage.get<RoomState>('state'))!
    await state.storage.put({ state: { ...s, start_time: Date.now() - 1 }, wake: null })
  })
  await runAlarm(auctionId)
  await syncUntilLevel(auctionId)
}

const entries = async (auctionId: number) => (await ledger(auctionId)).map((b) => [b.user_id, b.total_amount_kurus / 100, b.is_auto])

describe('a maximum before a live show lot opens', () => {
  it('is accepted and kept, bids nothing yet, and is read back as the member’s standing maximum', async () => {
    const a = await showLot()
    const alice = await member()
    const res = await setMax(a.id, alice, 300)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ message: tr.preShow.set(lira(300)), auto_bid: { max_amount: 300 }, is_highest: false, bidCount: 0 })
    expect(await ledger(a.id)).toEqual([])
    expect((await roomState(a.id)).bid_count).toBe(0)
    expect(await (await get(`/api/autobid/${a.id}`, alice.token)).json()).toEqual({ auto_bid: { max_amount: 300 } })
    // Raised before the opening: the new amount stands, still nothing bid.
    expect((await setMax(a.id, alice, 450)).status).toBe(200)
    expect(await (await get(`/api/autobid/${a.id}`, alice.token)).json()).toEqual({ auto_bid: { max_amount: 450 } })
    expect(await ledger(a.id)).toEqual([])
  })

  it('is refused on a lot that is not a live show’s, below the first step, and on the seller’s own lot, placing nothing', async () => {
    const now = Date.now()
    const alice = await member()
    const online = await auction({ start_time: now + HOUR, end_time: now + 3 * HOUR })
    const notShow = await setMax(online.id, alice, 300)
    expect(notShow.status).toBe(422)
    expect(await notShow.json()).toMatchObject({ message: tr.bid.notStarted, errors: { max_amount: [tr.bid.notStarted] } })
    const seller = await member()
    const lot = await showLot(100_00, { seller })
    const low = await setMax(lot.id, alice, 100) // the first bid the lot takes is 101 ₺ (100 ₺ + the 1 ₺ step)
    expect(low.status).toBe(422)
    expect(await low.json()).toMatchObject({ errors: { max_amount: [tr.autoBid.tooLow(lira(101))] } })
    const own = await setMax(lot.id, seller, 500)
    expect(own.status).toBe(422)
    expect(await own.json()).toMatchObject({ errors: { max_amount: [tr.bid.ownAuction] } })
    expect(await (await get(`/api/autobid/${lot.id}`, alice.token)).json()).toEqual({ auto_bid: null })
    expect(await (await get(`/api/autobid/${online.id}`, alice.token)).json()).toEqual({ auto_bid: null })
  })
})

describe('the lot opens', () => {
  it('two maxima: the lower is bid in full, the higher answers one step above it, and every page hears it', async () => {
    const a = await showLot()
    const [alice, bob] = [await member(), await member()]
    await setMax(a.id, alice, 300)
    await setMax(a.id, bob, 500)
    const socket = await listen(a.id)
    await open(a.id)
    expect(await entries(a.id)).toEqual([
      [alice.id, 300, true],
      [bob.id, 305, true], // the step at 300 ₺ is 5 ₺ (docs/bidding.md, the increment table)
    ])
    expect(await d1Auction(a.id)).toMatchObject({ current_price_kurus: 305_00, bid_count: 2 })
    expect((await d1Bids(a.id)).map((b) => [b.user_id, b.total_amount_kurus, b.is_auto])).toEqual([
      [alice.id, 300_00, 1],
      [bob.id, 305_00, 1],
    ])
    const events = socket.events.map((e) => e.event)
    expect(events.indexOf('AuctionStarted')).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('NewBid')).toBeGreaterThan(events.indexOf('AuctionStarted'))
    socket.close()
  })

  it('equal maxima: the one left first leads at that amount', async () => {
    const a = await showLot()
    const [alice, bob] = [await member(), await member()]
    await setMax(a.id, alice, 300)
    await new Promise((r) => setTimeout(r, 5)) // two distinct times, as two members' clicks are
    await setMax(a.id, bob, 300)
    await open(a.id)
    expect(await entries(a.id)).toEqual([
      [bob.id, 300, true],
      [alice.id, 300, true], // holds at the same amount: the earlier maximum wins the tie
    ])
    expect((await roomState(a.id)).leader_id).toBe(alice.id)
    expect(await d1Auction(a.id)).toMatchObject({ current_price_kurus: 300_00, bid_count: 2 })
    expect((await d1Bids(a.id)).at(-1)).toMatchObject({ user_id: alice.id, total_amount_kurus: 300_00 })
  })

  it('bids by the increment table: one maximum opens one step above the opening price', async () => {
    const a = await showLot(1_000_00)
    const [alice, bob] = [await member(), await member()]
    expect((await setMax(a.id, alice, 1_020)).status).toBe(422) // below 1.000 ₺ + the 25 ₺ step
    await setMax(a.id, alice, 5_000)
    await open(a.id)
    expect(await entries(a.id)).toEqual([[alice.id, 1_025, true]])
    // Open now: a later maximum follows the online rule at once (the step at 1.025 ₺ is 25 ₺).
    const later = await setMax(a.id, bob, 2_000)
    expect(await later.json()).toMatchObject({ message: tr.autoBid.set(lira(2_000)), is_highest: false })
    expect(await entries(a.id)).toEqual([
      [alice.id, 1_025, true],
      [bob.id, 2_000, true],
      [alice.id, 2_025, true],
    ])
  })

  it('a maximum removed before the opening bids nothing; a lot with no maximum opens with no bid', async () => {
    const a = await showLot()
    const [alice, bob] = [await member(), await member()]
    await setMax(a.id, alice, 300)
    await setMax(a.id, bob, 500)
    expect((await postBid('/api/removeAutoBid', { auction_id: a.id }, bob.token)).status).toBe(200)
    await open(a.id)
    expect(await entries(a.id)).toEqual([[alice.id, 101, true]])
    const empty = await showLot()
    await setMax(empty.id, alice, 300)
    await postBid('/api/removeAutoBid', { auction_id: empty.id }, alice.token)
    await open(empty.id)
    expect(await ledger(empty.id)).toEqual([])
    expect((await roomState(empty.id)).started_announced).toBe(true)
  })
})
