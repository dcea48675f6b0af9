// A lot with a hidden reserve in a real browser (docs/decisions/0020-reserve-price.md): a visitor reads "Rezerv
// karşılanmadı" and never the amount; another member's maximum that reaches the reserve bids up to it at once, and the
// open page turns to "Rezerv karşılandı" live. The seller's own page shows the amount and lowers an unmet reserve.
// Screenshots at 390 and 1280 px go to /tmp/reserve-shots (RESERVE_SHOTS); axe once per screen.
import type { Page } from '@playwright/test'
import { reserve } from '../../common/messages/reserve.ts'
import { auctionSearchText } from '../../common/search.ts'
import { axe } from './checkout-helpers.ts'
import { category, seller } from './data.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { confirmPreinfo, expect, login, registerViaApi, test, uniqueMember } from './fixtures.ts'

const SHOTS = process.env.RESERVE_SHOTS ?? '/tmp/reserve-shots'
const HOUR = 3_600_000

/** A running lot of the e2e seller's: opening 100 ₺, buy-now 2.000 ₺, a hidden reserve of 500 ₺, two days left. */
async function reserveLot(slug: string, name: string) {
  const now = Date.now()
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, type, opening_price_kurus, current_price_kurus, buynow_price_kurus,
      reserve_kurus, start_time, end_time, approved, approved_at, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Yağlı boya, tuval üzerine, imzalı.</p>', 0, 10000, 10000, 200000,
      50000, ${now - HOUR}, ${now + 48 * HOUR}, 2, ${now - HOUR}, ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`)
}

const status = (page: Page) => page.getByTestId('reserve-status')

test.describe.configure({ timeout: 120_000 })

test('a visitor reads the reserve unmet, a maximum reaching it jumps to it and the page says met; the seller sees the amount', async ({ page, request }) => {
  const slug = `e2e-rezerv-${Date.now().toString(36)}`
  await reserveLot(slug, 'Rezervli yağlı boya manzara')
  const bidder = uniqueMember()
  const token = await registerViaApi(request, bidder)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/mezat/${slug}`)
  await expect(status(page)).toContainText(reserve.unmet)
  await expect(page.getByTestId('current-price')).toBeVisible()
  // The amount is never on a visitor's page.
  await expect(page.locator('main')).not.toContainText(/(^|[^.\d])500\s₺/)
  await page.screenshot({ path: `${SHOTS}/unmet-390.png`, fullPage: true })
  await axe(page)

  // Another member's maximum of 650 ₺ reaches the 500 ₺ reserve: the price goes to 500 ₺ at once, live on this page.
  await confirmPreinfo(request, token, slug)
  const { data } = (await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { id: number } }
  const res = await request.post('/api/addAutoBid', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    form: { auction_id: data.id, max_amount: 650 },
  })
  expect(res.status(), await res.text()).toBe(200)
  await expect(status(page)).toContainText(reserve.met)
  await expect(page.getByTestId('current-price')).toContainText('500')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/met-1280.png`, fullPage: true })

  // The seller's own page: the amount, theirs alone (met now: nothing left to lower).
  await login(page, seller)
  await page.goto(`/mezat/${slug}`)
  await expect(page.getByTestId('seller-reserve')).toContainText(/Rezerv fiyatınız 500\s₺/)
  await page.screenshot({ path: `${SHOTS}/seller-met-1280.png`, fullPage: true })
})

test('the seller lowers an unmet reserve from the lot page', async ({ page }) => {
  const slug = `e2e-rezerv-dus-${Date.now().toString(36)}`
  await reserveLot(slug, 'Rezervli gümüş cep saati')
  await login(page, seller)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.goto(`/mezat/${slug}`)
    await expect(page.getByTestId('seller-reserve')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/seller-unmet-${width}.png`, fullPage: true })
  }
  await axe(page)
  const panel = page.getByTestId('seller-reserve')
  await panel.getByLabel(reserve.lowerField).fill('600')
  await panel.getByRole('button', { name: reserve.lowerSubmit }).click()
  await expect(panel.getByText(/Rezerv fiyat yalnız düşürülebilir/)).toBeVisible()
  await panel.getByLabel(reserve.lowerField).fill('400')
  await panel.getByRole('button', { name: reserve.lowerSubmit }).click()
  await expect(panel.getByText(/Rezerv fiyat 400\s₺ olarak düşürüldü/)).toBeVisible()
  await expect(panel).toContainText(/Rezerv fiyatınız 400\s₺/)
  await expect(status(page)).toContainText(reserve.unmet)
})
