// The return code on the buyer's order page (docs/money-path.md "The return code"): a confirmed sale of its own
// (SQL), the buyer opens a return through the API as the page does, and the page shows the cargo firm's code,
// its tracking number and what to do with it at 390 and 1280 px (axe once); "Paketi Şubeye Teslim Ettim" then
// sends the return with that number. Screens to .tmp/return-code-shots.
import { tc } from '../../client/i18n/tr-checkout.ts'
import { auctionSearchText } from '../../common/search.ts'
import { axe } from './checkout-helpers.ts'
import { d1Exec, sqlText as q, userIdSql } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, registerViaApi, test, uniqueMember, visitorHeaders } from './fixtures.ts'
import { deliveredOrderSql } from './orders-sql.ts'
import { signIn } from './screens.ts'

const SHOTS = process.env.RETURN_SHOTS ?? '.tmp/return-code-shots'
const DAY = 86_400_000

/** A lot of the e2e seller sold to `buyer` and its order, delivered and confirmed a minute ago, shipped with MNG. */
async function confirmedSale(slug: string, name: string, buyer: string, now: number) {
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, bid_count, last_seq, start_time, end_time, closed_at, approved, approved_at, winner_user_id, sold_via,
      search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Temiz.</p>', 100000, 1583610, 0, 1, 1,
      ${now - 5 * DAY}, ${now - 4 * DAY}, ${now - 4 * DAY}, 2, ${now - 5 * DAY}, ${userIdSql(buyer)}, 'bid',
      ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};
    ${deliveredOrderSql({ buyer: buyer, seller: seller.username, sellerName: 'E2E Satıcı Dükkanı', status: 5, items: 1583610, commissions: 0, shipping: 0, total: 1583610, deliveredAt: now - 2 * DAY, createdAt: now - 4 * DAY, updatedAt: now - 60_000 })}
    INSERT INTO order_items (order_id, auction_id, name, slug, item_price_kurus, item_total_price_buyer_kurus, item_total_price_seller_kurus, created_at)
      SELECT o.id, a.id, ${q(name)}, ${q(slug)}, 1583610, 1583610, 1456921, ${now} FROM orders o, auctions a
      WHERE o.buyer_id = ${userIdSql(buyer)} AND a.slug = ${q(slug)};
    INSERT INTO shipments (order_id, channel, order_item_track_no, order_item_barcode_no, status, created_at)
      SELECT id, 'mng', '6' || substr('0000000000' || id, -10) || '7', '82' || substr('000000000' || id, -9) || '4', 'delivered', ${now - 3 * DAY}
      FROM orders WHERE buyer_id = ${userIdSql(buyer)};`)
}

test.describe.configure({ timeout: 90_000 })

test('an opened return shows the cargo firm’s return code and the steps, and sends the return with its number', async ({
  page,
  request,
}) => {
  const buyer = uniqueMember()
  const token = await registerViaApi(request, buyer)
  await confirmedSale(`e2e-iade-kodu-${Date.now().toString(36)}`, 'İade kodlu gümüş şekerlik', buyer.username, Date.now())
  const auth = { Authorization: `Bearer ${token}`, ...visitorHeaders() }
  const listed = await request.get('/api/myorders', { headers: auth })
  const id = ((await listed.json()) as { orders: { data: { id: number }[] } }).orders.data[0]!.id
  const opened = await request.post(`/api/orders/${id}/update-status`, { data: { status: 6, reason: 'damaged', note: '' }, headers: auth })
  expect(opened.status(), await opened.text()).toBe(200)

  await signIn(page, buyer)
  await page.goto(`/siparisdetay/${id}`)
  const box = page.getByTestId('return-code')
  const code = (await box.getByTestId('return-code-value').innerText()).trim()
  const trackNo = (await box.getByTestId('return-code-track-no').innerText()).trim()
  expect(code).toMatch(/^\d{12}$/)
  expect(trackNo).toMatch(/^\d{12}$/)
  await expect(box).toContainText(tc.orders.returnCodeFirm('MNG Kargo'))
  for (const step of tc.orders.returnCodeSteps('MNG Kargo')) await expect(box).toContainText(step)
  // The own-carrier way stays under it.
  await expect(page.getByTestId('return-shipping')).toContainText(tc.orders.returnOwnCarrier)
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await box.scrollIntoViewIfNeeded()
    // The code fits the phone's width: nothing of the box runs off the screen.
    const right = await box.evaluate((el) => el.getBoundingClientRect().right)
    expect(right).toBeLessThanOrEqual(size.width)
    await page.screenshot({ path: `${SHOTS}/return-code-${size.width}.png` })
  }
  await axe(page)

  await box.getByRole('button', { name: tc.orders.returnCodeSent }).click()
  await page.getByRole('dialog', { name: tc.common.success }).getByRole('button', { name: tc.common.continue }).click()
  await expect(page.getByTestId('return-track-no')).toHaveText(trackNo)
  await expect(page.getByTestId('return-code')).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/return-code-sent-1280.png` })
})
