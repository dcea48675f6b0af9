// Cayma from the order page (docs/law.md "Cayma", "The contract at the sale"): the buyer of a trader's delivered lot
// reads the distance-sales contract made at the sale, uses the withdrawal with the Yönetmelik's form (a missing name
// is named under its field), sees the confirmation and where to send the goods; the seller sees the notice on the
// sale. Data of its own (a trader seller, a lot the buyer confirmed while it ran, a delivered order); screens at 390
// and 1280 px, each checked with axe.
import type { Page } from '@playwright/test'
import { tc } from '../../client/i18n/tr-checkout.ts'
import { tr } from '../../common/messages.ts'
import { saleContract } from '../../common/messages/sale-contract.ts'
import { d1Exec, sqlText as q, userIdSql } from './d1.ts'
import { category } from './data.ts'
import { confirmPreinfo, expect, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'
import { deliveredOrderSql } from './orders-sql.ts'
import { atBothWidths, signIn } from './screens.ts'

const DAY = 86_400_000
const m = tr.cayma

/** The page at both widths (the last one stays), then axe once. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  await atBothWidths(page, (width) => test.info().outputPath(`${name}-${width}.png`), ready)
  expect(await seriousAxe(page)).toEqual([])
}

test.describe.configure({ timeout: 120_000 })

test('the buyer of a trader’s delivered lot reads the contract, withdraws with the form, and the seller sees it', async ({
  page,
  browser,
  request,
}) => {
  const [seller, buyer] = [uniqueMember(), uniqueMember()]
  await registerViaApi(request, seller)
  const buyerToken = await registerViaApi(request, buyer)
  const run = Date.now().toString(36)
  const name = `Pirinç masa saati ${run}`
  const slug = `e2e-cayma-${run}`
  const now = Date.now()
  // The seller sells as a trader; the lot runs, and the buyer confirms its pre-information as before a first bid.
  await d1Exec(`INSERT INTO seller_identities (user_id, kind, trade_name, vkn, mersis, address, kep, updated_at)
      VALUES (${userIdSql(seller.username)}, 'ticari', 'Kaya Antika Ltd. Şti.', '1234567890', '0123456789012345', 'Çukurcuma Cad. No:5, Beyoğlu, İstanbul', 'kaya.antika@hs01.kep.tr', ${now});
    INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
        start_time, end_time, approved, approved_at, shipping_type, shipping_payment_by, created_at, updated_at)
      SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Çalışır durumda, anahtarıyla.</p>', 100000, 100000, 0,
        ${now - 3 * DAY}, ${now + DAY}, 2, ${now - 3 * DAY}, 1, 1, ${now}, ${now}
      FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`)
  await confirmPreinfo(request, buyerToken, slug)
  // The hammer fell on the buyer's bid; they paid, and the lot was delivered two days ago.
  await d1Exec(`UPDATE auctions SET closed_at = ${now - 5 * DAY}, end_time = ${now - 5 * DAY}, winner_user_id = ${userIdSql(buyer.username)}, sold_via = 'bid',
      current_price_kurus = 240000, bid_count = 1, last_seq = 1 WHERE slug = ${q(slug)};
    ${deliveredOrderSql({ buyer: buyer.username, seller: seller.username, sellerName: 'Kaya Antika', status: 4, items: 240000, commissions: 12000, shipping: 8990, total: 260990, deliveredAt: now - 2 * DAY, createdAt: now - 4 * DAY, updatedAt: now - 2 * DAY })}
    INSERT INTO order_items (order_id, auction_id, name, slug, item_price_kurus, item_shipping_price_buyer_kurus, item_commission_price_buyer_kurus,
        item_total_price_buyer_kurus, item_total_price_seller_kurus, created_at)
      SELECT o.id, a.id, ${q(name)}, ${q(slug)}, 240000, 8990, 12000, 260990, 220800, ${now} FROM orders o, auctions a
      WHERE o.buyer_id = ${userIdSql(buyer.username)} AND a.slug = ${q(slug)};`)
  // The cron's passes (wrangler dev runs no cron) make the sale's contract and queue its mail; the demo's own sales
  // come first, 50 a pass.
  for (let pass = 0; pass < 20; pass++) if ((await (await request.post('/__dev/sale-contracts')).json()).issued === 0) break

  await signIn(page, buyer)
  await page.goto('/u/siparislerim')
  await page.getByRole('main').getByRole('link', { name: tc.common.details }).click() // the buyer's only order
  await expect(page).toHaveURL(/\/siparisdetay\/\d+$/)
  const orderId = new URL(page.url()).pathname.split('/').pop()!
  const panel = page.getByTestId('cayma-panel')
  await shots(page, 'cayma-open', async () => {
    await expect(panel.getByRole('button', { name: m.open })).toBeVisible()
  })

  // The contract as it was made at the sale: the trader's identity, the all-in total, the cayma terms.
  await page.getByRole('button', { name: saleContract.view }).click()
  const contract = page.getByRole('dialog', { name: saleContract.title })
  await shots(page, 'contract', async () => {
    await expect(contract.getByTestId('sale-contract')).toContainText('Kaya Antika Ltd. Şti.')
    await expect(contract).toContainText(saleContract.total('2.609,90\u00a0₺'))
    await expect(contract.getByRole('heading', { name: tr.preinfo.section.cayma })).toBeVisible()
  })
  await page.keyboard.press('Escape')
  await expect(contract).toBeHidden()

  // The Yönetmelik's form: the statement, the order's facts filled in, the name and address asked.
  await panel.getByRole('button', { name: m.open }).click()
  const form = page.getByRole('dialog', { name: m.formTitle })
  await expect(form).toContainText(m.statement)
  await expect(form).toContainText(name)
  const fullName = form.getByRole('textbox', { name: m.fullName })
  await fullName.fill('')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(m.fullNameRequired)).toBeVisible()
  await expect(form.getByText(m.mustTick)).toBeVisible()
  await shots(page, 'cayma-form', async () => {
    await expect(form.getByRole('textbox', { name: m.address })).toHaveValue(/Moda Cad\. No:12/)
  })
  await fullName.fill('Deniz Aydın')
  await form.getByRole('checkbox', { name: m.confirmTick }).check()
  await form.getByRole('button', { name: m.submit }).click()
  const done = page.getByRole('dialog', { name: tc.common.success })
  await expect(done).toContainText(m.sent)
  await done.getByRole('button', { name: tc.common.continue }).click()
  await shots(page, 'cayma-noticed', async () => {
    await expect(panel).toContainText(m.notify.buyerTitle)
    await expect(panel).toContainText('Çukurcuma Cad. No:5')
    await expect(panel.getByTestId('cayma-refund-by')).toBeVisible()
  })

  // Both mails went out with the notice and the contract; the seller sees the withdrawal on the sale.
  const mails = (await (await request.get(`/__dev/outbox.json?to=${encodeURIComponent(buyer.email)}`)).json()) as {
    data: Array<{ subject: string | null }>
  }
  expect(mails.data.map((x) => x.subject)).toEqual(
    expect.arrayContaining([m.notify.mailSubject(Number(orderId)), saleContract.mailSubject(name)]),
  )
  const sellerContext = await browser.newContext()
  const sellerPage = await sellerContext.newPage()
  await signIn(sellerPage, seller)
  await sellerPage.goto(`/satisdetay/${orderId}`)
  await shots(sellerPage, 'cayma-seller', async () => {
    await expect(sellerPage.getByRole('main')).toContainText(m.reasonLabel)
  })
  await sellerContext.close()
})
