// Honest corrections end to end in workerd (docs/bidding.md "Withdrawing a bid entered wrongly"): a member's
// request within the window, the editor's approval through the real room, which withdraws all of the member's bids
// and their maximum and recomputes the lot as the reference model replayed without them; the lot's watchers hear
// it; the chain keeps every bid and gains a signed withdrawal entry that verifies, while a removed bid or a removed
// entry still breaks it; the refusals outside the window; a rejection; the second approval in six months a strike.
import type { JSONWebKeySet } from 'jose'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import { BID_KEYS_PATH, verifyChain, type ListedBid } from '../../common/receipts.ts'
import { WITHDRAWAL_CUTOFF_MS, WITHDRAWAL_WINDOW_MS } from '../../common/withdrawal.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { auditOf, editor, postAdmin } from '../support/admin-seed.ts'
import { get, read } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { Model } from '../support/proxy-model.ts'
import { d1Auction, d1Bids, ledger, listen, member, roomState, syncUntilLevel } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

const TL = 100
type Member = Awaited<ReturnType<typeof member>>

const bid = async (a: { id: number }, who: Member, lira: number) => {
  const price = (await roomState(a.id))?.current_kurus ?? (await d1Auction(a.id)).current_price_kurus
  const res = await postBid('/api/addBid', { auction_id: a.id, bid_amount: lira - price / 100, total_amount: lira }, who.token)
  expect(res.status, await res.clone().text()).toBe(200)
}
const maximum = async (a: { id: number }, who: Member, lira: number) => {
  const res = await postBid('/api/addAutoBid', { auction_id: a.id, max_amount: lira }, who.token)
  expect(res.status, await res.clone().text()).toBe(200)
}
const ask = (bidId: number, who: { token: string } | null, body: unknown = { reason: 'typo', note: '' }) =>
  postAdmin(`/api/bids/${bidId}/withdrawal`, body, who?.token)
const decide = (id: number, ed: { token: string }, decision: 'approve' | 'reject', note = 'Tutar açıkça yanlış yazılmış.') =>
  postAdmin(`/api/admin/bid-withdrawals/${id}`, { decision, note }, ed.token)
const lastBidOf = async (auctionId: number, userId: number) => (await d1Bids(auctionId)).filter((b) => b.user_id === userId).at(-1)!

/** The lot's chain as the public reads it: every bid (oldest first) and the signed withdrawal entries. */
async function publicChain(auctionId: number) {
  const page = (await (await get(`/api/bids/${auctionId}?page=1`)).json()) as { data: { seq: number; bid_amount: number; total_amount: number; receipt: string | null }[] }
  const list: ListedBid[] = page.data
    .map((b) => ({ seq: b.seq, amount_kurus: Math.round(b.bid_amount * 100), total_kurus: Math.round(b.total_amount * 100), receipt: b.receipt }))
    .reverse()
  const entries = ((await (await get(`/api/bids/${auctionId}/withdrawals`)).json()) as { data: { receipt: string }[] }).data.map((w) => w.receipt)
  return { list, entries, keys: (await (await get(BID_KEYS_PATH)).json()) as JSONWebKeySet }
}

describe('a withdrawal through the room', () => {
  it('withdraws every bid and the maximum of the member, recomputes as the model without them, and signs it into the chain', async () => {
    const a = await auction()
    const [alice, bob, xavier, ed] = [await member(), await member(), await member(), await editor()]
    const watcher = await listen(a.id)
    const opening = (await d1Auction(a.id)).current_price_kurus
    await maximum(a, alice, 400) // alice's maximum answers everything below it
    await bid(a, bob, 180)
    await maximum(a, xavier, 390) // xavier's maximum pushes alice to 395
    await bid(a, bob, 420) // over alice's maximum: bob leads
    await syncUntilLevel(a.id)
    expect(await roomState(a.id)).toMatchObject({ leader_id: bob.id, current_kurus: 420 * TL })

    const mine = await lastBidOf(a.id, xavier.id)
    const asked = await read(await ask(mine.id, xavier, { reason: 'typo', note: 'Bir basamak fazla yazdım.' }))
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    const desk = await read(await get('/api/admin/bid-withdrawals', ed.token))
    expect(desk.body.requests.find((r: { id: number }) => r.id === asked.body.request.id)).toMatchObject({ status: 'pending', member: { id: xavier.id }, approved_recently: 0 })

    const approved = await read(await decide(asked.body.request.id, ed, 'approve'))
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    // The reference model replayed with the accepted commands less xavier's.
    const m = new Model(opening)
    m.setMax(alice.id, 400 * TL)
    m.bid(bob.id, 180 * TL)
    m.bid(bob.id, 420 * TL)
    const after = await roomState(a.id)
    expect({ leader: after.leader_id, price: after.current_kurus }).toEqual({ leader: m.leader, price: m.price })
    expect(approved.body.result).toMatchObject({ current_price: m.price / 100, strike: false })
    expect(approved.body.result.withdrawn).toEqual((await ledger(a.id)).filter((b) => b.user_id === xavier.id).map((b) => b.seq))
    expect(await d1Auction(a.id)).toMatchObject({ current_price_kurus: m.price, bid_count: after.bid_count })
    expect(await db.select().from(schema.auto_bids).where(and(eq(schema.auto_bids.auction_id, a.id), eq(schema.auto_bids.user_id, xavier.id)))).toEqual([])
    await expect.poll(() => watcher.events.find((e) => e.event === 'BidsWithdrawn')).toMatchObject({ data: { current_price: m.price / 100, withdrawn: approved.body.result.withdrawn } })
    expect((await auditOf('bid_withdrawal', asked.body.request.id))[0]).toMatchObject({ action: 'approve' })

    // Nothing deleted: every bid keeps its receipt; the chain with its entry verifies, and the next bid links to it.
    await bid(a, alice, m.price / 100 + 50)
    await syncUntilLevel(a.id)
    const chain = await publicChain(a.id)
    expect(chain.list.length).toBe((await ledger(a.id)).length)
    expect(await verifyChain(chain.list, chain.keys, a.id, chain.entries)).toMatchObject({ ok: true, count: chain.list.length })
    const removed = chain.list.filter((b) => b.seq !== approved.body.result.withdrawn[0])
    expect(await verifyChain(removed, chain.keys, a.id, chain.entries)).toMatchObject({ ok: false })
    const last = chain.list.at(-1)!
    expect(await verifyChain(chain.list, chain.keys, a.id, [])).toMatchObject({ ok: false, broken_seq: last.seq, reason: tr.receipts.reasons.prevMismatch })
    const reordered = [...chain.list.slice(0, 1), chain.list[2]!, chain.list[1]!, ...chain.list.slice(3)]
    expect(await verifyChain(reordered, chain.keys, a.id, chain.entries)).toMatchObject({ ok: false })
    watcher.close()
  })

  it("marks the withdrawn bids in D1's copy: the list shows them marked, and the lot page no longer names their bidder the leader", async () => {
    const a = await auction()
    const [alice, xavier, ed] = [await member(), await member(), await editor()]
    await bid(a, alice, 150)
    await bid(a, xavier, 200) // the newest bid: xavier leads until the correction
    await syncUntilLevel(a.id)
    const mine = await lastBidOf(a.id, xavier.id)
    const asked = await read(await ask(mine.id, xavier))
    const approved = await read(await decide(asked.body.request.id, ed, 'approve'))
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(await roomState(a.id)).toMatchObject({ leader_id: alice.id, current_kurus: 150 * TL })

    const flags = new Map((await db.select().from(schema.bids).where(eq(schema.bids.auction_id, a.id))).map((b) => [b.seq, b.withdrawn]))
    expect(flags.get(mine.seq)).toBe(1)
    const page = (await (await get(`/api/bids/${a.id}?page=1`)).json()) as { data: { seq: number; withdrawn: string | null }[] }
    expect(page.data.map((b) => [b.seq, b.withdrawn])).toEqual([
      [mine.seq, 'withdrawn'],
      [(await lastBidOf(a.id, alice.id)).seq, null],
    ])
    const slug = (await d1Auction(a.id)).slug
    const detailFor = async (who: Member) => (await (await get(`/api/auctions/${slug}`, who.token)).json()) as { c: boolean }
    expect((await detailFor(xavier)).c).toBe(false)
    expect((await detailFor(alice)).c).toBe(true)
  })
})

describe('asking and deciding', () => {
  it('refuses outside the window, another member, bad fields and no session, each with its reason, and changes nothing', async () => {
    const a = await auction()
    const [bob, xavier] = [await member(), await member()]
    await bid(a, xavier, 150)
    await bid(a, bob, 160)
    await syncUntilLevel(a.id)
    const mine = await lastBidOf(a.id, xavier.id)
    expect((await read(await ask(mine.id, null))).status).toBe(401)
    expect(await read(await ask(mine.id, bob))).toMatchObject({ status: 403, body: { message: tr.withdrawal.notYours } })
    expect(await read(await ask(mine.id, xavier, { reason: 'nope' }))).toMatchObject({ status: 422, body: { errors: { reason: [tr.withdrawal.reasonInvalid] } } })
    expect(await read(await ask(mine.id, xavier, { reason: 'other', note: '  ' }))).toMatchObject({ status: 422, body: { errors: { note: [tr.withdrawal.noteRequired] } } })
    expect((await read(await ask(999_999_999, xavier))).status).toBe(404)
    await db.update(schema.bids).set({ created_at: Date.now() - WITHDRAWAL_WINDOW_MS - 60_000 }).where(eq(schema.bids.id, mine.id))
    expect(await read(await ask(mine.id, xavier))).toMatchObject({ status: 422, body: { errors: { bid: [tr.withdrawal.window.too_late_after_bid] } } })
    await db.update(schema.bids).set({ created_at: Date.now() }).where(eq(schema.bids.id, mine.id))
    await db.update(schema.auctions).set({ end_time: Date.now() + WITHDRAWAL_CUTOFF_MS - 60_000 }).where(eq(schema.auctions.id, a.id))
    expect(await read(await ask(mine.id, xavier))).toMatchObject({ status: 422, body: { errors: { bid: [tr.withdrawal.window.auction_ending] } } })
    expect(await db.select().from(schema.bid_withdrawals).where(eq(schema.bid_withdrawals.auction_id, a.id))).toEqual([])
  })

  it('rejects with a reason, audited and told to the member; the lot is untouched; one pending request per lot', async () => {
    const a = await auction()
    const [bob, xavier, ed] = [await member(), await member(), await editor()]
    await bid(a, xavier, 150)
    await bid(a, bob, 160)
    await syncUntilLevel(a.id)
    const mine = await lastBidOf(a.id, xavier.id)
    const asked = await read(await ask(mine.id, xavier))
    expect(await read(await ask(mine.id, xavier))).toMatchObject({ status: 409, body: { message: tr.withdrawal.pending } })
    expect(await read(await postAdmin(`/api/admin/bid-withdrawals/${asked.body.request.id}`, { decision: 'approve', note: '' }, ed.token))).toMatchObject({
      status: 422,
      body: { errors: { note: [tr.withdrawal.decisionNoteRequired] } },
    })
    expect((await read(await postAdmin(`/api/admin/bid-withdrawals/${asked.body.request.id}`, { decision: 'approve', note: 'x' }, xavier.token))).status).toBe(403)
    expect(await read(await decide(asked.body.request.id, ed, 'reject', 'Pey doğru girilmiş.'))).toMatchObject({ status: 200, body: { message: tr.withdrawal.rejected, result: null } })
    expect(await read(await decide(asked.body.request.id, ed, 'approve'))).toMatchObject({ status: 409, body: { message: tr.withdrawal.alreadyDecided } })
    expect(await roomState(a.id)).toMatchObject({ leader_id: bob.id, current_kurus: 160 * TL, bid_count: 2 })
    expect((await auditOf('bid_withdrawal', asked.body.request.id))[0]).toMatchObject({ action: 'reject' })
    const told = await db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, xavier.id), eq(schema.notifications.kind, 'bid_withdrawal')))
    expect(told.map((n) => n.notification_title)).toEqual([tr.withdrawal.rejectedTitle])
  })

  it('makes the second approved withdrawal within six months a strike, and not the first', async () => {
    const [bob, xavier, ed] = [await member(), await member(), await editor()]
    const strikes = () => db.select().from(schema.payment_strikes).where(eq(schema.payment_strikes.user_id, xavier.id))
    for (const round of [1, 2]) {
      const a = await auction()
      await bid(a, xavier, 150)
      await bid(a, bob, 160)
      await syncUntilLevel(a.id)
      const asked = await read(await ask((await lastBidOf(a.id, xavier.id)).id, xavier))
      const approved = await read(await decide(asked.body.request.id, ed, 'approve'))
      expect(approved.body.result, JSON.stringify(approved.body)).toMatchObject({ strike: round === 2 })
      expect(await roomState(a.id)).toMatchObject({ leader_id: bob.id, current_kurus: 160 * TL, bid_count: 1 })
      expect((await strikes()).map((s) => [s.auction_id, s.reason])).toEqual(round === 2 ? [[a.id, 'withdrawals']] : [])
    }
  })
})
