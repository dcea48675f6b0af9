// An offer on a buy-now lot, in a real browser (docs/decisions/0021-offers.md): a buyer offers from the lot page
// (the pre-information first, the dialog loaded when opened), the seller accepts it on "Gelen teklifler", the item
// is in the buyer's cart with its pay deadline and is paid with the simulated bank. The two offer pages and the
// dialog are screenshotted at 390 and 1280 px to .tmp/offers-shots and checked with axe.
import type { Page } from '@playwright/test'
import { tc } from '../../client/i18n/tr-checkout.ts'
import { tol } from '../../client/i18n/tr-offer-lot.ts'
import { to } from '../../client/i18n/tr-offers.ts'
import { tr } from '../../common/messages.ts'
import { OFFER_HOURS } from '../../common/offers.ts'
import { auctionSearchText } from '../../common/search.ts'
import { axe, checkout, confirmOnBankPage } from './checkout-helpers.ts'
import { d1Exec, sqlText as q, userIdSql } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, passPreinfo, registerViaApi, test, uniqueMember } from './fixtures.ts'
import { SIZES, atBothWidths, signIn } from './screens.ts'

const SHOTS = process.env.OFFER_SHOTS ?? '.tmp/offers-shots'
const HOUR = 3_600_000

async function shots(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  const show = async () => {
    await page.goto(path)
    await ready(page)
  }
  await atBothWidths(page, (width) => `${SHOTS}/${name}-${width}.png`, show, true)
  await axe(page)
}

test.describe.configure({ timeout: 180_000 })

test('a buyer offers, the seller accepts, the buyer pays', async ({ page, request, browser }) => {
  const buyer = uniqueMember()
  await registerViaApi(request, buyer)
  const slug = `e2e-teklif-${Date.now().toString(36)}`
  const name = 'Teklifli bakır cezve takımı'
  const now = Date.now()
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, type, opening_price_kurus, current_price_kurus, buynow_price_kurus,
      start_time, end_time, approved, approved_at, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>El dövmesi bakır, kalaylı.</p>', 0, 50000, 50000, 200000,
      ${now - HOUR}, ${now + 24 * HOUR}, 2, ${now - HOUR}, ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};
    INSERT INTO delivery_addresses (user_id, person, title, line1, city, town, postalcode, phone, is_default, created_at, updated_at)
      VALUES (${userIdSql(buyer.username)}, 'Deniz Aydın', 'Ev', 'Moda Cad. No:12 D:3', 'İstanbul', 'Kadıköy', '34710', '5321234567', 1, ${now}, ${now});
    INSERT INTO invoice_addresses (user_id, type, full_name, tax_number, tax_office, address, city, district, created_at, updated_at)
      VALUES (${userIdSql(buyer.username)}, 'gercek', 'Deniz Aydın', '10000000146', 'Kadıköy', 'Moda Cad. No:12 D:3', 'İstanbul', 'Kadıköy', ${now}, ${now});`)

  // The buyer offers 1.500 ₺ from the lot page; the pre-information comes first, as for a bid.
  await signIn(page, buyer)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto(`/mezat/${slug}`)
    await page.getByRole('button', { name: tol.makeOffer }).click()
    if (size.width === SIZES[0]!.width) {
      const preinfo = page.getByRole('dialog', { name: tr.preinfo.title })
      await expect(preinfo).toBeVisible()
      await passPreinfo(page)
    }
    const dialog = page.getByRole('dialog', { name: to.dialogTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(to.amount).fill(size.width === 390 ? '2000' : '1500')
    await page.screenshot({ path: `${SHOTS}/dialog-${size.width}.png` })
    await axe(page)
    await dialog.getByRole('button', { name: to.send }).click()
    if (size.width === 390) {
      // At the buy-now price the answer names the field; nothing is sent.
      await expect(dialog.getByText(tr.offers.amountBelowBuyNow('2.000\u00a0₺'))).toBeVisible()
      await page.keyboard.press('Escape')
    }
  }
  await expect(page.getByText(tr.offers.made(OFFER_HOURS))).toBeVisible()
  await shots(page, '/u/tekliflerim', 'buyer-open', async (p) => {
    await expect(p.getByText(tr.offers.statusLabel.open)).toBeVisible()
  })

  // The seller accepts on "Gelen teklifler": a confirmation first, since it is a binding sale.
  const sellerContext = await browser.newContext()
  const sellerPage = await sellerContext.newPage()
  await signIn(sellerPage, seller)
  await shots(sellerPage, '/u/gelen-teklifler', 'seller-open', async (p) => {
    await expect(p.getByRole('heading', { name, exact: true })).toBeVisible()
  })
  const card = sellerPage.locator('[data-testid^="offer-"]').filter({ hasText: name })
  await card.getByRole('button', { name: to.accept }).click()
  const confirm = sellerPage.getByRole('dialog', { name: to.accept })
  await expect(confirm).toContainText(to.acceptConfirm('1.500\u00a0₺'))
  await confirm.getByRole('button', { name: to.accept }).click()
  await expect(sellerPage.getByText(tr.offers.acceptedBySeller)).toBeVisible()
  await shots(sellerPage, '/u/gelen-teklifler', 'seller-accepted', async (p) => {
    await expect(p.locator('[data-testid^="offer-"]').filter({ hasText: name })).toContainText(tr.offers.statusLabel.accepted)
  })
  await sellerContext.close()

  // The buyer finds it accepted, in the cart at 1.500 ₺ with the pay deadline, and pays.
  await shots(page, '/u/tekliflerim', 'buyer-accepted', async (p) => {
    await expect(p.getByText(tr.offers.statusLabel.accepted)).toBeVisible()
  })
  await page.goto('/sepetim')
  await expect(page.getByRole('list', { name: tc.cart.title })).toContainText('1.500')
  await expect(page.getByTestId('pay-countdown')).toBeVisible()
  const bank = await checkout(page, '5526 0800 0000 0006', 1)
  await confirmOnBankPage(page, bank)
  await expect(page.getByRole('heading', { name: tc.result.successTitle })).toBeVisible()
})
