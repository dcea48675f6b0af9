// A lot taken down after a notice (docs/notice-and-takedown.md "The room"): the editor's removal tells the lot's room
// at once, so a bid on the socket with a ticket issued before the removal is refused and places nothing; an upheld
// objection tells it again and bids are taken; a room withdrawn at its end closes unsold.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { editor, postAdmin } from '../support/admin-seed.ts'
import { call } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { bidOnSocket, closedAndLevel, d1Auction, endNow, ledger, listen, lotAfterFirstBid, member, roomState, syncUntilLevel, ticketOf } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

/** A guest's report on the lot, and the editor who decides it. */
async function reportedLot(lotId: number) {
  const res = await call(
    'POST',
    '/api/reports',
    JSON.stringify({
      name: 'Deniz Öztürk',
      email: 'hukuk@marka.example',
      right_holder: '1',
      kind: 'counterfeit',
      url: 'https://mezat.example/mezat/saat',
      explanation: 'İlandaki saat tescilli markamızın taklididir; orijinal seri numarası yok.',
      target: 'auction',
      target_id: String(lotId),
    }),
    { headers: { 'Content-Type': 'application/json' }, ip: `10.9.${lotId % 250}.7` },
  )
  expect(res.status).toBe(201)
  return { id: ((await res.json()) as { id: number }).id, ed: await editor() }
}

describe('a lot removed after a notice', () => {
  it('its room refuses a socket bid on a ticket issued before the removal, and takes bids again when the objection holds', async () => {
    const { a, bob } = await lotAfterFirstBid()
    const ticket = await ticketOf(a.id, bob) // issued while the lot is live
    const socket = await listen(a.id)

    const { id, ed } = await reportedLot(a.id)
    expect((await postAdmin(`/api/admin/reports/${id}/remove`, { reason: 'Taklit ürün şüphesi güçlü.' }, ed.token)).status).toBe(200)
    expect((await roomState(a.id)).withdrawn).toBe(true)
    expect((await d1Auction(a.id)).room_armed_at).not.toBeNull() // the room heard it; the cron need not tell it again

    const refused = await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-removed-0001' })
    expect(refused).toMatchObject({ status: 422, answer: null, error: { errors: { bid_amount: [tr.bid.withdrawn] } } })
    expect((await ledger(a.id)).map((b) => b.seq)).toEqual([1])

    // The seller's objection holds: the lot is back, and so are its bids.
    await db.update(schema.content_reports).set({ status: 'objected' }).where(eq(schema.content_reports.id, id))
    expect((await postAdmin(`/api/admin/reports/${id}/objection`, { decision: 'uphold', reason: 'Fatura orijinalliği gösteriyor.' }, ed.token)).status).toBe(200)
    expect((await roomState(a.id)).withdrawn).toBe(false)
    const taken = await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-restored-0001' })
    expect(taken).toMatchObject({ status: 200, error: null })
    expect((await ledger(a.id)).map((b) => b.seq)).toEqual([1, 2])
    socket.close()
  })

  it('closes unsold at its end while withdrawn: removed content is not sold', async () => {
    const a = await auction()
    const alice = await member()
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    await syncUntilLevel(a.id)
    const { id, ed } = await reportedLot(a.id)
    expect((await postAdmin(`/api/admin/reports/${id}/remove`, { reason: 'Satışı yasak ürün.' }, ed.token)).status).toBe(200)
    await endNow(a.id)
    await syncUntilLevel(a.id, 20_000, closedAndLevel)
    expect(await roomState(a.id)).toMatchObject({ sold_via: 'unsold', winner_id: null })
    expect(await d1Auction(a.id)).toMatchObject({ sold_via: 'unsold', winner_user_id: null })
    expect(await db.select().from(schema.cart_items).where(eq(schema.cart_items.auction_id, a.id))).toEqual([])
  })
})
