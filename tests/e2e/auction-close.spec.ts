// Two members on one auction see each other's bid, then the auction closes by its room's alarm
// and both pages turn to 'Tamamlanmış Mezat.' without a reload; the winner finds the item in the cart.
// The auction is made for this run (ending 150 s from now) and approved by the demo editor, which arms
// its room; a bid more than 2 minutes before the end does not extend it (soft close).
import { ts } from '../../client/i18n/tr-storefront.ts'
import { tout } from '../../client/i18n/tr-outcome.ts'
import { auctionSearchText } from '../../common/search.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { approveAsEditor, escapeRegExp, expect, login, quickBid, registerViaApi, test, uniqueMember } from './fixtures.ts'

const LIFETIME_MS = 150_000

async function createClosingAuction(slug: string, name: string) {
  const now = Date.now()
  const sql = `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Kapanış testi.</p>', 10000, 10000, 0, ${now - 60_000}, ${now + LIFETIME_MS}, 0,
      ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`
  await d1Exec(sql)
  return now + LIFETIME_MS
}

test('an auction closes by itself while two members watch; both see it without a reload', async ({ browser, request }) => {
  test.setTimeout(LIFETIME_MS + 120_000)
  const slug = `e2e-kapanis-${Date.now().toString(36)}`
  await createClosingAuction(slug, 'Kapanış testi gümüş çerçeve')

  // The demo editor approves it: this arms the auction's room (alarm at the end).
  await approveAsEditor(request, slug)

  const pages = []
  for (let i = 0; i < 2; i++) {
    const member = uniqueMember()
    await registerViaApi(request, member)
    const context = await browser.newContext()
    const page = await context.newPage()
    await login(page, member)
    await page.goto(`/mezat/${slug}`)
    await expect(page.getByTestId('current-price')).toBeVisible()
    pages.push({ page, context })
  }
  const [a, b] = pages as [(typeof pages)[0], (typeof pages)[0]]

  await quickBid(a.page)
  await expect(a.page.getByText(ts.detail.yoursBar).first()).toBeVisible()
  // The other member's status line (one element: the bid box also announces an extension to screen
  // readers in its own words) says a bid came in; when the bid lands in the soft-close window, it says
  // the end moved instead. Which of the two depends on how long the setup took, so either is right.
  const either = new RegExp(`^(${escapeRegExp(ts.detail.newBidBar)}|${escapeRegExp(ts.detail.extendedBar)})$`)
  await expect(b.page.getByTestId('status-line')).toHaveText(either)

  // Nobody reloads: the room's alarm closes the auction and both pages hear AuctionClosed.
  for (const p of [a.page, b.page]) await expect(p.getByText(ts.detail.completed).first()).toBeVisible({ timeout: LIFETIME_MS + 30_000 })
  // The winner's page says so; the other bidder's says it ended and what it sold for.
  await expect(a.page.getByRole('heading', { name: tout.won_to_pay.title })).toBeVisible()
  await expect(b.page.getByRole('heading', { name: tout.panel.closed })).toBeVisible()
  await expect(b.page.getByTestId('outcome-panel')).toHaveCount(0)

  // The winner's cart has the item (the access-token cookie authenticates the page's requests too). The
  // cart line is a consequence of the close, written by the room's sync off the bidders' path:
  // it may follow the close by a few seconds, more if wrangler dev restarts meanwhile (the room retries).
  await expect
    .poll(async () => ((await (await a.page.request.get('/api/user')).json()) as { cartItemCount: number }).cartItemCount, {
      timeout: 60_000,
    })
    .toBe(1)
  await a.context.close()
  await b.context.close()
})
