// The distance-sales contract at the sale (docs/law.md "The contract at the sale"): made once per sale from the
// pre-information its buyer confirmed, with the parties and the all-in total; kept unchangeable; mailed once
// (transactional) even when runs race or one fails halfway; shown on the order page to its buyer only; the
// buyer named by nickname and member number only, and no personal data in the logs.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saleContract as m } from '../../../common/messages/sale-contract.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { issueSaleContracts } from '../../../worker/domain/law/sale-contract.ts'
import type { Env } from '../../../worker/env.ts'
import { member, paidOrder, prices } from '../../support/checkout-seed.ts'
import { get, read } from '../../support/http.ts'
import { confirmPreinfo } from '../../support/preinfo.ts'
import * as seed from '../../support/seed.ts'

const e = env as unknown as Env
const db = seed.db
const contractOf = (auctionId: number, buyerId: number) =>
  db.query.sale_contracts.findFirst({ where: and(eq(schema.sale_contracts.auction_id, auctionId), eq(schema.sale_contracts.buyer_id, buyerId)) })
const contractMails = (email: string) =>
  db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, email))
    .then((rows) => rows.filter((r) => r.subject?.startsWith('Mesafeli satış sözleşmeniz')))

/** A trader's lot the buyer confirmed while it ran, then won at 2.500 TL: the winner's cart line, as the close writes it. */
async function wonLot() {
  await prices()
  const seller = await member()
  await db.insert(schema.seller_identities).values({ user_id: seller.id, kind: 'ticari', trade_name: 'Kaya Antika Ltd. Şti.', updated_at: Date.now() })
  const buyer = await member({ first_name: 'Ayşe', last_name: 'Yılmaz', tckn: '10000000146' })
  const lot = await seed.auction({ seller, shipping_type: 1, shipping_payment_by: 1 })
  await confirmPreinfo(lot.id, buyer)
  const closedAt = Date.now() - 60_000
  await db.update(schema.auctions).set({ closed_at: closedAt, winner_user_id: buyer.id, sold_via: 'bid', current_price_kurus: 250_000 }).where(eq(schema.auctions.id, lot.id))
  await db.insert(schema.carts).values({ user_id: buyer.id }).onConflictDoNothing()
  const cart = (await db.query.carts.findFirst({ where: eq(schema.carts.user_id, buyer.id) }))!
  await db.insert(schema.cart_items).values({
    cart_id: cart.id,
    auction_id: lot.id,
    item_price_kurus: 250_000,
    item_shipping_price_buyer_kurus: 8990,
    cargo_channel: 'yurtici',
    from_bn_or_auc: 2,
    pay_before: closedAt + 3 * 86_400_000,
  })
  return { seller, buyer, lot, closedAt }
}

afterEach(() => vi.restoreAllMocks())

describe('the contract at the sale', () => {
  it('is made from the confirmed pre-information with the parties and the all-in total, kept, and mailed once', async () => {
    const logs = vi.spyOn(console, 'error')
    const { buyer, lot, closedAt } = await wonLot()
    expect(await issueSaleContracts(db, e)).toBeGreaterThanOrEqual(1)
    const c = (await contractOf(lot.id, buyer.id))!
    const confirmation = (await db.query.preinfo_confirmations.findFirst({
      where: and(eq(schema.preinfo_confirmations.user_id, buyer.id), eq(schema.preinfo_confirmations.auction_id, lot.id)),
    }))!
    const text = (await db.query.preinfo_texts.findFirst({ where: eq(schema.preinfo_texts.version, confirmation.version) }))!
    const sections = c.sections as Array<{ key: string; lines: string[] }>
    // The pre-information the buyer confirmed, word for word, after the contract's own two sections.
    expect(c.preinfo_version).toBe(confirmation.version)
    expect(sections.slice(2)).toEqual(text.sections)
    expect(sections.map((s) => s.key).slice(0, 2)).toEqual(['parties', 'sale'])
    expect(sections.find((s) => s.key === 'cayma')!.lines.join(' ')).toContain('14 gün')
    // 2.500 TL + 5 % fee (125 TL) + 89,90 TL cargo.
    expect(c).toMatchObject({ sold_via: 'bid', price_kurus: 250_000, total_kurus: 250_000 + 12_500 + 8990, sold_at: closedAt })
    expect(sections[1]!.lines).toContain(m.total('2.714,90\u00a0₺'))
    expect(c.version).toMatch(/^mss-2026-11\.[0-9a-f]{16}$/)
    // Minimal buyer data: nickname and member number, never the name, T.C. Kimlik No or e-mail.
    const all = JSON.stringify(c.sections)
    expect(all).toContain(m.buyer(buyer.title, buyer.id))
    for (const personal of ['Ayşe', 'Yılmaz', '10000000146', buyer.email]) expect(all).not.toContain(personal)

    const mails = await contractMails(buyer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ channel: 'mail', message_class: 'transactional', subject: m.mailSubject(lot.name) })
    expect(mails[0]!.body).toContain(m.total('2.714,90\u00a0₺'))
    expect(mails[0]!.body).toContain(c.version)

    // A second run finds nothing to do for this sale.
    await issueSaleContracts(db, e)
    expect(await contractMails(buyer.email)).toHaveLength(1)
    expect(logs.mock.calls.flat().join(' ')).not.toContain(buyer.email)
  })

  it('cannot be changed once made', async () => {
    const { buyer, lot } = await wonLot()
    await issueSaleContracts(db, e)
    await expect(db.update(schema.sale_contracts).set({ total_kurus: 1 }).where(eq(schema.sale_contracts.auction_id, lot.id))).rejects.toThrow()
    expect((await contractOf(lot.id, buyer.id))!.total_kurus).toBe(250_000 + 12_500 + 8990)
  })

  it('racing runs make one contract and one mail', async () => {
    const { buyer, lot } = await wonLot()
    await Promise.all([issueSaleContracts(db, e), issueSaleContracts(db, e), issueSaleContracts(db, e)])
    expect(await db.select().from(schema.sale_contracts).where(eq(schema.sale_contracts.auction_id, lot.id))).toHaveLength(1)
    expect(await contractMails(buyer.email)).toHaveLength(1)
  })

  it('a run failing halfway (the mail cannot be queued) leaves nothing; the next run makes it once', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { buyer, lot } = await wonLot()
    // The contract's row is written first in the batch; the mail after it fails.
    await e.DB.exec(
      "CREATE TRIGGER test_mail_down BEFORE INSERT ON outbox WHEN NEW.subject LIKE 'Mesafeli satış sözleşmeniz%' BEGIN SELECT RAISE(ABORT, 'mail down'); END",
    )
    try {
      await issueSaleContracts(db, e)
    } finally {
      await e.DB.exec('DROP TRIGGER test_mail_down')
    }
    expect(await contractOf(lot.id, buyer.id)).toBeUndefined()
    expect(await contractMails(buyer.email)).toHaveLength(0)
    const logged = logs.mock.calls.flat().join(' ')
    expect(logged).toContain('sale contract failed')
    expect(logged).not.toContain(buyer.email)

    await issueSaleContracts(db, e)
    expect(await contractOf(lot.id, buyer.id)).toBeDefined()
    expect(await contractMails(buyer.email)).toHaveLength(1)
  })

  it('an accepted second chance is a sale of its own, with its own contract', async () => {
    const { buyer, lot } = await wonLot()
    await issueSaleContracts(db, e)
    const runnerUp = await member()
    // The winner did not pay: the line was pulled and the runner-up accepted the offer at their own bid.
    await db.delete(schema.cart_items).where(eq(schema.cart_items.auction_id, lot.id))
    const acceptedAt = Date.now()
    await db.insert(schema.second_chance_offers).values({
      auction_id: lot.id,
      user_id: runnerUp.id,
      price_kurus: 240_000,
      status: 'accepted',
      expires_at: acceptedAt + 86_400_000,
      decided_at: acceptedAt,
    })
    await db.insert(schema.carts).values({ user_id: runnerUp.id }).onConflictDoNothing()
    const cart = (await db.query.carts.findFirst({ where: eq(schema.carts.user_id, runnerUp.id) }))!
    await db.insert(schema.cart_items).values({ cart_id: cart.id, auction_id: lot.id, item_price_kurus: 240_000, item_shipping_price_buyer_kurus: 0, from_bn_or_auc: 2 })
    await issueSaleContracts(db, e)
    expect(await contractOf(lot.id, runnerUp.id)).toMatchObject({ sold_via: 'second_chance', price_kurus: 240_000, sold_at: acceptedAt })
    expect(await contractOf(lot.id, buyer.id)).toMatchObject({ sold_via: 'bid', price_kurus: 250_000 })
  })

  it('is shown with the order to its buyer only (a paid sale without a confirmation on record gets the lot’s text)', async () => {
    const o = await paidOrder()
    await issueSaleContracts(db, e)
    const mine = await read(await get(`/api/orders/${o.order.id}/contracts`, o.buyer.token))
    expect(mine.status).toBe(200)
    expect(mine.body.contracts).toHaveLength(1)
    const [shown] = mine.body.contracts
    const stored = (await db.query.sale_contracts.findFirst({ where: eq(schema.sale_contracts.buyer_id, o.buyer.id) }))!
    expect(shown).toMatchObject({ title: m.title, version: stored.version, sections: stored.sections })
    expect(shown.sections.map((s: { key: string }) => s.key)).toContain('cayma')
    expect((await get(`/api/orders/${o.order.id}/contracts`, (await member()).token)).status).toBe(404)
    expect((await get(`/api/orders/${o.order.id}/contracts`, o.seller.token)).status).toBe(404)
    expect((await get(`/api/orders/${o.order.id}/contracts`)).status).toBe(401)
  })
})
