// The closed lot told to each person (docs/money-path.md "The closed lot"): the winner to pay and by when,
// the winner who did not pay (lost the right to buy, never "paid"), the runner-up offered a second chance,
// who then buys and pays at their own bid (the cart line says so), the seller told at each step, and a
// bystander who gets no personal outcome.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { formatKurus } from '../../../common/money.ts'
import { AuctionDetailAnswer } from '../../../common/schemas/answers-storefront.ts'
import { CartAnswer } from '../../../common/schemas/cart.ts'
import { MySalesAnswer } from '../../../common/schemas/orders.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { afterTheHammer } from '../../../worker/domain/checkout/after-the-hammer.ts'
import type { Env } from '../../../worker/env.ts'
import { ok } from '../../support/admin-seed.ts'
import * as co from '../../support/checkout-seed.ts'
import { get, postForm } from '../../support/http.ts'
import { auction, category, db } from '../../support/seed.ts'

const cron = (now: number) => afterTheHammer(db, env as unknown as Env, now)
/** The seller's newest sale as their list shows it. */
const newestSale = async (m: co.Member) => MySalesAnswer.parse(await ok(get('/api/mysales', m.token))).orders.data[0]!
const outcome = async (slug: string, m: co.Member) => AuctionDetailAnswer.parse(await ok(get(`/api/auctions/${slug}`, m.token))).outcome

let seller: co.Member
beforeAll(async () => {
  await co.prices()
  seller = await co.member()
})

describe('the closed lot, per person', () => {
  it('tells the winner, the runner-up, the seller and a bystander their own outcome through a second chance', async () => {
    const [winner, runnerUp, bystander] = [await co.member(), await co.member(), await co.member()]
    const { auction: a, item } = await co.cartItem(winner, { seller, price: 275_000 })
    const due = Date.now() + 3_600_000
    await db.update(schema.cart_items).set({ pay_before: due }).where(eq(schema.cart_items.id, item.id))
    await db.insert(schema.bids).values([
      { auction_id: a.id, user_id: runnerUp.id, seq: 1, bid_amount_kurus: 100, total_amount_kurus: 270_000, created_at: Date.now() - 2 },
      { auction_id: a.id, user_id: winner.id, seq: 2, bid_amount_kurus: 100, total_amount_kurus: 275_000, created_at: Date.now() - 1 },
    ])

    expect(await outcome(a.slug, winner)).toMatchObject({ kind: 'won_to_pay', price: 2750, until: expect.any(String) })
    expect(await outcome(a.slug, seller)).toEqual({ kind: 'sold_awaiting', price: 2750, until: null })
    expect(await outcome(a.slug, runnerUp)).toBeNull()
    expect(await outcome(a.slug, bystander)).toBeNull()

    // The deadline passes unpaid: the winner lost the right to buy; the runner-up is offered the lot at 2.700 ₺.
    await cron(due + 1)
    expect(await outcome(a.slug, winner)).toEqual({ kind: 'lapsed', price: 2750, until: null })
    expect(await outcome(a.slug, runnerUp)).toMatchObject({ kind: 'offer_open', price: 2700, until: expect.any(String) })
    expect(await outcome(a.slug, seller)).toEqual({ kind: 'second_chance_awaiting', price: 2700, until: null })
    expect(await outcome(a.slug, bystander)).toBeNull()
    const told = (await co.notificationsOf(seller.id)).filter((n) => n.kind === 'second_chance_seller')
    expect(told.map((n) => n.notification_title)).toEqual([tr.afterHammer.sellerOfferTitle])
    expect(told[0]!.notification_message).toContain(formatKurus(270_000))

    const [offer] = await db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    await ok(postForm(`/api/secondChance/${offer!.id}/accept`, {}, runnerUp.token))
    expect(await outcome(a.slug, runnerUp)).toMatchObject({ kind: 'offer_to_pay', price: 2700, until: expect.any(String) })
    const cart = CartAnswer.parse(await ok(get('/api/showCart', runnerUp.token)))
    expect(cart.data!.cart_item.map((i) => [i.auction_id, i.second_chance])).toEqual([[a.id, true]])

    const ready = await co.readyToPay(runnerUp)
    const { callback } = await co.pay(runnerUp, ready)
    expect(callback?.status).toBe(303)
    expect(await outcome(a.slug, runnerUp)).toEqual({ kind: 'offer_paid', price: 2700, until: null })
    expect(await outcome(a.slug, seller)).toEqual({ kind: 'second_chance_paid', price: 2700, until: null })
    expect(await outcome(a.slug, winner)).toEqual({ kind: 'lapsed', price: 2750, until: null })

    // The seller's order says it is a second chance and why its price is not the hammer's.
    const sale = await newestSale(seller)
    expect(sale).toMatchObject({ item_price: 2700, money: { sale_price: 2700, second_chance: { hammer: 2750 } } })
    const newOrder = (await co.notificationsOf(seller.id)).filter((n) => n.notification_title === tr.orders.notify.newOrderTitle)
    expect(newOrder.map((n) => n.notification_message)).toEqual([tr.orders.notify.newOrderSecondChance(`“${a.name}”`)])
  })

  it('tells the winner who paid, and the seller, that it sold; an ordinary won line is no second chance', async () => {
    const buyer = await co.member()
    const { auction: a } = await co.cartItem(buyer, { seller, price: 120_050 })
    const cart = CartAnswer.parse(await ok(get('/api/showCart', buyer.token)))
    expect(cart.data!.cart_item[0]!.second_chance).toBe(false)
    const { callback } = await co.pay(buyer, await co.readyToPay(buyer))
    expect(callback?.status).toBe(303)
    expect(await outcome(a.slug, buyer)).toEqual({ kind: 'won_paid', price: 1200.5, until: null })
    expect(await outcome(a.slug, seller)).toEqual({ kind: 'sold_paid', price: 1200.5, until: null })
    expect((await newestSale(seller)).money.second_chance).toBeNull()
    const newOrder = (await co.notificationsOf(seller.id)).filter((n) => n.notification_title === tr.orders.notify.newOrderTitle)
    expect(newOrder.map((n) => n.notification_message)).toContain(tr.orders.notify.newOrder(`“${a.name}”`))
  })

  it('tells the seller an auction without bids did not sell', async () => {
    const a = await auction({ seller, category: await category(), closed_at: Date.now() - 1, end_time: Date.now() - 1, sold_via: 'unsold' })
    expect(await outcome(a.slug, seller)).toEqual({ kind: 'unsold', price: 0, until: null })
  })
})
