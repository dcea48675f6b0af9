// Load shedding in the auction room (party/README.md "Shedding load"): a bid that arrives
// behind ROOM_QUEUE_MAX commands still in the room is refused at once (503, Retry-After, the catalogue's
// sentence; the worker passes it on), nothing is placed, and the room serves again once its queue drains.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { tr } from '../../common/messages.ts'
import { ROOM_QUEUE_MAX } from '../../party/auction.ts'
import { postBid } from '../support/preinfo.ts'
import type { AuctionRoomObject } from '../support/party-harness.ts'
import { d1Bids, ledger, lotAndBidders, roomStub } from '../support/room.ts'

describe('a room whose queue is full', () => {
  it('refuses the next bid at once with 503 and Retry-After, places nothing, and recovers when the queue drains', async () => {
    const { a, alice, bob } = await lotAndBidders()
    const bid = (who: { token: string }, total: number) =>
      postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: total }, who.token)
    expect((await bid(alice, 110)).status).toBe(200) // configures the room

    // ROOM_QUEUE_MAX commands in the room whose bodies have not arrived yet: they stay queued until their
    // streams close. Everything runs inside the room's own context (streams cannot cross it).
    const token = await signInternal(internalSecret(env as never), 'party', String(a.id))
    const { queued, shed } = await runInDurableObject(
      roomStub(a.id) as DurableObjectStub<AuctionRoomObject>,
      async (room: AuctionRoomObject) => {
        const bodies = Array.from({ length: ROOM_QUEUE_MAX }, () => new TransformStream<Uint8Array, Uint8Array>())
        const answers = bodies.map((b) =>
          room.server.onRequest(
            new Request(`https://party.test/parties/auction/${a.id}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
              body: b.readable,
            }) as never,
          ),
        )
        const refused = await bid(bob, 120)
        const shed = { status: refused.status, retryAfter: refused.headers.get('Retry-After'), body: await refused.json() }
        const state = new TextEncoder().encode(JSON.stringify({ kind: 'state' }))
        for (const b of bodies) {
          const w = b.writable.getWriter()
          await w.write(state)
          await w.close()
        }
        return { shed, queued: await Promise.all(answers.map(async (r) => (await r).status)) }
      },
    )
    expect(shed).toEqual({ status: 503, retryAfter: '1', body: { message: tr.bid.busy } })
    expect(queued).toEqual(Array.from({ length: ROOM_QUEUE_MAX }, () => 200))

    expect((await bid(bob, 120)).status).toBe(200) // served again, at once
    expect((await ledger(a.id)).map((b) => b.total_amount_kurus)).toEqual([110_00, 120_00])
    expect((await d1Bids(a.id)).map((b) => b.total_amount_kurus)).toEqual([110_00, 120_00])
  })
})
