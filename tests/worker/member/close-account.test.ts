// "Hesabımı kapat" (docs/privacy.md "Closing an account"): refused with each open thing named; otherwise the
// account stops at once, no personal field remains on the member's row and what they owned goes, while the
// kept records (orders, payments, bids, consents with a withdrawal for İYS) stay, until the periodic job
// destroys their personal parts when the retention period has run.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { RETENTION } from '../../../common/retention.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { destroyExpiredRecords } from '../../../worker/domain/member/retention-job.ts'
import { paidOrder, setStatus, type Member } from '../../support/checkout-seed.ts'
import { get, postJson, read } from '../../support/http.ts'
import { auction, DEFAULT_PASSWORD, db, notification } from '../../support/seed.ts'

const close = (m: Member, password = DEFAULT_PASSWORD) => postJson('/api/user/close', { password }, m.token)

/** checkout-seed's members have no password; closing needs one. */
async function withPassword(m: Member) {
  const { hashPassword } = await import('../../../worker/lib/password.ts')
  await db.update(schema.users).set({ password_hash: await hashPassword(DEFAULT_PASSWORD) }).where(eq(schema.users.id, m.id))
  return m
}
const userRow = async (id: number) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!

describe('Hesabımı kapat is refused', () => {
  it('with a wrong password (422 naming it), changing nothing', async () => {
    const { buyer } = await paidOrder()
    await withPassword(buyer)
    const { status, body } = await read(await close(buyer, 'Yanlis1234'))
    expect(status).toBe(422)
    expect(body.errors).toEqual({ password: [tr.closeAccount.wrongPassword] })
    expect((await userRow(buyer.id)).closed_at).toBeNull()
  })

  it('while something is open, naming each: a leading bid, an order under way, money held for the seller', async () => {
    const { buyer, seller } = await paidOrder()
    await withPassword(buyer)
    await withPassword(seller)
    const lot = await auction()
    await db.insert(schema.bids).values({ auction_id: lot.id, user_id: buyer.id, seq: 1, bid_amount_kurus: 150_00, total_amount_kurus: 150_00 })

    const refused = await read(await close(buyer))
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      message: tr.closeAccount.refused,
      errors: { account: [tr.closeAccount.open.leadingBid(1), tr.closeAccount.open.openOrder(1)] },
    })
    const bySeller = await read(await close(seller))
    expect(bySeller.status).toBe(409)
    expect(bySeller.body.errors.account).toContain(tr.closeAccount.open.openOrder(1))
    expect(bySeller.body.errors.account).toContain(tr.closeAccount.open.heldMoney(1))
    expect((await userRow(buyer.id)).email).toBe(buyer.email)
    expect((await get('/api/user', buyer.token)).status).toBe(200)
  })
})

describe('a closed account', () => {
  it('signs in no more, keeps no personal field, and keeps the records the law asks for', async () => {
    const { buyer, order } = await paidOrder()
    await withPassword(buyer)
    await setStatus(order.id, 5)
    const lot = await auction({ closed_at: Date.now() - 1000 })
    await db.insert(schema.bids).values({ auction_id: lot.id, user_id: buyer.id, seq: 1, bid_amount_kurus: 150_00, total_amount_kurus: 150_00 })
    await db.insert(schema.watchlist).values({ user_id: buyer.id, auction_id: lot.id })
    await notification(buyer.id)
    await db.insert(schema.message_consents).values({ user_id: buyer.id, channel: 'email', granted: true, source: 'preferences', text_version: 'v', recorded_at: 1, iys_state: 'sent' })
    await db.update(schema.users).set({ first_name: 'Ayşe', last_name: 'Çınar', phone_1: '5321234567', tckn: '10000000146' }).where(eq(schema.users.id, buyer.id))

    const { status, body } = await read(await close(buyer))
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({ message: tr.closeAccount.closed })
    expect((await get('/api/user', buyer.token)).status).toBe(401)
    expect((await postJson('/api/login', { username: buyer.username, password: DEFAULT_PASSWORD })).status).toBe(422)

    const row = await userRow(buyer.id)
    expect(row).toMatchObject({
      username: `kapali_${buyer.id}`,
      email: `kapali-${buyer.id}@kapali.invalid`,
      title: tr.closeAccount.closedTitle,
      password_hash: '!',
      first_name: null,
      last_name: null,
      tckn: null,
      phone_1: null,
      bank_iban: null,
      closed_at: expect.any(Number),
    })
    expect(JSON.stringify(row)).not.toContain(buyer.email)
    const of = async (table: 'delivery_addresses' | 'watchlist' | 'notifications' | 'carts') =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(buyer.id).first<{ n: number }>())!.n
    expect([await of('delivery_addresses'), await of('watchlist'), await of('notifications'), await of('carts')]).toEqual([0, 0, 0, 0])
    const sessions = await db.select().from(schema.sessions).where(eq(schema.sessions.user_id, buyer.id))
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true)

    // Kept: the order with its delivery and invoice details, the payment, the bid as an anonymous bidder.
    const [kept] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id))
    expect(kept!.delivery_contact_name).toBeTruthy()
    expect((await db.select().from(schema.payments).where(eq(schema.payments.user_id, buyer.id))).length).toBe(1)
    expect((await db.select().from(schema.bids).where(eq(schema.bids.user_id, buyer.id))).length).toBe(1)
    // The e-mail consent is withdrawn, to İYS at the address it knew.
    const consents = await db.select().from(schema.message_consents).where(eq(schema.message_consents.user_id, buyer.id))
    expect(consents.at(-1)).toMatchObject({ channel: 'email', granted: false, source: 'account_closed', iys_state: 'pending', iys_recipient: buyer.email })

    // The periodic job: nothing before the period has run, the personal parts after it.
    const closedAt = row.closed_at!
    await destroyExpiredRecords(env.DB, Date.now())
    expect((await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)))[0]!.delivery_contact_name).toBeTruthy()
    await destroyExpiredRecords(env.DB, closedAt + RETENTION.commercialRecords + 1)
    const [after] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id))
    expect(after).toMatchObject({ delivery_contact_name: null, delivery_address: null, invoice_contact: null, invoice_phone: null })
    expect(after!.total_buyer_kurus).toBe(kept!.total_buyer_kurus)
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.user_id, buyer.id))
    expect([payment!.last_four, payment!.bin_no]).toEqual([null, null])
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.user_id, buyer.id))).toEqual([])
  })
})
