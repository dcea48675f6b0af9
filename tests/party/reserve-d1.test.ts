// The reserve price from D1 to the room and back (docs/decisions/0020-reserve-price.md), through the real worker,
// the auction's real room and a local D1: the room is armed with the lot's reserve, a maximum that reaches it bids up
// to it at once, the lot's answer says whether it is met and never how much; the seller lowers an unmet reserve (never
// raises it, 12 hours or more before the end, nobody else), bidders and watchers are told; a lot that ends below its
// reserve is not sold (no cart line), and its seller may offer it to the highest bidder for 48 hours.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SECOND_CHANCE_MS } from '../../common/after-the-hammer.ts'
import { tr } from '../../common/messages.ts'
import { formatKurus } from '../../common/money.ts'
import { RESERVE_LOWER_CUTOFF_MS } from '../../common/reserve.ts'
import { AuctionDetailAnswer } from '../../common/schemas/answers-storefront.ts'
import { ReserveView } from '../../common/schemas/reserve.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { get, postForm, read } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { closedAndLevel, d1Auction, endNow, member, roomState, syncUntilLevel } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

const HOUR = 3_600_000
type Who = { id: number; token: string }

/** A running lot opening at 100 ₺, buy-now 1.000 ₺, with a hidden reserve of 500 ₺. */
async function reserveLot(over: { end_time?: number } = {}) {
  const seller = await member()
  const a = await auction({ seller, reserve_kurus: 500_00, end_time: over.end_time ?? Date.now() + 2 * 24 * HOUR })
  return { seller, a }
}
/** A manual bid raising the price by `step` to `total` (lira). */
const bid = (auctionId: number, who: Who, step: number, total: number) => postBid('/api/addBid', { auction_id: auctionId, bid_amount: step, total_amount: total }, who.token)
const setMax = (auctionId: number, who: Who, max: number) => postBid('/api/addAutoBid', { auction_id: auctionId, max_amount: max }, who.token)
const lower = (auctionId: number, who: Who, amount: number | string) => postForm(`/api/auctions/${auctionId}/reserve`, { reserve_amount: amount }, who.token)
const detail = async (slug: string, who?: Who) => {
  const { status, body } = await read(await get(`/api/auctions/${slug}`, who?.token))
  expect(status).toBe(200)
  return body as Record<string, unknown>
}
const reserveMetOf = async (slug: string) => AuctionDetailAnswer.parse(await detail(slug)).data.reserve_met
const noticesOf = (userId: number, kind: string) =>
  db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.kind, kind)))

describe('the reserve from D1 to the room', () => {
  it('arms the room with the lot’s reserve; a maximum reaching it jumps to it; the page learns met or not, never the amount', async () => {
    const { a } = await reserveLot()
    const [alice, bob] = [await member(), await member()]
    expect(await reserveMetOf(a.slug)).toBe(false)

    expect((await bid(a.id, alice, 10, 110)).status).toBe(200)
    expect((await roomState(a.id)).reserve_kurus).toBe(500_00)
    expect(await reserveMetOf(a.slug)).toBe(false)

    // Bob's maximum of 600 ₺ reaches the 500 ₺ reserve: the price goes to it at once, not to 120 ₺.
    const set = await setMax(a.id, bob, 600)
    expect(await set.json()).toMatchObject({ is_highest: true, current_price: 500 })
    expect((await d1Auction(a.id)).current_price_kurus).toBe(500_00)
    expect(await reserveMetOf(a.slug)).toBe(true)

    // The amount reaches no one but the seller: nothing of the lot's answer names it.
    const raw = JSON.stringify(await detail(a.slug, alice))
    expect(raw).not.toMatch(/reserve_kurus|reserve_amount|reserve_price/)
  })

  it('a lot without a reserve answers reserve_met null and bids by the increment table', async () => {
    const a = await auction()
    const alice = await member()
    expect(await (await setMax(a.id, alice, 600)).json()).toMatchObject({ current_price: 101 })
    expect(await reserveMetOf(a.slug)).toBeNull()
  })
})

describe('POST /api/auctions/{id}/reserve: the seller lowers an unmet reserve', () => {
  it('lowers it through the room, tells bidders and watchers (not the seller), and refuses raising it', async () => {
    const { seller, a } = await reserveLot()
    const [alice, watcher] = [await member(), await member()]
    await db.insert(schema.watchlist).values({ user_id: watcher.id, auction_id: a.id })
    expect((await bid(a.id, alice, 50, 150)).status).toBe(200)

    const res = await read(await lower(a.id, seller, 400))
    expect(res).toMatchObject({ status: 200, body: { message: tr.reserve.lowered(formatKurus(400_00)), reserve_met: false } })
    expect((await d1Auction(a.id)).reserve_kurus).toBe(400_00)
    expect((await roomState(a.id)).reserve_kurus).toBe(400_00)
    for (const who of [alice, watcher]) {
      const told = await noticesOf(who.id, 'reserve_lowered')
      expect(told.map((n) => [n.notification_title, n.notification_message])).toEqual([[tr.reserve.loweredTitle, tr.reserve.loweredMessage(a.name)]])
    }
    expect(await noticesOf(seller.id, 'reserve_lowered')).toEqual([])

    // Never raised, nor lowered to the opening price or under it; each refusal names the field and changes nothing.
    const raised = await read(await lower(a.id, seller, 450))
    expect(raised).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.notLower(formatKurus(400_00))] } } })
    const floor = await read(await lower(a.id, seller, 100))
    expect(floor).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.notAboveOpening] } } })
    const junk = await read(await lower(a.id, seller, 'yüz'))
    expect(junk).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.amountInvalid] } } })
    expect((await d1Auction(a.id)).reserve_kurus).toBe(400_00)
  })

  it('a maximum that reaches the lowered reserve bids up to it at once, and bidders read that it is met', async () => {
    const { seller, a } = await reserveLot()
    const alice = await member()
    expect(await (await setMax(a.id, alice, 450)).json()).toMatchObject({ current_price: 101 })
    const res = await read(await lower(a.id, seller, 420))
    expect(res).toMatchObject({ status: 200, body: { reserve_met: true } })
    expect((await d1Auction(a.id)).current_price_kurus).toBe(420_00)
    expect(await reserveMetOf(a.slug)).toBe(true)
    expect((await noticesOf(alice.id, 'reserve_lowered')).map((n) => n.notification_message)).toEqual([tr.reserve.loweredMessageMet(a.name)])
    // A met reserve is the seller's no longer to change.
    expect(await read(await lower(a.id, seller, 410))).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.alreadyMet] } } })
  })

  it('refuses another member (403), a lot without a reserve, and a lot with less than 12 hours left', async () => {
    const { seller, a } = await reserveLot()
    const stranger = await member()
    const foreign = await read(await lower(a.id, stranger, 400))
    expect(foreign).toMatchObject({ status: 403, body: { message: tr.reserve.notYours } })
    expect(await read(await lower(a.id, { id: 0, token: '' }, 400))).toMatchObject({ status: 401 })

    const plain = await auction({ seller })
    expect(await read(await lower(plain.id, seller, 400))).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.none] } } })

    const late = await reserveLot({ end_time: Date.now() + RESERVE_LOWER_CUTOFF_MS - HOUR })
    const tooLate = await read(await lower(late.a.id, late.seller, 400))
    expect(tooLate).toMatchObject({ status: 422, body: { errors: { reserve_amount: [tr.reserve.tooLate(12)] } } })
    expect((await d1Auction(late.a.id)).reserve_kurus).toBe(500_00)
  })
})

describe('a lot that ends below its reserve', () => {
  it('is not sold: no winner, no cart line; the seller and the highest bidder are told; the seller may offer it for 48 hours', async () => {
    const { seller, a } = await reserveLot()
    const [alice, bob] = [await member(), await member()]
    expect((await bid(a.id, alice, 50, 150)).status).toBe(200)
    expect((await bid(a.id, bob, 50, 200)).status).toBe(200)
    await endNow(a.id)
    await syncUntilLevel(a.id, 20_000, closedAndLevel)

    expect(await d1Auction(a.id)).toMatchObject({ sold_via: 'unsold', winner_user_id: null, current_price_kurus: 200_00 })
    expect(await db.select().from(schema.cart_items).where(eq(schema.cart_items.auction_id, a.id))).toEqual([])
    expect(await db.select().from(schema.orders).where(eq(schema.orders.buyer_id, bob.id))).toEqual([])
    expect((await noticesOf(seller.id, 'reserve_unmet')).map((n) => n.notification_message)).toEqual([tr.reserve.unmetSellerMessage(a.name, formatKurus(200_00))])
    expect((await noticesOf(bob.id, 'reserve_unmet_bidder')).map((n) => n.notification_title)).toEqual([tr.reserve.unmetBidderTitle])
    expect(await noticesOf(alice.id, 'reserve_unmet_bidder')).toEqual([])

    // The seller's view: the amount, the top bid, and the offer still to make.
    const view = ReserveView.parse((await read(await get(`/api/auctions/${a.id}/reserve`, seller.token))).body)
    expect(view).toMatchObject({ reserve_amount: 500, reserve_met: false, may_lower: false, top_bid: 200, may_offer: true, offer: null })
    expect((await read(await get(`/api/auctions/${a.id}/reserve`, bob.token))).status).toBe(403)

    // Between the top bid and the reserve, once; only the seller.
    const offer = (price: number, who: Who = seller) => postForm(`/api/auctions/${a.id}/reserve-offer`, { price }, who.token)
    expect(await read(await offer(199))).toMatchObject({ status: 422, body: { errors: { price: [tr.reserve.offerPriceRange(formatKurus(200_00), formatKurus(500_00))] } } })
    expect(await read(await offer(501))).toMatchObject({ status: 422, body: { errors: { price: [expect.any(String)] } } })
    expect((await read(await offer(300, bob))).status).toBe(403)
    const before = Date.now()
    const made = await read(await offer(300))
    expect(made.status).toBe(200)
    const [row] = await db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    expect(row).toMatchObject({ user_id: bob.id, price_kurus: 300_00, kind: 'reserve', status: 'open' })
    expect(row!.expires_at).toBeGreaterThanOrEqual(before + SECOND_CHANCE_MS)
    expect(row!.expires_at).toBeLessThanOrEqual(Date.now() + SECOND_CHANCE_MS)
    expect((await noticesOf(bob.id, 'reserve_offer')).map((n) => n.notification_title)).toEqual([tr.reserve.offerTitle])
    expect(await read(await offer(300))).toMatchObject({ status: 422, body: { errors: { price: [tr.reserve.offerNotAllowed] } } })

    // Bob accepts it as a second chance: a won cart line at the offered price.
    expect((await read(await postForm(`/api/secondChance/${row!.id}/accept`, {}, bob.token))).status).toBe(200)
    const lines = await db.select().from(schema.cart_items).where(eq(schema.cart_items.auction_id, a.id))
    expect(lines.map((l) => [l.item_price_kurus, l.from_bn_or_auc])).toEqual([[300_00, 2]])
  })
})
