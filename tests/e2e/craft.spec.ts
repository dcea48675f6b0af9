// Auction craft in a real browser at 390 and 1280 px: the clock in the bid box and the
// phone's bid dock, leading as a state, toasts that hide neither price nor bid buttons, the winner's
// closed page and everyone else's, the verification setting told before any dialog, and the editor's
// console link, the contact form, the blog's width and the cart's descriptions. Each screen is
// screenshotted to .tmp/craft-shots and checked with axe.
import type { Locator, Page } from '@playwright/test'
import { ts } from '../../client/i18n/tr-storefront.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { tout } from '../../client/i18n/tr-outcome.ts'
import { t } from '../../client/i18n/tr.ts'
import { COOKIES } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { auctions, category, seller } from './data.ts'
import { axeClean, editorToken, expect, login, quickBid, registerViaApi, screenshots, test, uniqueMember, visitorHeaders } from './fixtures.ts'

const SHOTS = process.env.CRAFT_SHOTS ?? '.tmp/craft-shots'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** The cookie bar accepted, so screenshots show the page (the bar itself is the shell's, not ours). */
async function consent(page: Page) {
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await page.context().addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/', sameSite: 'Lax' }])
}
const shot = screenshots(SHOTS)
const sql = d1Exec

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
/** Asserts the visible toasts cover none of `targets` (those on screen). */
async function toastsClear(page: Page, targets: Locator[]) {
  const toasts = await page.getByTestId('toaster').locator('li').all()
  expect(toasts.length).toBeGreaterThan(0)
  for (const toast of toasts) {
    const tb = (await toast.boundingBox())!
    for (const target of targets) {
      if (!(await target.isVisible())) continue
      const b = await target.boundingBox()
      if (b && b.y < PHONE.height * 2) expect(overlaps(tb, b), `toast over ${target}`).toBe(false)
    }
  }
}

async function member(page: Page, request: import('@playwright/test').APIRequestContext) {
  const m = uniqueMember()
  await registerViaApi(request, m)
  await login(page, m)
  await consent(page)
  return m
}
const setVerification = async (request: import('@playwright/test').APIRequestContext, token: string, level: string) =>
  expect(
    (
      await request.put('/api/admin/settings/verification', {
        data: { trade_verification: level },
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status(),
  ).toBe(200)

test.describe('auction craft', () => {
  // Two widths, screenshots and axe per screen on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 })
  test('the clock travels with the bid box; the leader sees it is theirs; toasts keep off price and buttons', async ({ page, request }) => {
    await member(page, request)
    const path = `/mezat/${auctions.flowers.slug}`

    await page.setViewportSize(DESKTOP)
    await page.goto(path)
    const box = page.getByTestId('bid-box')
    await expect(page.getByTestId('bid-clock')).toContainText(ts.bidBox.endsIn)
    await shot(page, 'detail-1280')
    await axeClean(page)

    // Bid; the answer makes this member the leader: one toast, off the controls; quick bids off.
    await quickBid(page, box)
    // Checked at once: the toast lives 5 s.
    await expect(page.getByTestId('toaster').getByText(tr.bid.accepted)).toHaveCount(1)
    await toastsClear(page, [page.getByTestId('current-price'), box.locator('[data-toast-avoid]')])
    await expect(page.getByTestId('toaster').getByText(tr.bid.outbidTitle)).toHaveCount(0)
    await expect(box.getByTestId('leading-note')).toContainText(ts.bidBox.leading)
    for (const b of await box.getByRole('button', { name: /pey ver, teklifiniz/ }).all()) await expect(b).toBeDisabled()
    await shot(page, 'detail-leading-1280')

    // On a phone: scrolled past the box, the dock keeps clock, price and the leader's state in sight.
    await page.setViewportSize(PHONE)
    await page.goto(path)
    await expect(box).toBeVisible()
    await shot(page, 'detail-390')
    await page.mouse.wheel(0, 1600)
    const dock = page.getByTestId('bid-dock')
    await expect(dock).toBeVisible()
    await expect(dock.getByTestId('bid-clock')).toBeVisible()
    await expect(dock).toContainText(ts.bidBox.leading)
    // The scroll-to-top button stands above the dock, never on it.
    const up = page.getByRole('button', { name: t.common.scrollTop })
    if (await up.isVisible()) expect(overlaps((await up.boundingBox())!, (await dock.boundingBox())!)).toBe(false)
    await shot(page, 'detail-dock-390')
    await axeClean(page)
  })

  test('a member who must verify is told with the link before any dialog; the help centre says the same', async ({ page, request }) => {
    const token = await editorToken(request)
    await setVerification(request, token, 'email')
    try {
      await member(page, request)
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size)
        await page.goto(`/mezat/${auctions.chandelier.slug}`)
        const box = page.getByTestId('bid-box')
        await expect(box.getByText(tr.tradeVerification.needed.email)).toBeVisible()
        await expect(box.getByRole('link', { name: ts.bidBox.verifyLink })).toHaveAttribute('href', '/u/hesapbilgilerim')
        await box
          .getByRole('button', { name: /pey ver, teklifiniz/ })
          .first()
          .click()
        await expect(page.getByRole('dialog', { name: td.confirmTitle })).toHaveCount(0)
        // The box's notice and the prompt the click raised, both with the link.
        await expect(page.getByRole('status').filter({ hasText: tr.tradeVerification.needed.email })).toHaveCount(2)
        await shot(page, `detail-verify-${size.width}`)
        await axeClean(page)
      }
      await page.goto('/destekmerkezi')
      await expect(page.getByTestId('trade-rule')).toHaveText(tr.tradeVerification.rule.email)
      await shot(page, 'help-rule-1280')
    } finally {
      await setVerification(request, token, 'none')
    }
  })

  test('the winner’s closed page says Kazandınız with the total and the next step; others see it closed', async ({
    page,
    request,
    browser,
  }) => {
    const winner = await member(page, request)
    const me = (await (await page.request.get('/api/user')).json()) as { user: { id: number } }
    const slug = `e2e-kazandiniz-${Date.now().toString(36)}`
    const name = 'Kazanılan gümüş cep saati'
    const now = Date.now()
    await sql(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
        bid_count, start_time, end_time, closed_at, approved, approved_at, winner_user_id, sold_via, search_text, created_at, updated_at)
      SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, ${q('<p>Orijinal kutusunda.</p><p>Parçalarda çizik yok.</p>')}, 100000, 245000, 0,
        3, ${now - 86_400_000}, ${now - 3_600_000}, ${now - 3_600_000}, 2, ${now - 86_400_000}, ${me.user.id}, 'bid', ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
      FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};
      INSERT INTO carts (user_id, created_at, updated_at) VALUES (${me.user.id}, ${now}, ${now}) ON CONFLICT DO NOTHING;
      INSERT INTO cart_items (cart_id, auction_id, item_price_kurus, from_bn_or_auc, created_at)
      SELECT c.id, a.id, 245000, 2, ${now} FROM carts c, auctions a WHERE c.user_id = ${me.user.id} AND a.slug = ${q(slug)};`)

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      await page.goto(`/mezat/${slug}`)
      const won = page.getByTestId('outcome-panel')
      await expect(won.getByRole('heading', { name: tout.won_to_pay.title })).toBeVisible()
      await expect(won).toContainText('2.450')
      await expect(won.getByRole('link', { name: tout.goPay })).toHaveAttribute('href', '/sepetim')
      await shot(page, `closed-winner-${size.width}`)
      await axeClean(page)
    }
    // The cart keeps the description's sentences apart ("kutusunda.Parçalarda" before).
    await page.goto('/sepetim')
    await expect(page.getByTestId('cart-description').first()).toContainText('kutusunda. Parçalarda')
    await shot(page, 'cart-1280')

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await consent(otherPage)
    for (const size of [PHONE, DESKTOP]) {
      await otherPage.setViewportSize(size)
      await otherPage.goto(`/mezat/${slug}`)
      await expect(otherPage.getByTestId('closed-panel').getByRole('heading', { name: tout.panel.closed })).toBeVisible()
      await expect(otherPage.getByTestId('closed-panel')).toContainText('2.450')
      await expect(otherPage.getByTestId('outcome-panel')).toHaveCount(0)
      await shot(otherPage, `closed-other-${size.width}`)
    }
    await other.close()
    expect(winner.username).toBeTruthy()
  })

  test('the account menu links editors to the console; the contact form asks for the e-mail; /blog fits the width', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await login(page, { username: 'editor', password: 'Mezat1234' })
    await page.goto('/')
    await consent(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Editör/ })
      .click()
    await expect(page.getByRole('link', { name: t.account.console })).toHaveAttribute('href', '/yonetim')
    await shot(page, 'account-menu-editor-1280')

    const guest = await page.context().browser()!.newContext()
    const g = await guest.newPage()
    await consent(g)
    for (const size of [PHONE, DESKTOP]) {
      await g.setViewportSize(size)
      await g.goto('/iletisim')
      await g.getByRole('button', { name: /Gönder/ }).click()
      await expect(g.getByText(tr.contact.emailRequired)).toBeVisible()
      await shot(g, `contact-${size.width}`)

      await g.goto('/blog')
      await expect(g.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await g.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(size.width)
      await shot(g, `blog-${size.width}`)
      await axeClean(g)
    }
    await guest.close()
  })

  test('the console sets the verification rule; a seller relists an unsold item from Mezatlarım', async ({ page, request }) => {
    const token = await login(page, { username: 'editor', password: 'Mezat1234' })
    await consent(page)
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      await page.goto('/yonetim/ayarlar')
      await expect(page.getByRole('combobox', { name: /Gereken doğrulama/ })).toHaveValue('none')
      await expect(page.getByTestId('verification-rule')).toHaveText(tr.tradeVerification.rule.none)
      await shot(page, `console-settings-${size.width}`)
    }
    expect(token).toBeTruthy()

    const slug = `e2e-satilmadi-${Date.now().toString(36)}`
    const name = 'Satılmayan pirinç şamdan'
    const now = Date.now()
    await sql(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
        start_time, end_time, closed_at, approved, approved_at, sold_via, search_text, created_at, updated_at)
      SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Şamdan.</p>', 50000, 50000, 0, ${now - 86_400_000}, ${now - 3_600_000},
        ${now - 3_600_000}, 2, ${now - 86_400_000}, 'unsold', ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
      FROM users u, categories c WHERE u.username = 'satici' AND c.slug = ${q(category.slug)};`)
    const res = await request.post('/api/login', { data: { username: 'satici', password: 'Mezat1234' }, headers: visitorHeaders() })
    const sellerToken = ((await res.json()) as { token: string }).token
    const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
    await page.context().addCookies([{ name: COOKIES.accessToken, value: sellerToken, domain: hostname, path: '/', sameSite: 'Lax' }])
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      await page.goto('/u/mezatlarim')
      const card = page.getByRole('listitem').filter({ hasText: name })
      await expect(card.getByRole('button', { name: /Yeniden Listele/ })).toBeVisible()
      await card.scrollIntoViewIfNeeded()
      await shot(page, `my-auctions-relist-${size.width}`)
    }
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: /Yeniden Listele/ })
      .click()
    await expect(page.getByTestId('toaster').getByText(tr.relist.done)).toBeVisible()
    await expect(page.getByRole('region', { name: /Onay Bekleyenler/ }).getByText(name)).toBeVisible()
    await axeClean(page)
  })
})
