// Bids on the room's socket (party/README.md "Bids on the socket"): a member with the worker's ticket bids
// straight to the room, which decides as for POST /api/addBid, answers the sender alone (BidResult) and
// tells everyone (NewBid); the sync brings the bid to D1. A ticket that is forged, expired or another
// auction's places nothing; the same client bid id by POST afterwards answers the first result.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { internalSecret, signBidTicket, signInternal } from '../../common/internal-token.ts'
import { tr } from '../../common/messages.ts'
import { BidTicketAnswer } from '../../common/schemas/bids.ts'
import type { AuctionEvent } from '../../common/schemas/auction-events.ts'
import { ROOM_QUEUE_MAX } from '../../party/auction.ts'
import { eq } from 'drizzle-orm'
import * as schema from '../../worker/db/schema/index.ts'
import { faults } from '../support/faults.ts'
import { expectUnauthenticated, get, postJson, read } from '../support/http.ts'
import { postBid, getBidTicket } from '../support/preinfo.ts'
import { heard, listenTo, settle } from '../support/live-room.ts'
import type { AuctionRoomObject } from '../support/party-harness.ts'
import { bidOnSocket, d1Bids, ledger, listen, lotAfterFirstBid, lotAndBidders, member, roomStub, syncUntilLevel, ticketOf } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

afterEach(() => {
  faults.workerDown = false
})

describe('a bid on the room\'s socket', () => {
  it('is decided by the room, answered to its sender, broadcast with its client bid id, and reaches D1 with the sync', async () => {
    const { a, alice, bob } = await lotAfterFirstBid()
    const [mine, watcher] = [await listen(a.id), await listen(a.id)]

    const ticket = await ticketOf(a.id, bob)
    // The room's own sync (250 ms after the bid) is held back until D1 has been read below: on a loaded
    // machine it could run first.
    faults.workerDown = true
    const result = await bidOnSocket(mine, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-bid-0001' })
    expect(result).toMatchObject({ status: 200, error: null, answer: { message: tr.bid.accepted, is_highest: true, current_price: 120, bidCount: 2, last_seq: 2 } })
    expect(result.answer?.bid).toMatchObject({ seq: 2, total_amount: 120, client_bid_id: 'bob-bid-0001', is_auto: false })
    await vi.waitFor(() => expect(watcher.events.some((e) => e.event === 'NewBid' && e.data.bid.client_bid_id === 'bob-bid-0001')).toBe(true))
    expect(watcher.events.some((e) => e.event === 'BidResult')).toBe(false) // the answer goes to its sender alone

    // D1 learns of it from the room's sync, as of any bid the worker did not write.
    expect((await d1Bids(a.id)).map((b) => b.seq)).toEqual([1])
    faults.workerDown = false
    await syncUntilLevel(a.id)
    expect((await d1Bids(a.id)).map((b) => [b.seq, b.user_id])).toEqual([
      [1, alice.id],
      [2, bob.id],
    ])

    // The page's fallback (the same bid by POST, same client bid id) answers the first result: one bid.
    const again = await read(await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 120, client_bid_id: 'bob-bid-0001' }, bob.token))
    expect(again).toMatchObject({ status: 200, body: { last_seq: 2, bid: { seq: 2 } } })
    expect((await ledger(a.id)).map((b) => b.seq)).toEqual([1, 2])
    mine.close()
    watcher.close()
  })

  it('places nothing for a forged, expired or other auction\'s ticket, bad fields or a refused amount', async () => {
    const [a, other] = [await auction(), await auction()]
    const [alice, bob] = [await member(), await member()]
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    const socket = await listen(a.id)
    const secret = internalSecret(env as never)
    const expired = (await signBidTicket(secret, a.id, { id: bob.id, title: bob.title }, Date.now() - 31_000)).ticket
    const forged = (await signBidTicket('not-the-secret', a.id, { id: bob.id, title: bob.title })).ticket
    let n = 0
    const bid = (ticket: string, bid_amount: unknown = '10', total_amount: unknown = 120) =>
      bidOnSocket(socket, { ticket, bid_amount, total_amount, client_bid_id: `try-${++n}-xxxx` })

    for (const ticket of [expired, forged, await ticketOf(other.id, bob), 'not.a.jwt'])
      expect(await bid(ticket)).toMatchObject({ status: 401, answer: null, error: { message: tr.auth.unauthenticated } })
    const ticket = await ticketOf(a.id, bob)
    expect(await bid(ticket, '')).toMatchObject({ status: 422, error: { errors: { bid_amount: [tr.bid.amountRequired] } } })
    expect(await bid(ticket, '10', 101)).toMatchObject({ status: 409 }) // the price moved: the room's own refusal
    expect((await ledger(a.id)).map((b) => b.seq)).toEqual([1])

    // A room that holds no auction yet is the worker's to configure: the page falls back to POST.
    const fresh = await auction()
    const cold = await listen(fresh.id)
    expect(await bidOnSocket(cold, { ticket: await ticketOf(fresh.id, bob), bid_amount: '10', total_amount: 110, client_bid_id: 'cold-0001' })).toMatchObject({
      status: 404,
      error: { message: tr.bid.unavailable },
    })
    socket.close()
    cold.close()
  })

  it('is refused at once with 503 and the busy sentence behind ROOM_QUEUE_MAX commands, placing nothing', async () => {
    const { a, alice, bob } = await lotAndBidders()
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    const ticket = await ticketOf(a.id, bob)
    const token = await signInternal(internalSecret(env as never), 'party', String(a.id))
    // As in shed.test.ts: commands whose bodies have not arrived stay queued in the room until their streams close.
    const { result, queued } = await runInDurableObject(roomStub(a.id) as DurableObjectStub<AuctionRoomObject>, async (room: AuctionRoomObject) => {
      const bodies = Array.from({ length: ROOM_QUEUE_MAX }, () => new TransformStream<Uint8Array, Uint8Array>())
      const answers = bodies.map((b) =>
        room.server.onRequest(
          new Request(`https://party.test/parties/auction/${a.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: b.readable }) as never,
        ),
      )
      const sent: string[] = []
      const bid = { event: 'Bid', data: { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'busy-0001' } }
      await room.server.onMessage(JSON.stringify(bid), { send: (m: string) => void sent.push(m), state: null, setState: () => null } as never)
      const state = new TextEncoder().encode(JSON.stringify({ kind: 'state' }))
      for (const b of bodies) {
        const w = b.writable.getWriter()
        await w.write(state)
        await w.close()
      }
      return { result: JSON.parse(sent[0] ?? 'null') as AuctionEvent | null, queued: await Promise.all(answers.map(async (r) => (await r).status)) }
    })
    expect(result).toMatchObject({ event: 'BidResult', data: { client_bid_id: 'busy-0001', status: 503, answer: null, error: { message: tr.bid.busy } } })
    expect(queued).toEqual(Array.from({ length: ROOM_QUEUE_MAX }, () => 200))
    expect((await ledger(a.id)).map((b) => b.seq)).toEqual([1])
  })

  it('tells a member bidding on the socket they were outbid on that socket, not through their user room', async () => {
    const a = await auction()
    const [alice, bob, carol] = [await member(), await member(), await member()]
    const channelOf = async (who: { id: number; token: string }) => {
      const { body } = await read(await postJson('/api/broadcasting/auth', {}, who.token))
      return listenTo('user', String(who.id), `token=${body.auth}`)
    }
    const [aliceChannel, bobChannel] = [await channelOf(alice), await channelOf(bob)]
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    await syncUntilLevel(a.id)
    const [bobPage, watcher] = [await listen(a.id), await listen(a.id)]
    expect((await bidOnSocket(bobPage, { ticket: await ticketOf(a.id, bob), bid_amount: '10', total_amount: 120, client_bid_id: 'bob-page-0001' })).status).toBe(200)
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 130 }, carol.token)).status).toBe(200)
    await syncUntilLevel(a.id) // the sync: alice (bid by POST) and bob (bidding on the socket) were outbid

    const rows = await db.select().from(schema.notifications).where(eq(schema.notifications.kind, 'outbid'))
    const bobRow = rows.find((r) => r.user_id === bob.id)!
    expect(rows.filter((r) => [alice.id, bob.id].includes(r.user_id)).map((r) => r.user_id).sort()).toEqual([alice.id, bob.id].sort()) // both written
    await vi.waitFor(() =>
      expect(bobPage.events.filter((e) => e.event === 'MemberNotice')).toEqual([
        {
          event: 'MemberNotice',
          data: {
            auction_id: a.id,
            server_time: expect.any(Number),
            notice: {
              id: bobRow.id,
              user_id: bob.id,
              kind: 'outbid',
              notification_title: tr.bid.outbidTitle,
              notification_message: bobRow.notification_message,
              notification_target_link: `/mezat/${a.slug}`,
              created_at: bobRow.created_at,
            },
          },
        },
      ]),
    )
    await heard(aliceChannel, 'NotificationCreated', { kind: 'outbid' }) // alice's page is not on the socket: her user room tells her
    await settle(200)
    expect(bobChannel.events).toEqual([]) // bob's page heard it once, on the socket it bids on
    expect(watcher.events.some((e) => e.event === 'MemberNotice')).toBe(false) // nobody else's socket
    for (const s of [aliceChannel, bobChannel, bobPage, watcher]) s.close()
  })

  it('gives a ticket only where POST /api/addBid would bid: 401 without a token', async () => {
    const a = await auction()
    await expectUnauthenticated(await get(`/api/bidTicket/${a.id}`))
    const res = await getBidTicket(a.id, (await member()).token)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const { expires_at } = BidTicketAnswer.parse(await res.json())
    expect(expires_at - Date.now()).toBeGreaterThan(20_000)
    expect(expires_at - Date.now()).toBeLessThanOrEqual(30_000)
  })
})
