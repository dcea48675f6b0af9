// After the hammer, in a real browser: a member wins and does not pay (the won line is written to D1 with its deadline
// already past, and the cron's pass is run through the development-only /__dev/after-the-hammer); the winner
// sees the strike in Hesap Bilgilerim; the runner-up finds the second-chance offer in the cart, accepts it (a
// cart line with its own deadline and countdown) and pays with the simulated bank. The cart's countdown, the strikes and the offer are screenshotted at 390 and 1280 px
// to .tmp/after-the-hammer-shots and checked with axe.
import type { Page } from '@playwright/test'
import { tah } from '../../client/i18n/tr-after-hammer.ts'
import { tc } from '../../client/i18n/tr-checkout.ts'
import { tout } from '../../client/i18n/tr-outcome.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { axe, checkout, confirmOnBankPage } from './checkout-helpers.ts'
import { d1Exec, sqlText as q, userIdSql } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, registerViaApi, test, uniqueMember } from './fixtures.ts'
import { atBothWidths, signIn } from './screens.ts'

/** The closed lot's own panel says `kind` with its heading and `price`, and nothing of another outcome. */
const outcomeShown = (kind: keyof typeof tout & string, price: string) => async (p: Page) => {
  const panel = p.getByTestId('outcome-panel')
  await expect(panel).toHaveAttribute('data-outcome', kind)
  await expect(panel.getByRole('heading', { name: (tout[kind] as { title: string }).title })).toBeVisible()
  if (price) await expect(panel).toContainText(price)
  await expect(p.getByTestId('closed-panel')).toHaveCount(0)
}

const SHOTS = process.env.HAMMER_SHOTS ?? '.tmp/after-the-hammer-shots'
const DAY = 86_400_000

const sql = d1Exec

async function shots(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  await atBothWidths(
    page,
    (width) => `${SHOTS}/${name}-${width}.png`,
    async () => {
      await page.goto(path)
      await ready(page)
    },
  )
  await axe(page)
}

// A wrangler call, three screens at two widths with axe, and a payment, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 })

test('the winner does not pay: a strike; the runner-up accepts the second chance and pays', async ({ page, request, browser }) => {
  const [winner, runnerUp] = [uniqueMember(), uniqueMember()]
  await registerViaApi(request, winner)
  await registerViaApi(request, runnerUp)
  const slug = `e2e-ikinci-sans-${Date.now().toString(36)}`
  const name = 'İkinci şans pirinç semaver'
  const now = Date.now()
  await sql(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
      bid_count, last_seq, start_time, end_time, closed_at, approved, approved_at, winner_user_id, sold_via, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Bakır ve pirinç, çalışır durumda.</p>', 100000, 245000, 0,
      2, 2, ${now - 2 * DAY}, ${now - DAY}, ${now - DAY}, 2, ${now - 2 * DAY}, ${userIdSql(winner.username)}, 'bid', ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};
    INSERT INTO bids (auction_id, user_id, seq, bid_amount_kurus, total_amount_kurus, created_at)
      SELECT id, ${userIdSql(runnerUp.username)}, 1, 140000, 240000, ${now - DAY - 60_000} FROM auctions WHERE slug = ${q(slug)};
    INSERT INTO bids (auction_id, user_id, seq, bid_amount_kurus, total_amount_kurus, created_at)
      SELECT id, ${userIdSql(winner.username)}, 2, 5000, 245000, ${now - DAY - 30_000} FROM auctions WHERE slug = ${q(slug)};
    INSERT INTO carts (user_id, created_at, updated_at) VALUES (${userIdSql(winner.username)}, ${now}, ${now}) ON CONFLICT DO NOTHING;
    INSERT INTO cart_items (cart_id, auction_id, item_price_kurus, from_bn_or_auc, pay_before, created_at)
      SELECT c.id, a.id, 245000, 2, ${now - 60_000}, ${now} FROM carts c, auctions a WHERE c.user_id = ${userIdSql(winner.username)} AND a.slug = ${q(slug)};
    INSERT INTO delivery_addresses (user_id, person, title, line1, city, town, postalcode, phone, is_default, created_at, updated_at)
      VALUES (${userIdSql(runnerUp.username)}, 'Deniz Aydın', 'Ev', 'Moda Cad. No:12 D:3', 'İstanbul', 'Kadıköy', '34710', '5321234567', 1, ${now}, ${now});
    INSERT INTO invoice_addresses (user_id, type, full_name, tax_number, tax_office, address, city, district, created_at, updated_at)
      VALUES (${userIdSql(runnerUp.username)}, 'gercek', 'Deniz Aydın', '10000000146', 'Kadıköy', 'Moda Cad. No:12 D:3', 'İstanbul', 'Kadıköy', ${now}, ${now});`)

  // The deadline has passed; the cron's pass pulls the item, strikes the winner and offers it to the runner-up.
  await signIn(page, winner)
  const run = await page.request.post('/__dev/after-the-hammer')
  expect(run.status()).toBe(200)
  expect(((await run.json()) as { pulled: number }).pulled).toBeGreaterThanOrEqual(1)
  await shots(page, '/u/hesapbilgilerim', 'strikes', async (p) => {
    await expect(p.getByTestId('strikes')).toContainText(tr.afterHammer.strikeReason.unpaid(name))
    await p.getByTestId('strikes').scrollIntoViewIfNeeded()
  })

  // The winner who did not pay is never told they paid: they lost the right to buy.
  await shots(page, `/mezat/${slug}`, 'lot-lapsed', async (p) => {
    await outcomeShown('lapsed', '2.450')(p)
    await expect(p.getByText(tout.won_paid.lead)).toHaveCount(0)
  })

  const context = await browser.newContext()
  const other = await context.newPage()
  await signIn(other, runnerUp)
  await shots(other, `/mezat/${slug}`, 'lot-offer-open', outcomeShown('offer_open', '2.400'))
  await shots(other, '/sepetim', 'offer', async (p) => {
    await expect(p.getByTestId('second-chance-offer')).toContainText('2.400')
  })
  await other.getByTestId('second-chance-offer').getByRole('button', { name: tah.offers.accept }).click()
  await expect(other.getByText(tr.afterHammer.offerAccepted)).toBeVisible()
  await expect(other.getByRole('list', { name: tc.cart.title }).getByRole('listitem')).toHaveCount(1)
  // The accepted item is a cart line with its own pay deadline: Istanbul time and the countdown; it says how it was bought.
  await shots(other, '/sepetim', 'cart-countdown', async (p) => {
    await expect(p.getByTestId('pay-countdown')).toContainText(tah.countdown.units.days)
    await expect(p.getByRole('list', { name: tc.cart.title })).toContainText(tc.cart.secondChance)
    await expect(p.getByRole('list', { name: tc.cart.title })).not.toContainText(tc.cart.won)
  })
  await shots(other, `/mezat/${slug}`, 'lot-offer-to-pay', outcomeShown('offer_to_pay', '2.400'))

  const bank = await checkout(other, '5526 0800 0000 0006', 1)
  await confirmOnBankPage(other, bank)
  await expect(other.getByRole('heading', { name: tc.result.successTitle })).toBeVisible()
  await shots(other, `/mezat/${slug}`, 'lot-offer-paid', outcomeShown('offer_paid', '2.400'))
  await context.close()

  // The seller reads that the winner did not pay and the lot sold at second chance, at its price.
  const sellerContext = await browser.newContext()
  const sellerPage = await sellerContext.newPage()
  await signIn(sellerPage, seller)
  await shots(sellerPage, `/mezat/${slug}`, 'lot-seller-second-chance', outcomeShown('second_chance_paid', '2.400'))
  // Their sale says it is a second chance, and why its price is not the hammer's.
  const sale = (p: Page) => p.getByRole('listitem').filter({ hasText: name })
  await shots(sellerPage, '/u/satislarim', 'sales-second-chance', async (p) => {
    await expect(sale(p)).toContainText(tc.sales.secondChance)
  })
  await sale(sellerPage).getByRole('link', { name: tc.common.details }).click()
  await expect(sellerPage).toHaveURL(/\/satisdetay\/\d+$/)
  await shots(sellerPage, new URL(sellerPage.url()).pathname, 'sale-second-chance', async (p) => {
    await expect(p.getByTestId('second-chance-sale')).toContainText(tc.sales.secondChanceNote('2.450\u00a0₺', '2.400\u00a0₺'))
  })
  await sellerContext.close()
})
