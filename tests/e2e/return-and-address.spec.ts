// Two places where a buyer used to be left guessing (docs/money-path.md "Sending a return back", "Checkout"):
// an open return shows where to send the item and asks for the cargo firm and tracking number, which the
// seller then sees; a first checkout adds its delivery address in place and goes on to payment in 3 steps.
// Data of its own (a sold lot, an order with an open return, a won cart line) through tests/e2e/d1.ts; screens at
// 390 and 1280 px to .tmp/return-and-address-shots, each checked with axe.
import type { Page } from '@playwright/test'
import { tc } from '../../client/i18n/tr-checkout.ts'
import { tm } from '../../client/i18n/tr-member.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { axe } from './checkout-helpers.ts'
import { d1Exec, sqlText, userIdSql } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, fillKadikoyAddress, registerViaApi, test, uniqueMember } from './fixtures.ts'
import { deliveredOrderSql } from './orders-sql.ts'
import { SIZES, atBothWidths, signIn } from './screens.ts'

const SHOTS = process.env.RETURN_SHOTS ?? '.tmp/return-and-address-shots'
const DAY = 86_400_000

const q = sqlText

/** A lot of the e2e seller that closed a day ago, sold to `buyer`. */
function soldLot(slug: string, name: string, buyer: string, now: number) {
  return `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, bid_count, last_seq, start_time, end_time, closed_at, approved, approved_at, winner_user_id, sold_via,
      search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Temiz, çalışır durumda.</p>', 100000, 240000, 0, 1, 1,
      ${now - 3 * DAY}, ${now - DAY}, ${now - DAY}, 2, ${now - 3 * DAY}, ${userIdSql(buyer)}, 'bid',
      ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`
}

/** The page as it is now at both widths (the last one stays), then axe. */
async function shots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await atBothWidths(
    page,
    (width) => `${SHOTS}/${name}-${width}.png`,
    () => ready(page),
  )
  await axe(page)
}

// Two wrangler calls and a few screens at two widths, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 })

test('an open return shows where to send the item and takes the firm and tracking number, which the seller sees', async ({
  page,
  request,
  browser,
}) => {
  const buyer = uniqueMember()
  await registerViaApi(request, buyer)
  const slug = `e2e-iade-${Date.now().toString(36)}`
  const name = 'İade edilen bakır cezve'
  const now = Date.now()
  await d1Exec(`${soldLot(slug, name, buyer.username, now)}
    ${deliveredOrderSql({ buyer: buyer.username, seller: seller.username, sellerName: 'E2E Satıcı Dükkanı', status: 6, items: 240000, commissions: 12000, shipping: 5000, total: 257000, deliveredAt: now - 2 * DAY, createdAt: now - 3 * DAY, updatedAt: now - 60_000 })}
    INSERT INTO order_items (order_id, auction_id, name, slug, item_price_kurus, item_total_price_buyer_kurus, item_total_price_seller_kurus, created_at)
      SELECT o.id, a.id, ${q(name)}, ${q(slug)}, 240000, 257000, 216000, ${now} FROM orders o, auctions a
      WHERE o.buyer_id = ${userIdSql(buyer.username)} AND a.slug = ${q(slug)};
    INSERT INTO order_returns (order_id, reason, note, opened_at)
      SELECT id, 'damaged', 'Sapı gevşek geldi', ${now - 60_000} FROM orders WHERE buyer_id = ${userIdSql(buyer.username)};`)

  await signIn(page, buyer)
  await page.goto('/u/siparislerim')
  await page.getByRole('main').getByRole('link', { name: tc.common.details }).click() // the buyer's only order
  await expect(page).toHaveURL(/\/siparisdetay\/\d+$/)
  const orderPath = new URL(page.url()).pathname
  const panel = page.getByTestId('return-shipping')
  await shots(page, 'return-send', async () => {
    await expect(panel).toContainText('Çukurcuma Cad. No:5')
    await expect(panel).toContainText(tc.orders.returnSendHow)
    await panel.scrollIntoViewIfNeeded()
  })

  // The firm and the number are asked for, named field by field; a wrong number changes nothing.
  await page.setViewportSize(SIZES[0]!)
  const send = panel.getByRole('button', { name: tc.orders.returnShipped })
  await send.click()
  await expect(panel.getByText(tr.payout.returnCarrierInvalid)).toBeVisible()
  await panel.getByRole('combobox', { name: tc.orders.returnCarrier }).selectOption({ label: 'Aras Kargo' })
  const number = panel.getByRole('textbox', { name: tc.orders.returnTrackNo })
  await number.fill('12AB')
  await send.click()
  await expect(panel.getByText(tr.payout.returnTrackNoInvalid)).toBeVisible()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: `${SHOTS}/return-send-invalid-390.png` })
  await number.fill('3214 5678 9012')
  await send.click()
  await page.getByRole('dialog', { name: tc.common.success }).getByRole('button', { name: tc.common.continue }).click()
  await expect(page.getByTestId('return-track-no')).toHaveText('321456789012')
  await shots(page, 'return-sent', async (p) => {
    await expect(p.getByTestId('return-track-no')).toBeVisible()
    await p.getByTestId('return-shipping').scrollIntoViewIfNeeded()
  })

  // The seller reads which firm brings it back and its number.
  const context = await browser.newContext()
  const sellerPage = await context.newPage()
  await signIn(sellerPage, seller)
  await sellerPage.goto(orderPath.replace('/siparisdetay/', '/satisdetay/'))
  await shots(sellerPage, 'return-seller', async (p) => {
    await expect(p.getByTestId('seller-return-parcel')).toContainText('Aras Kargo')
    await expect(p.getByTestId('seller-return-parcel')).toContainText('321456789012')
    await p.getByTestId('seller-return-parcel').scrollIntoViewIfNeeded()
  })
  await context.close()
})

test('a first checkout adds its delivery address in place and goes on to payment in 3 steps', async ({ page, request }) => {
  const buyer = uniqueMember()
  await registerViaApi(request, buyer)
  const slug = `e2e-adres-${Date.now().toString(36)}`
  const now = Date.now()
  await d1Exec(`${soldLot(slug, 'İlk siparişin pirinç şamdanı', buyer.username, now)}
    INSERT INTO carts (user_id, created_at, updated_at) VALUES (${userIdSql(buyer.username)}, ${now}, ${now}) ON CONFLICT DO NOTHING;
    INSERT INTO cart_items (cart_id, auction_id, item_price_kurus, from_bn_or_auc, pay_before, created_at)
      SELECT c.id, a.id, 240000, 2, ${now + 2 * DAY}, ${now} FROM carts c, auctions a
      WHERE c.user_id = ${userIdSql(buyer.username)} AND a.slug = ${q(slug)};`)

  await signIn(page, buyer)
  await page.setViewportSize(SIZES[0]!)
  await page.goto('/sepetim')
  await page.getByRole('button', { name: tc.cart.contract }).click()
  await page.getByRole('dialog', { name: tc.cart.contractTitle }).getByRole('button', { name: t.contracts.accept }).click()
  await page.getByRole('button', { name: tc.cart.toCheckout }).click()
  await expect(page).toHaveURL(/\/teslimat$/)

  // No address yet: the form is on the delivery step itself, not behind a link to Adreslerim.
  const form = page.getByRole('region', { name: tc.delivery.addFirst })
  await shots(page, 'checkout-first-address', async () => {
    await expect(form.getByRole('textbox', { name: tm.addresses.person })).toBeVisible()
  })
  await page.setViewportSize(SIZES[0]!)
  await fillKadikoyAddress(form, 'Deniz Aydın', 'Moda Cad. No:12 D:3')
  await form.getByRole('textbox', { name: tm.addresses.phone }).fill('0532 123 45 67')
  await form.getByRole('button', { name: tc.delivery.saveAndUse }).click()

  // Saved, chosen, and the invoice at this address ticked in sight: "Devam Et" goes to payment.
  await expect(page.getByRole('radio', { name: /Ev/, checked: true })).toBeVisible()
  const sameInvoice = page.getByRole('checkbox', { name: tc.delivery.sameInvoice })
  await expect(sameInvoice).toBeChecked()
  await expect(page.getByRole('navigation', { name: tc.steps.label }).getByRole('listitem')).toHaveCount(3)
  await shots(page, 'checkout-address-added', async (p) => {
    await p.mouse.wheel(0, -10_000)
    await expect(p.getByRole('button', { name: tc.delivery.addNew })).toBeVisible()
  })
  await page.getByRole('button', { name: tc.common.continue }).click()
  await expect(page).toHaveURL(/\/odeme$/)
  await expect(page.getByText(tc.invoice.none)).toHaveCount(0)
})
