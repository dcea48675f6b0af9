// After the hammer (docs/after-the-hammer.md): the winner's pay deadline and reminders, the unpaid item
// pulled by the cron with a strike and offered to the next distinct bidder at their own highest bid,
// decline/expiry → the next one, nobody left → relist, the winner's payment racing the cron, the block at
// STRIKES_TO_BLOCK and the editor's audited lift.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAY_DEADLINE_DAYS_DEFAULT, SECOND_CHANCE_MS, STRIKES_HREF, STRIKES_TO_BLOCK } from '../../../common/after-the-hammer.ts'
import { tr } from '../../../common/messages.ts'
import { MyStrikesAnswer } from '../../../common/schemas/after-the-hammer.ts'
import { CartAnswer } from '../../../common/schemas/cart.ts'
import { ShowSellerOrderAnswer } from '../../../common/schemas/orders.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { afterTheHammer, remindUnpaid } from '../../../worker/domain/checkout/after-the-hammer.ts'
import type { Env } from '../../../worker/env.ts'
import { auditOf, editor, ok, postAdmin, putJson, type Signed } from '../../support/admin-seed.ts'
import * as co from '../../support/checkout-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const cron = (now: number) => afterTheHammer(db, env as unknown as Env, now)

let seller: co.Member
let ed: Signed
beforeAll(async () => {
  await co.prices()
  seller = await co.member()
  ed = await editor()
})

/**
 * A closed auction won by `winner` (in the cart, due at `payBefore`) with a ledger: each [member, total]
 * is one bid, in order. The runner-up is the next highest distinct bidder.
 */
async function won(winner: co.Member, ledger: [co.Member, number][], payBefore = Date.now() - 1) {
  const top = Math.max(...ledger.map(([, t]) => t))
  const { auction, item } = await co.cartItem(winner, { seller, price: top })
  await db.update(schema.cart_items).set({ pay_before: payBefore }).where(eq(schema.cart_items.id, item.id))
  await db.insert(schema.bids).values(
    ledger.map(([m, total], i) => ({
      auction_id: auction.id,
      user_id: m.id,
      seq: i + 1,
      bid_amount_kurus: 100,
      total_amount_kurus: total,
      created_at: Date.now() - DAY + i,
    })),
  )
  return auction
}

/** A winner who outbid one runner-up (100 000 → 120 000 kuruş) and whose pay deadline has passed. */
async function wonOverRunnerUp() {
  const [winner, runnerUp] = [await co.member(), await co.member()]
  const a = await won(winner, [
    [runnerUp, 100_000],
    [winner, 120_000],
  ])
  return { winner, runnerUp, a }
}

/** A winner, a runner-up and a third bidder, and the auction the winner won after the ledger `bidsOf` gives them. */
async function wonOverTwo(bidsOf: (m: { winner: co.Member; runnerUp: co.Member; third: co.Member }) => [co.Member, number][]) {
  const [winner, runnerUp, third] = [await co.member(), await co.member(), await co.member()]
  const a = await won(winner, bidsOf({ winner, runnerUp, third }))
  return { winner, runnerUp, third, a }
}

/** The winner pays the cart up to the bank's 3-D Secure page, whose form is returned (the callback not yet sent). */
async function atTheBank(winner: co.Member) {
  const cart = await co.readyToPay(winner)
  const started = await read(await postForm('/api/makePayment', co.paymentForm(cart.id, cart.cart_total_buyer), winner.token))
  return co.bankPage(started.body.threeDSHtmlContent)
}
const offersOf = (auctionId: number) =>
  db
    .select()
    .from(schema.second_chance_offers)
    .where(eq(schema.second_chance_offers.auction_id, auctionId))
    .orderBy(schema.second_chance_offers.id)
const strikesOf = (userId: number) => db.select().from(schema.payment_strikes).where(eq(schema.payment_strikes.user_id, userId))
const mailsTo = (m: co.Member) => db.select().from(schema.outbox).where(eq(schema.outbox.recipient, m.email))
const cartAnswer = async (m: co.Member) => CartAnswer.parse(await ok(get('/api/showCart', m.token)))

describe('the pay deadline', () => {
  it('puts the won item in the cart with a deadline the cart states, and reminds once a day and once two hours before', async () => {
    const [winner, other] = [await co.member(), await co.member()]
    const now = Date.now()
    const a = await won(
      winner,
      [
        [other, 110_000],
        [winner, 120_000],
      ],
      now + 20 * HOUR,
    )
    const cart = await cartAnswer(winner)
    expect(cart.data!.cart_item[0]!.pay_before).not.toBeNull()
    expect(cart.data!.cart_notification).toMatch(/^Kazandığınız ürünün ödemesini/)

    expect(await remindUnpaid(db, env as unknown as Env, now)).toBe(1)
    expect(await remindUnpaid(db, env as unknown as Env, now + HOUR)).toBe(0)
    expect(await remindUnpaid(db, env as unknown as Env, now + 19 * HOUR)).toBe(1) // two hours left
    expect(await remindUnpaid(db, env as unknown as Env, now + 19.5 * HOUR)).toBe(0)
    const reminders = (await co.notificationsOf(winner.id)).filter((n) => n.kind === 'pay_reminder')
    expect(reminders.map((n) => n.dedupe_key)).toEqual([`pay_reminder:${a.id}:${winner.id}:24h`, `pay_reminder:${a.id}:${winner.id}:2h`])
    expect((await mailsTo(winner)).map((m) => m.subject)).toEqual([
      tr.afterHammer.reminderMailSubject(a.name),
      tr.afterHammer.reminderMailSubject(a.name),
    ])
  })
})

describe('second chance', () => {
  it('pulls the unpaid item once, strikes the winner and offers it to the next distinct bidder at their own highest bid', async () => {
    const { winner, runnerUp, third, a } = await wonOverTwo((b) => [
      [b.third, 90_000],
      [b.runnerUp, 100_000],
      [b.third, 105_000],
      [b.runnerUp, 110_000],
      [b.winner, 120_000],
    ])
    const now = Date.now()
    const [first, second] = [await cron(now), await cron(now)]
    expect(first.pulled).toBe(1)
    expect(second).toEqual({ pulled: 0, expired: 0, reminded: 0 })

    expect(await co.cartItemsOf(winner.id)).toEqual([])
    const [strike] = await strikesOf(winner.id)
    expect(strike).toMatchObject({ auction_id: a.id, reason: 'unpaid', lifted_at: null })
    const strikes = MyStrikesAnswer.parse(await ok(get('/api/myStrikes', winner.token)))
    expect(strikes).toMatchObject({ active: 1, limit: STRIKES_TO_BLOCK, blocked: false })
    expect(strikes.strikes[0]!.reason).toBe(tr.afterHammer.strikeReason.unpaid(a.name))

    const offers = await offersOf(a.id)
    expect(offers).toHaveLength(1)
    expect(offers[0]).toMatchObject({ user_id: runnerUp.id, price_kurus: 110_000, status: 'open', expires_at: now + SECOND_CHANCE_MS })
    expect((await co.notificationsOf(runnerUp.id)).map((n) => n.kind)).toContain('second_chance')
    expect((await mailsTo(runnerUp)).map((m) => m.subject)).toEqual([tr.afterHammer.offerMailSubject(a.name)])
    const cart = await cartAnswer(runnerUp)
    expect(cart.second_chance_offers).toMatchObject([{ id: offers[0]!.id, auction_id: a.id, price: 1100 }])
    // Another member cannot answer it.
    expect((await read(await postForm(`/api/secondChance/${offers[0]!.id}/accept`, {}, third.token))).body.message).toBe(
      tr.afterHammer.offerGone,
    )
  })

  it('moves to the next bidder on a decline; the accepted offer becomes a cart line with its own deadline, once', async () => {
    const { runnerUp, third, a } = await wonOverTwo((b) => [
      [b.third, 90_000],
      [b.runnerUp, 100_000],
      [b.winner, 120_000],
    ])
    await cron(Date.now())
    const [offer] = await offersOf(a.id)
    expect(await ok(postForm(`/api/secondChance/${offer!.id}/decline`, {}, runnerUp.token))).toEqual({
      message: tr.afterHammer.offerDeclined,
    })
    expect(await read(await postForm(`/api/secondChance/${offer!.id}/decline`, {}, runnerUp.token))).toEqual({
      status: 422,
      body: { message: tr.afterHammer.offerGone, errors: { id: [tr.afterHammer.offerGone] } },
    })
    const next = (await offersOf(a.id))[1]!
    expect(next).toMatchObject({ user_id: third.id, price_kurus: 90_000, status: 'open' })

    const before = Date.now()
    expect(await ok(postForm(`/api/secondChance/${next.id}/accept`, {}, third.token))).toEqual({ message: tr.afterHammer.offerAccepted })
    const [line] = await co.cartItemsOf(third.id)
    expect(line).toMatchObject({ auction_id: a.id, item_price_kurus: 90_000, from_bn_or_auc: 2 })
    expect(line!.pay_before!).toBeGreaterThanOrEqual(before + PAY_DEADLINE_DAYS_DEFAULT * DAY)
    expect((await read(await postForm(`/api/secondChance/${next.id}/accept`, {}, third.token))).status).toBe(422)
    expect((await offersOf(a.id)).map((o) => o.status)).toEqual(['declined', 'accepted'])
    expect((await strikesOf(runnerUp.id)).length).toBe(0) // declining is no strike
  })

  it('offers the relist to the seller when the offers expire and nobody is left', async () => {
    const { a } = await wonOverRunnerUp()
    const now = Date.now()
    await cron(now)
    expect((await co.notificationsOf(seller.id)).filter((n) => n.kind === 'second_chance_none')).toEqual([])
    await cron(now + SECOND_CHANCE_MS - 1)
    expect((await offersOf(a.id)).map((o) => o.status)).toEqual(['open'])
    await cron(now + SECOND_CHANCE_MS)
    expect((await offersOf(a.id)).map((o) => o.status)).toEqual(['expired'])
    expect((await co.notificationsOf(seller.id)).filter((n) => n.dedupe_key === `second_chance_none:${a.id}`)).toHaveLength(1)
    const mine = await ok(get('/api/myauctions', seller.token))
    expect(mine.closed_auctions.find((x: { id: number }) => x.id === a.id).can_relist).toBe(true)
  })
})

describe('the winner paying while the deadline passes', () => {
  it('leaves a cart held by a payment alone, and the payment makes the order', async () => {
    const { winner, a } = await wonOverRunnerUp()
    const cart = await co.readyToPay(winner)
    const started = await read(await postForm('/api/makePayment', co.paymentForm(cart.id, cart.cart_total_buyer), winner.token))
    expect(started.body.status).toBe('success')
    expect((await cron(Date.now())).pulled).toBe(0) // within the 3-D Secure window
    const bank = await co.bankPage(started.body.threeDSHtmlContent)
    expect((await co.formPost(bank.action, bank.fields)).status).toBe(303)
    const [order] = await co.ordersOf(winner.id)
    expect(await cron(Date.now() + DAY)).toMatchObject({ pulled: 0 })
    // The seller sees the buyer's completed purchases, never strikes.
    await co.setStatus(order!.id, 4)
    const sale = ShowSellerOrderAnswer.parse(await ok(get(`/api/showOrderForSeller/${order!.id}`, seller.token)))
    expect(sale.order.buyer_completed_purchases).toBe(1)
    expect(JSON.stringify(sale)).not.toMatch(/strike/)
    expect(await offersOf(a.id)).toEqual([])
    expect(await strikesOf(winner.id)).toEqual([])
  })

  it('gives the charge back when the item was pulled before the bank answered: exactly one outcome', async () => {
    const { winner, runnerUp, a } = await wonOverRunnerUp()
    const bank = await atTheBank(winner)
    // The cron runs after the attempt's window (as seen by its clock), before the bank's callback arrives.
    expect((await cron(Date.now() + HOUR)).pulled).toBe(1)
    expect((await co.formPost(bank.action, bank.fields)).status).toBe(303)
    expect(await co.ordersOf(winner.id)).toEqual([])
    const [payment] = await co.paymentsOf(winner.id)
    expect(payment).toMatchObject({ status: 'failure', error_code: 'VOIDED' })
    expect((await offersOf(a.id)).map((o) => [o.user_id, o.status])).toEqual([[runnerUp.id, 'open']])
    expect(await strikesOf(winner.id)).toHaveLength(1)
  })

  it('has one outcome when the callback and the cron run at once', async () => {
    const { winner, a } = await wonOverRunnerUp()
    const bank = await atTheBank(winner)
    await Promise.all([co.formPost(bank.action, bank.fields), cron(Date.now() + HOUR)])
    const orders = await co.ordersOf(winner.id)
    const offers = await offersOf(a.id)
    const strikes = await strikesOf(winner.id)
    if (orders.length) expect([offers, strikes]).toEqual([[], []])
    else expect([offers.length, strikes.length, (await co.paymentsOf(winner.id))[0]!.status]).toEqual([1, 1, 'failure'])
    const items = await db.select().from(schema.order_items).where(eq(schema.order_items.auction_id, a.id))
    expect(items.length + offers.length).toBe(1)
  })
})

describe('strikes', () => {
  it(`refuses bids, buy-now and offers at ${STRIKES_TO_BLOCK} strikes until an editor lifts them (audited)`, async () => {
    const [winner, runnerUp] = [await co.member(), await co.member()]
    const a1 = await won(winner, [
      [runnerUp, 100_000],
      [winner, 120_000],
    ])
    await won(winner, [
      [runnerUp, 100_000],
      [winner, 130_000],
    ])
    await cron(Date.now())
    expect(await strikesOf(winner.id)).toHaveLength(2)
    const refusal = { status: 403, body: { message: tr.afterHammer.blocked(STRIKES_TO_BLOCK), verify_url: STRIKES_HREF } }
    expect(await read(await postForm('/api/addBid', { auction_id: a1.id, bid_amount: 10, total_amount: 110 }, winner.token))).toEqual(
      refusal,
    )
    expect(await read(await postForm('/api/addtoCart', { slug: a1.slug }, winner.token))).toEqual(refusal)
    expect(MyStrikesAnswer.parse(await ok(get('/api/myStrikes', winner.token)))).toMatchObject({ active: 2, blocked: true })

    // A member may not lift; the editor does, once.
    expect((await read(await postAdmin(`/api/admin/users/${winner.id}/strikes/lift`, {}, winner.token))).status).toBe(403)
    expect(await ok(postAdmin(`/api/admin/users/${winner.id}/strikes/lift`, {}, ed.token))).toEqual({
      message: tr.afterHammer.strikesLifted,
      lifted: 2,
    })
    expect((await read(await postAdmin(`/api/admin/users/${winner.id}/strikes/lift`, {}, ed.token))).status).toBe(409)
    const [audit] = await auditOf('payment_strikes', winner.id)
    expect(audit).toMatchObject({ user_id: ed.user.id, action: 'unblock' })
    expect(MyStrikesAnswer.parse(await ok(get('/api/myStrikes', winner.token)))).toMatchObject({ active: 0, blocked: false })
    const { status, body } = await read(await postForm('/api/addBid', { auction_id: a1.id }, winner.token))
    expect([status, body.message]).toEqual([422, tr.bid.amountRequired])
    // A blocked member is skipped as a runner-up, too.
    const lifted = await db
      .select()
      .from(schema.payment_strikes)
      .where(and(eq(schema.payment_strikes.user_id, winner.id)))
    expect(lifted.every((s) => s.lifted_by === ed.user.id)).toBe(true)
  })
})

describe('PUT /api/admin/settings/pay-deadline', () => {
  it('lets an editor set the days (audited), refuses a bad value naming the field, and the next accepted offer follows it', async () => {
    const bad = await read(await putJson('/api/admin/settings/pay-deadline', { pay_deadline_days: 'üç' }, ed.token))
    expect(bad.status).toBe(422)
    expect(bad.body.errors.pay_deadline_days).toEqual([tr.afterHammer.payDeadlineInvalid(14)])
    expect((await read(await putJson('/api/admin/settings/pay-deadline', { pay_deadline_days: 5 }, seller.token))).status).toBe(403)
    expect(await ok(putJson('/api/admin/settings/pay-deadline', { pay_deadline_days: 5 }, ed.token))).toEqual({
      message: tr.afterHammer.payDeadlineSaved,
    })
    expect((await ok(get('/api/admin/settings', ed.token))).pay_deadline_days).toBe(5)
    expect((await auditOf('setting', 'pay_deadline_days'))[0]).toMatchObject({ user_id: ed.user.id, action: 'update' })

    const { runnerUp, a } = await wonOverRunnerUp()
    await cron(Date.now())
    const [offer] = await offersOf(a.id)
    const before = Date.now()
    await ok(postForm(`/api/secondChance/${offer!.id}/accept`, {}, runnerUp.token))
    const [line] = await co.cartItemsOf(runnerUp.id)
    expect(line!.pay_before! - before).toBeGreaterThanOrEqual(5 * DAY)
    expect(line!.pay_before! - before).toBeLessThan(5 * DAY + 60_000)
    await ok(putJson('/api/admin/settings/pay-deadline', { pay_deadline_days: PAY_DEADLINE_DAYS_DEFAULT }, ed.token))
  })
})
