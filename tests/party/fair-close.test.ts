// The fair close in the room (docs/bidding.md "A fair close"): a restart or an alarm more than 5 s late in an
// auction's last two minutes moves the end by the soft-close window, tells every page and D1; an alarm 4 s
// late, a restart long before the end or a wake-up from hibernation changes nothing. Faults are injected
// into the room's own storage: the time it planned to wake, its alarm, and PartyKit's onStart.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { SOFT_CLOSE_MAX_EXTENSION_MS, SOFT_CLOSE_WINDOW_MS, softCloseEnd } from '../../common/auction-rules.ts'
import { AuctionDetailAnswer } from '../../common/schemas/answers-storefront.ts'
import type { AuctionEvent } from '../../common/schemas/auction-events.ts'
import { toWireTime } from '../../common/time.ts'
import { createDb } from '../../worker/db/client.ts'
import { armRoom } from '../../worker/domain/auctions/rooms.ts'
import type { Env } from '../../worker/env.ts'
import { get } from '../support/http.ts'
import type { AuctionRoomObject } from '../support/party-harness.ts'
import { postBid } from '../support/preinfo.ts'
import { d1Auction, listen, member, roomState, roomStub, runAlarm, syncUntilLevel } from '../support/room.ts'
import { auction } from '../support/seed.ts'

const MINUTE = 60_000
type NewBid = Extract<AuctionEvent, { event: 'NewBid' }>['data']

/** An auction whose room holds one bid and is level with D1, ending `endsIn` ms from now. */
async function armedAuction(endsIn: number) {
  const a = await auction({ end_time: Date.now() + endsIn })
  const alice = await member()
  const res = await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)
  expect(res.status).toBe(200)
  await syncUntilLevel(a.id)
  return a
}

/** The room was away: it had planned to wake `lateBy` ms ago and that alarm is pending (fired late) or lost (a restart). */
function plannedAgo(auctionId: number, lateBy: number, alarm: 'pending' | 'lost') {
  return runInDurableObject(roomStub(auctionId), async (_obj: unknown, state: DurableObjectState) => {
    const planned = Date.now() - lateBy
    await state.storage.put('wake', planned)
    if (alarm === 'pending') await state.storage.setAlarm(planned)
    else await state.storage.deleteAlarm()
  })
}

/** PartyKit starts the room again on the storage it left (a restart, or a wake-up from hibernation). */
const restart = (auctionId: number) => runInDurableObject(roomStub(auctionId), (obj: AuctionRoomObject) => obj.server.onStart())

describe('the fair close', () => {
  it('extends the end when the alarm fires 6 s late in the last two minutes: broadcast, recorded, in D1', async () => {
    const a = await armedAuction(90_000)
    const before = await roomState(a.id)
    const page = await listen(a.id)
    await plannedAgo(a.id, 6_000, 'pending')
    await runAlarm(a.id)

    const after = await roomState(a.id)
    expect(after.end_time).toBe(before.end_time + SOFT_CLOSE_WINDOW_MS)
    expect(after.closed_at).toBeNull()
    expect(after.service_extension).toMatchObject({ reason: 'late_alarm', from: before.end_time, to: after.end_time })
    expect(after.service_extension!.late_ms).toBeGreaterThanOrEqual(6_000)
    await vi.waitFor(() => expect(page.events.some((e) => e.event === 'NewBid')).toBe(true))
    const told = page.events.find((e) => e.event === 'NewBid')!.data as NewBid
    expect(told).toMatchObject({ end_time: after.end_time, extended: true, reason: 'service_interruption', bid: { seq: 1 } })

    await syncUntilLevel(a.id)
    const row = await d1Auction(a.id)
    expect(row).toMatchObject({ end_time: after.end_time, service_extension_reason: 'late_alarm', service_extended_at: after.service_extension!.at })
    // The lot page's answer carries it (the page's note: "Hizmet kesintisi nedeniyle süre uzatıldı").
    const detail = AuctionDetailAnswer.parse(await (await get(`/api/auctions/${a.slug}`)).json())
    expect(detail.data.service_extended_at).toBe(toWireTime(after.service_extension!.at))
    expect(detail.data.end_time).toBe(toWireTime(after.end_time))
    page.close()
  })

  it('extends the end when the room restarts in the last two minutes, past the extension cap if it must', async () => {
    const a = await armedAuction(60_000)
    // The end already sits at the soft close's cap: the fair close goes past it all the same.
    await runInDurableObject(roomStub(a.id), async (_obj: unknown, state: DurableObjectState) => {
      const s = (await state.storage.get<Record<string, number>>('state'))!
      await state.storage.put('state', { ...s, original_end_time: s.end_time! - SOFT_CLOSE_MAX_EXTENSION_MS })
    })
    const before = await roomState(a.id)
    await plannedAgo(a.id, 8_000, 'lost') // `partykit dev` keeps storage across a restart, not alarms
    await restart(a.id)

    const after = await roomState(a.id)
    expect(after.end_time).toBe(before.end_time + SOFT_CLOSE_WINDOW_MS)
    expect(after.end_time).toBeGreaterThan(before.original_end_time + SOFT_CLOSE_MAX_EXTENSION_MS)
    expect(after.service_extension).toMatchObject({ reason: 'restart' })
    // Armed again, and a later bid never pulls the end back under the cap.
    expect(await runInDurableObject(roomStub(a.id), (_o: unknown, state: DurableObjectState) => state.storage.getAlarm())).not.toBeNull()
    expect(softCloseEnd(after.end_time, after.original_end_time, after.end_time - 30_000)).toBe(after.end_time)
    await syncUntilLevel(a.id)
    expect(await d1Auction(a.id)).toMatchObject({ end_time: after.end_time, service_extension_reason: 'restart' })
  })

  it('a late alarm past the end extends instead of closing, told to the pages of a lot with no bid as a Replay', async () => {
    await get('/api/footer') // binds the harness (room ⇄ worker hops)
    const a = await auction({ end_time: Date.now() + 30 * MINUTE })
    // Configured with no bid, as an editor's approval arms it.
    await armRoom(createDb(env.DB), env as unknown as Env, a.id)
    const page = await listen(a.id)
    await runInDurableObject(roomStub(a.id), async (_obj: unknown, state: DurableObjectState) => {
      const s = (await state.storage.get<Record<string, number>>('state'))!
      await state.storage.put('state', { ...s, end_time: Date.now() - 20_000 })
    })
    await plannedAgo(a.id, 20_000, 'pending') // it should have closed 20 s ago
    await runAlarm(a.id)
    const after = await roomState(a.id)
    expect(after.closed_at).toBeNull()
    expect(after.end_time).toBeGreaterThanOrEqual(Date.now() + SOFT_CLOSE_WINDOW_MS - 5_000)
    await vi.waitFor(() => expect(page.events.some((e) => e.event === 'Replay')).toBe(true))
    expect(page.events.find((e) => e.event === 'Replay')!.data).toMatchObject({
      since: 0,
      complete: true,
      bids: [],
      last_seq: 0,
      end_time: after.end_time,
      closed: null,
      reason: 'service_interruption',
    })
    page.close()
  })

  it('does not extend for an alarm 4 s late, a restart long before the end, or a wake-up on time', async () => {
    const near = await armedAuction(90_000)
    const nearBefore = await roomState(near.id)
    await plannedAgo(near.id, 4_000, 'pending')
    await runAlarm(near.id)
    await restart(near.id) // a wake-up from hibernation: the planned wake-up is still ahead
    expect(await roomState(near.id)).toMatchObject({ end_time: nearBefore.end_time, closed_at: null })
    expect((await roomState(near.id)).service_extension).toBeUndefined()

    const far = await armedAuction(30 * MINUTE)
    const farBefore = await roomState(far.id)
    await plannedAgo(far.id, 60_000, 'lost') // away for a minute, half an hour before the end
    await restart(far.id)
    const farAfter = await roomState(far.id)
    expect(farAfter.end_time).toBe(farBefore.end_time)
    expect(farAfter.service_extension).toBeUndefined()
    expect(await runInDurableObject(roomStub(far.id), (_o: unknown, state: DurableObjectState) => state.storage.getAlarm())).toBe(farBefore.end_time)
    expect((await d1Auction(far.id)).service_extended_at).toBeNull()
  })
})
