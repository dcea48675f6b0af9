// In the room: the heartbeat answers its sender alone, and a page that comes back with its last
// seq gets exactly what it missed from the ledger, in order (bids, the end, the close), or is told to
// refetch when the gap is too long to replay.
import { describe, expect, it, vi } from 'vitest'
import { tr } from '../../common/messages.ts'
import { REPLAY_LIMIT, type AuctionEvent } from '../../common/schemas/auction-events.ts'
import { postBid } from '../support/preinfo.ts'
import { closedAndLevel, endNow, listen, lotAndBidders, member, roomStub, syncUntilLevel } from '../support/room.ts'
import { auction } from '../support/seed.ts'

type Replay = Extract<AuctionEvent, { event: 'Replay' }>['data']

const bidOn = (auctionId: number, who: { token: string }, amount: number, total: number) =>
  postBid('/api/addBid', { auction_id: auctionId, bid_amount: amount, total_amount: total }, who.token)

async function replayOf(socket: Awaited<ReturnType<typeof listen>>, lastSeq: number): Promise<Replay> {
  const before = socket.events.length
  socket.send({ event: 'Resume', data: { last_seq: lastSeq } })
  await vi.waitFor(() => expect(socket.events.slice(before).some((e) => e.event === 'Replay')).toBe(true))
  return (socket.events.slice(before).find((e) => e.event === 'Replay') as Extract<AuctionEvent, { event: 'Replay' }>).data
}

describe('the auction channel on a shaky connection', () => {
  it('answers Ping with Pong to the sender only, ignores anything else, and says the last seq on Sync', async () => {
    const a = await auction()
    const early = await listen(a.id) // a room without state (no bid yet) answers too: nothing was missed
    early.send({ event: 'Ping' })
    expect(await replayOf(early, 0)).toMatchObject({ complete: true, bids: [], last_seq: 0, current_price: null, closed: null })
    expect(early.events.map((e) => e.event)).toEqual(['Pong', 'Replay'])
    early.close()
    const alice = await member()
    await bidOn(a.id, alice, 10, 110) // configures the room
    const [pinger, other] = [await listen(a.id), await listen(a.id)]
    await vi.waitFor(() => expect(pinger.events[0]).toMatchObject({ event: 'Sync', data: { last_seq: 1, bidCount: 1 } }))
    pinger.send({ event: 'Hello' })
    pinger.send('not json')
    pinger.send({ event: 'Ping' })
    await vi.waitFor(() => expect(pinger.events.map((e) => e.event)).toEqual(['Sync', 'Pong']))
    expect(pinger.events[1]).toMatchObject({ data: { auction_id: a.id } })
    expect(other.events.map((e) => e.event)).toEqual(['Sync'])
    pinger.close()
    other.close()
  })

  it('replays the bids after the page\'s seq in order, then the end and the close', async () => {
    const { a, alice, bob } = await lotAndBidders()
    await bidOn(a.id, alice, 10, 110)
    const socket = await listen(a.id)
    await bidOn(a.id, bob, 10, 120)
    await bidOn(a.id, alice, 10, 130)

    const missed = await replayOf(socket, 1)
    expect(missed).toMatchObject({ since: 1, complete: true, last_seq: 3, current_price: 130, bidCount: 3, closed: null })
    expect(missed.bids.map((b) => [b.seq, b.total_amount])).toEqual([
      [2, 120],
      [3, 130],
    ])
    expect((await replayOf(socket, 3)).bids).toEqual([]) // nothing missed: nothing sent

    await endNow(a.id)
    // Closes: the page was away and missed AuctionClosed. The alarms until it is closed (the first may be
    // the bids' pending sync: it ran first once on a clean clone, and the replay had no close yet).
    await syncUntilLevel(a.id, 20_000, closedAndLevel)
    await vi.waitFor(() => expect(socket.events.some((e) => e.event === 'AuctionClosed')).toBe(true))
    const closed = await replayOf(socket, 3)
    expect(closed).toMatchObject({ complete: true, bids: [], closed: { message: tr.room.closed, final_price: 130, bidCount: 3, sold_via: 'bid' } })
    socket.close()
  })

  it('tells a page whose gap is over the limit (or older than the ledger) to refetch instead', async () => {
    const a = await auction()
    await bidOn(a.id, await member(), 10, 110)
    const socket = await listen(a.id)
    const { runInDurableObject } = await import('cloudflare:test')
    await runInDurableObject(roomStub(a.id), async (_obj: unknown, state: DurableObjectState) => {
      const s = await state.storage.get<{ last_seq: number }>('state')
      await state.storage.put('state', { ...s, last_seq: REPLAY_LIMIT + 2 }) // bids 2…502 are not in the ledger
    })
    expect(await replayOf(socket, 0)).toMatchObject({ complete: false, bids: [], last_seq: REPLAY_LIMIT + 2 })
    expect(await replayOf(socket, 2)).toMatchObject({ complete: false, bids: [] }) // within the limit, but not in the ledger
    socket.close()
  })
})
