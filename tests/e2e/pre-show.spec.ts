// Bids before the show (docs/bidding.md "Bids before the show"): a member leaves a maximum on a live show's lot
// that has not opened, the lot page says "Ön teklifiniz", and "Pey makbuzlarım" lists it under "Ön teklifleriniz".
// Data of its own (a lot opening tomorrow in a live show); screens at 390 and 1280 px, each checked with axe.
import type { Page } from '@playwright/test'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { COOKIES } from '../../common/constants.ts'
import { preShow } from '../../common/messages/pre-show.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category } from './data.ts'
import { confirmPreinfo, expect, login, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'
import { atBothWidths } from './screens.ts'

const DAY = 86_400_000

/** The page at both widths (the last one stays), then axe once. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  await atBothWidths(page, (width) => test.info().outputPath(`${name}-${width}.png`), ready)
  expect(await seriousAxe(page)).toEqual([])
}

test('a maximum left before a live show’s lot opens shows on the lot and in the member’s list', async ({ page, request }) => {
  const [seller, bidder] = [uniqueMember(), uniqueMember()]
  await registerViaApi(request, seller)
  const token = await registerViaApi(request, bidder)
  const run = Date.now().toString(36)
  const name = `Gümüş Osmanlı tabakası ${run}`
  const slug = `e2e-on-teklif-${run}`
  const now = Date.now()
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
        start_time, end_time, approved, approved_at, shipping_type, shipping_payment_by, created_at, updated_at)
      SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Tuğralı, 1900 civarı.</p>', 100000, 100000, 0,
        ${now + DAY}, ${now + 2 * DAY}, 2, ${now}, 1, 1, ${now}, ${now}
      FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};
    INSERT INTO live_sessions (title, live_broadcast_url, live_active, created_at) VALUES (${q(`Pazar akşamı canlı mezat ${run}`)}, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 0, ${now});
    INSERT INTO live_session_auctions (live_session_id, auction_id, position)
      SELECT (SELECT max(id) FROM live_sessions), id, 0 FROM auctions WHERE slug = ${q(slug)};`)
  await confirmPreinfo(request, token, slug)
  await login(page, bidder)
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await page.context().addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/', sameSite: 'Lax' }])

  await page.goto(`/mezat/${slug}`)
  const box = page.getByTestId('pre-show-box')
  await expect(box.getByText(preShow.title)).toBeVisible()
  await box.getByLabel(td.autoBidMax).fill('1500')
  await box.getByRole('button', { name: td.autoBidSet }).click()
  await expect(box.getByTestId('auto-bid-active')).toHaveText(preShow.yours('1.500\u00a0₺'))
  await shots(page, 'pre-show-lot', async () => {
    await box.getByTestId('auto-bid-active').scrollIntoViewIfNeeded()
    await expect(box.getByTestId('auto-bid-active')).toBeInViewport()
  })

  await page.goto('/u/peymakbuzlarim')
  const list = page.locator('#on-teklifler')
  await expect(list.getByRole('heading', { name: preShow.listTitle })).toBeVisible()
  await expect(list.getByRole('link', { name })).toBeVisible()
  await expect(list.getByText(preShow.yours('1.500\u00a0₺'))).toBeVisible()
  await shots(page, 'pre-show-list', () => expect(list).toBeVisible())
})
