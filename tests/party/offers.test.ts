// Offers on buy-now items (docs/decisions/0021-offers.md) through the real worker, the auction's real room and a
// local D1: making, the automatic limits, counters, the 48-hour expiry, at most three waiting offers, an
// accepted offer as a binding sale in the cart with its pay deadline, and the race with Buy Now and bids.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { payDeadlineMs, PAY_DEADLINE_DAYS_DEFAULT } from '../../common/after-the-hammer.ts'
import { tr } from '../../common/messages.ts'
import { formatKurus } from '../../common/money.ts'
import { OFFER_HOURS, OFFER_TTL_MS, OFFERS_OPEN_MAX } from '../../common/offers.ts'
import { OfferAnswer, OffersAnswer } from '../../common/schemas/offers.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { armRoom } from '../../worker/domain/auctions/rooms.ts'
import { createDb } from '../../worker/db/client.ts'
import { acceptOffer } from '../../worker/domain/auctions/offers/answer.ts'
import { expireOffers } from '../../worker/domain/auctions/offers/expire.ts'
import type { Env } from '../../worker/env.ts'
import { faults, faultyD1 } from '../support/faults.ts'
import { call, get, postForm, read } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { closedAndLevel, d1Auction, member, roomState, syncUntilLevel } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

afterEach(() => {
  faults.d1Writes = false
})

type Who = { id: number; token: string }
/** A running buy-now item (1.000 ₺) of a seller who can log in. */
async function lot() {
  const seller = await member()
  return { seller, a: await auction({ seller }) }
}
/** POST /api/offers as the lot page sends it: the pre-information confirmed first, as for a bid. */
const offer = (slug: string, who: Who, amount: number | string) => postBid('/api/offers', { slug, amount }, who.token)
const answer = (id: number, what: 'accept' | 'decline', who: Who) => postForm(`/api/offers/${id}/${what}`, {}, who.token)
const counter = (id: number, amount: number, who: Who) => postForm(`/api/offers/${id}/counter`, { amount }, who.token)
const limits = (auctionId: number, who: Who, values: { decline_below?: number | string; accept_from?: number | string }) =>
  call('PUT', '/api/offers/limits', new URLSearchParams(Object.entries({ auction_id: auctionId, ...values }).map(([k, v]) => [k, String(v)])).toString(), {
    auth: who.token,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
const list = async (who: Who, side: 'buyer' | 'seller') => OffersAnswer.parse((await read(await get(`/api/offers?side=${side}`, who.token))).body)
const made = async (res: Response) => {
  const { status, body } = await read(res)
  expect(status, JSON.stringify(body)).toBe(201)
  return OfferAnswer.parse(body).offer
}
const noticesOf = (userId: number) => db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, userId)))
const cartLines = (auctionId: number) =>
  db
    .select({ user: schema.carts.user_id, price: schema.cart_items.item_price_kurus, from: schema.cart_items.from_bn_or_auc, pay_before: schema.cart_items.pay_before })
    .from(schema.cart_items)
    .innerJoin(schema.carts, eq(schema.carts.id, schema.cart_items.cart_id))
    .where(eq(schema.cart_items.auction_id, auctionId))
const offerRow = async (id: number) => (await db.select().from(schema.offers).where(eq(schema.offers.id, id)))[0]!

describe('POST /api/offers', () => {
  it('sends the offer to the seller, who sees it as theirs to answer for 48 hours', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const before = Date.now()
    const res = await offer(a.slug, buyer, '750')
    const { status, body } = await read(res.clone())
    expect(status).toBe(201)
    expect(body.message).toBe(tr.offers.made(OFFER_HOURS))
    const o = OfferAnswer.parse(body).offer
    expect(o).toMatchObject({ amount: 750, counter: null, price: null, status: 'open', your_turn: false, buynow_price: 1000 })
    const row = await offerRow(o.id)
    expect(row.expires_at - row.created_at).toBe(OFFER_TTL_MS)
    expect(row.created_at).toBeGreaterThanOrEqual(before)
    const [theirs] = (await list(seller, 'seller')).offers
    expect(theirs).toMatchObject({ id: o.id, status: 'open', your_turn: true, counterpart: expect.stringContaining('*') })
    expect((await list(seller, 'seller')).listings).toEqual([
      { auction_id: a.id, slug: a.slug, name: a.name, buynow_price: 1000, decline_below: null, accept_from: null },
    ])
    expect((await noticesOf(seller.id)).map((n) => [n.kind, n.notification_title])).toEqual([['offer', tr.offers.newTitle]])
  })

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const cases: Array<[unknown, string]> = [
      ['', tr.offers.amountRequired],
      ['1500,50', tr.offers.amountWhole],
      ['0', tr.offers.amountMin],
      ['1000', tr.offers.amountBelowBuyNow(formatKurus(1_000_00))],
    ]
    for (const [amount, message] of cases)
      expect(await read(await offer(a.slug, buyer, amount as string))).toEqual({ status: 422, body: { message, errors: { amount: [message] } } })
    expect(await read(await offer(a.slug, seller, 500))).toEqual({ status: 422, body: { message: tr.offers.ownItem, errors: { slug: [tr.offers.ownItem] } } })
    const auctionOnly = await auction({ type: 1 })
    expect((await read(await offer(auctionOnly.slug, buyer, 500))).body.errors).toEqual({ slug: [tr.offers.notOffered] })
    expect(await read(await postForm('/api/offers', { slug: a.slug, amount: 500 }))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    expect(await db.select().from(schema.offers).where(eq(schema.offers.auction_id, a.id))).toEqual([])
  })

  it('asks for the lot’s pre-information first, as a bid does', async () => {
    const { a } = await lot()
    const buyer = await member()
    const { status, body } = await read(await postForm('/api/offers', { slug: a.slug, amount: 500 }, buyer.token))
    expect(status).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['preinfo'])
  })

  it(`keeps at most ${OFFERS_OPEN_MAX} offers of a buyer waiting on one item`, async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const first = await made(await offer(a.slug, buyer, 500))
    for (const amount of [510, 520]) await made(await offer(a.slug, buyer, amount))
    expect(await read(await offer(a.slug, buyer, 530))).toEqual({
      status: 409,
      body: { message: tr.offers.openLimit(OFFERS_OPEN_MAX), errors: { offer: [tr.offers.openLimit(OFFERS_OPEN_MAX)] } },
    })
    // Another buyer is not limited by this one's offers; an answered offer no longer counts.
    await made(await offer(a.slug, await member(), 530))
    expect((await read(await answer(first.id, 'decline', seller))).status).toBe(200)
    await made(await offer(a.slug, buyer, 540))
  })
})

describe('the seller’s automatic limits', () => {
  it('declines below one price and accepts from another, and refuses limits that make no sense', async () => {
    const { seller, a } = await lot()
    expect(await read(await limits(a.id, seller, { decline_below: 1000 }))).toMatchObject({
      status: 422,
      body: { errors: { decline_below: [tr.offers.limitBelowBuyNow(formatKurus(1_000_00))] } },
    })
    expect((await read(await limits(a.id, seller, { decline_below: 700, accept_from: 600 }))).body.errors).toEqual({ accept_from: [tr.offers.limitsOrder] })
    expect((await read(await limits(a.id, await member(), { decline_below: 600 }))).status).toBe(404)
    const saved = await read(await limits(a.id, seller, { decline_below: 600, accept_from: '900' }))
    expect(saved).toMatchObject({ status: 200, body: { message: tr.offers.limitsSaved, limits: { decline_below: 600, accept_from: 900 } } })

    const low = await member()
    const declined = await read(await offer(a.slug, low, 550))
    expect(declined.body).toMatchObject({ message: tr.offers.autoDeclined, offer: { status: 'declined', decided_by: 'auto' } })
    expect(await noticesOf(seller.id)).toEqual([]) // an automatic decline is no news to the seller

    const high = await member()
    const sold = await read(await offer(a.slug, high, 900))
    expect(sold.body).toMatchObject({ message: tr.offers.autoAccepted, offer: { status: 'accepted', decided_by: 'auto', price: 900 } })
    const row = await d1Auction(a.id)
    expect(row).toMatchObject({ sold_via: 'offer', winner_user_id: high.id, current_price_kurus: 900_00 })
    const [line] = await cartLines(a.id)
    expect(line).toEqual({ user: high.id, price: 900_00, from: 2, pay_before: row.closed_at! + payDeadlineMs(PAY_DEADLINE_DAYS_DEFAULT) })
  })
})

describe('answering an offer', () => {
  it('the seller’s acceptance sells the item once: the buyer’s cart with the pay deadline, both sides told, other offers closed', async () => {
    const { seller, a } = await lot()
    const [buyer, other] = [await member(), await member()]
    const mine = await made(await offer(a.slug, buyer, 800))
    const theirs = await made(await offer(a.slug, other, 700))
    expect(await read(await answer(mine.id, 'accept', buyer))).toMatchObject({ status: 409, body: { message: tr.offers.notYourTurn } })
    const { status, body } = await read(await answer(mine.id, 'accept', seller))
    expect(status).toBe(200)
    expect(body).toMatchObject({ message: tr.offers.acceptedBySeller, offer: { status: 'accepted', price: 800 } })
    const row = await d1Auction(a.id)
    expect(row).toMatchObject({ sold_via: 'offer', winner_user_id: buyer.id, current_price_kurus: 800_00 })
    expect(await cartLines(a.id)).toEqual([{ user: buyer.id, price: 800_00, from: 2, pay_before: row.closed_at! + payDeadlineMs(PAY_DEADLINE_DAYS_DEFAULT) }])
    expect(await offerRow(mine.id)).toMatchObject({ status: 'accepted', price_kurus: 800_00, decided_by: 'seller' })
    expect(await offerRow(theirs.id)).toMatchObject({ status: 'declined', decided_by: 'system' })
    expect((await noticesOf(buyer.id)).map((n) => n.notification_title)).toContain(tr.offers.acceptedTitle)
    expect((await noticesOf(seller.id)).map((n) => n.notification_title)).toContain(tr.offers.soldTitle)
    expect((await noticesOf(other.id)).map((n) => n.notification_title)).toEqual([tr.offers.endedTitle])
    // A second click answers that the offer is no longer open; the room refuses bids and Buy Now.
    expect((await read(await answer(mine.id, 'accept', seller))).status).toBe(409)
    expect((await read(await postBid('/api/addtoCart', { slug: a.slug }, (await member()).token))).status).toBe(422)
    expect((await read(await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, (await member()).token))).status).toBe(422)
  })

  it('a counter gives the buyer the turn for 48 hours; the buyer may accept it (binding) or decline it', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const o = await made(await offer(a.slug, buyer, 600))
    expect((await read(await counter(o.id, 600, seller))).body.errors).toEqual({ amount: [tr.offers.counterAboveOffer(formatKurus(600_00))] })
    expect((await read(await counter(o.id, 1000, seller))).body.errors).toEqual({ amount: [tr.offers.counterBelowBuyNow(formatKurus(1_000_00))] })
    expect((await read(await counter(o.id, 850, buyer))).status).toBe(409)
    const countered = await read(await counter(o.id, 850, seller))
    expect(countered.body).toMatchObject({ message: tr.offers.countered(OFFER_HOURS), offer: { status: 'countered', counter: 850, your_turn: false } })
    const row = await offerRow(o.id)
    expect(row.expires_at).toBeGreaterThan(row.created_at + OFFER_TTL_MS - 1) // a fresh 48 hours from the counter
    expect((await noticesOf(buyer.id)).map((n) => n.notification_title)).toEqual([tr.offers.counterTitle])
    expect((await list(buyer, 'buyer')).offers[0]).toMatchObject({ id: o.id, status: 'countered', your_turn: true })
    expect((await read(await answer(o.id, 'accept', seller))).status).toBe(409)
    expect((await read(await answer(o.id, 'accept', buyer))).body).toMatchObject({ message: tr.offers.acceptedByBuyer, offer: { status: 'accepted', price: 850 } })
    expect(await offerRow(o.id)).toMatchObject({ status: 'accepted', price_kurus: 850_00, decided_by: 'buyer' })
    expect(await cartLines(a.id)).toMatchObject([{ user: buyer.id, price: 850_00, from: 2 }])

    const next = await lot()
    const declined = await made(await offer(next.a.slug, buyer, 600))
    await read(await counter(declined.id, 900, next.seller))
    expect((await read(await answer(declined.id, 'decline', buyer))).body).toMatchObject({ offer: { status: 'declined', decided_by: 'buyer' } })
    expect((await noticesOf(next.seller.id)).map((n) => n.notification_title)).toContain(tr.offers.counterDeclinedTitle)
    expect(await d1Auction(next.a.id)).toMatchObject({ closed_at: null })
  })

  it('hides another member’s offer (404) and reads an offer past its 48 hours as expired at once, before the cron', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const o = await made(await offer(a.slug, buyer, 600))
    expect((await read(await answer(o.id, 'decline', await member()))).status).toBe(404)
    await db.update(schema.offers).set({ expires_at: Date.now() - 1 }).where(eq(schema.offers.id, o.id))
    expect(await read(await answer(o.id, 'accept', seller))).toEqual({ status: 409, body: { message: tr.offers.gone, errors: { offer: [tr.offers.gone] } } })
    expect((await list(buyer, 'buyer')).offers[0]).toMatchObject({ status: 'expired', your_turn: false, status_label: tr.offers.statusLabel.expired })
    expect(await offerRow(o.id)).toMatchObject({ status: 'open' })
    expect(await d1Auction(a.id)).toMatchObject({ closed_at: null })
    // The cron writes it expired and tells the buyer once, however often it runs.
    await expireOffers(db, env as unknown as Env)
    await expireOffers(db, env as unknown as Env)
    expect(await offerRow(o.id)).toMatchObject({ status: 'expired' })
    expect((await noticesOf(buyer.id)).map((n) => n.notification_title)).toEqual([tr.offers.expiredTitle])
    // An expired counter: the seller waited, the seller is told.
    const c = await made(await offer(a.slug, buyer, 650))
    await read(await counter(c.id, 900, seller))
    await db.update(schema.offers).set({ expires_at: Date.now() - 1 }).where(eq(schema.offers.id, c.id))
    await expireOffers(db, env as unknown as Env)
    expect((await noticesOf(seller.id)).filter((n) => n.notification_title === tr.offers.expiredTitle)).toHaveLength(1)
  })
})

describe('an offer racing Buy Now and bids', () => {
  it('a Buy Now reservation or a bid that reached the room first wins; the acceptance is refused and nothing is sold twice', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const o = await made(await offer(a.slug, buyer, 700))
    const holder = await member()
    expect((await postBid('/api/addtoCart', { slug: a.slug }, holder.token)).status).toBe(200)
    expect(await read(await answer(o.id, 'accept', seller))).toMatchObject({ status: 409, body: { message: tr.cart.reserved } })
    expect(await cartLines(a.id)).toMatchObject([{ user: holder.id, from: 1 }])

    const next = await lot()
    const o2 = await made(await offer(next.a.slug, buyer, 700))
    expect((await postBid('/api/addBid', { auction_id: next.a.id, bid_amount: 10, total_amount: 110 }, (await member()).token)).status).toBe(200)
    expect(await read(await answer(o2.id, 'accept', next.seller))).toMatchObject({ status: 409, body: { message: tr.offers.biddingStarted } })
    // The first bids close the waiting offers, and their buyers are told, with the room's sync.
    await syncUntilLevel(next.a.id)
    expect(await offerRow(o2.id)).toMatchObject({ status: 'declined', decided_by: 'system' })
    // After the sync D1 answers the seller's click itself, with the same reason the room gave.
    expect(await read(await answer(o2.id, 'accept', next.seller))).toMatchObject({ status: 409, body: { message: tr.offers.biddingStarted } })
    expect((await noticesOf(buyer.id)).map((n) => n.notification_message)).toContain(tr.offers.biddingMessage(next.a.name))
    expect((await read(await offer(next.a.slug, buyer, 600))).body.errors).toEqual({ slug: [tr.offers.biddingStarted] })
  })

  it('an acceptance, a Buy Now and a bid sent at once sell the item once', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, a } = await lot()
      const [buyer, quick, bidder] = [await member(), await member(), await member()]
      const o = await made(await offer(a.slug, buyer, 700))
      const [accepted, bought, bid] = await Promise.all([
        answer(o.id, 'accept', seller),
        postBid('/api/addtoCart', { slug: a.slug }, quick.token),
        postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, bidder.token),
      ])
      await syncUntilLevel(a.id)
      const state = await roomState(a.id)
      const lines = await cartLines(a.id)
      expect(lines.length).toBeLessThanOrEqual(1)
      if (accepted.status === 200) {
        // Sold by the offer: Buy Now and the bid were refused, the buyer alone has it in the cart.
        expect([bought.status, bid.status]).toEqual([422, 422])
        expect(state).toMatchObject({ sold_via: 'offer', winner_id: buyer.id, bid_count: 0 })
        expect(lines).toMatchObject([{ user: buyer.id, price: 700_00, from: 2 }])
      } else {
        expect(accepted.status).toBe(409)
        expect(state.closed_at).toBeNull()
        expect(bought.status === 200 || bid.status === 200).toBe(true)
        expect(await offerRow(o.id)).toMatchObject({ status: expect.stringMatching(/^(open|declined)$/) })
      }
    }
  })

  it('keeps an accepted sale when D1 fails after the room decided, and writes it with the room’s sync', async () => {
    const { seller, a } = await lot()
    const buyer = await member()
    const o = await made(await offer(a.slug, buyer, 800))
    await armRoom(db, env as unknown as Env, a.id) // the room is configured while D1 works, as after any earlier command
    // The seller's request got past its session read; every write after it fails (the harness fails batches).
    const outage = createDb(faultyD1(env.DB))
    faults.d1Writes = true
    const sold = await acceptOffer(outage, env as unknown as Env, { id: seller.id, username: seller.username, title: seller.title, email: seller.email, role: 'member', sessionId: 'x' }, o.id)
    expect(sold.row.offer).toMatchObject({ status: 'accepted', price_kurus: 800_00 })
    expect(faults.failedWrites).toBeGreaterThan(0)
    faults.d1Writes = false
    expect(await offerRow(o.id)).toMatchObject({ status: 'open' })
    expect(await cartLines(a.id)).toEqual([])
    await syncUntilLevel(a.id, 20_000, closedAndLevel)
    expect(await offerRow(o.id)).toMatchObject({ status: 'accepted', price_kurus: 800_00 })
    expect(await cartLines(a.id)).toMatchObject([{ user: buyer.id, price: 800_00, from: 2 }])
    expect(await d1Auction(a.id)).toMatchObject({ sold_via: 'offer', winner_user_id: buyer.id })
  })
})
