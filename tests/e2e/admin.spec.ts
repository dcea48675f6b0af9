// The editor console. An editor rejects one waiting listing with a reason (the seller reads it
// in "Mezatlarım") and approves another, which then appears in the home page's "Tüm Mezatlar"; guests
// and members are kept out; axe on the console's screens. The two listings are made for this run in
// the run's D1 (E2E_STATE), filed under the e2e category of data.ts and sold by its seller.
import type { Page } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, login, seriousAxe, test } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const MINUTE = 60_000

/** A listing waiting for approval: running from a minute ago, ending `endsIn` from now. */
async function waitingListing(slug: string, name: string, endsIn: number) {
  const now = Date.now()
  const sql = `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Editör konsolu testi için ilan.</p>', 25000, 25000, 250000,
      ${now - MINUTE}, ${now + endsIn}, 0, ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`
  await d1Exec(sql)
}

/** Opens a listing of the queue by searching its unique word. */
async function openFromQueue(page: Page, word: string, name: string) {
  await page.goto('/yonetim')
  await page.getByLabel(ta.queue.searchLabel).fill(word)
  await page.getByRole('main').getByRole('button', { name: ta.common.search }).click()
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('an editor rejects one listing with a reason and approves another, which then shows on the home page', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const rejected = { slug: `e2e-red-${run}`, name: `Kırık kulplu testi ${run}` }
  // Ends soonest of the running auctions, so it is on the first page of the home list.
  const approved = { slug: `e2e-onay-${run}`, name: `Işıltılı gümüş testi ${run}` }
  await waitingListing(rejected.slug, rejected.name, 2 * 24 * 60 * MINUTE)
  await waitingListing(approved.slug, approved.name, 6 * MINUTE)

  await login(page, EDITOR)
  await page.goto('/yonetim')
  await expect(page.getByRole('heading', { level: 1, name: ta.dashboard.title })).toBeVisible()
  // Both wait in the queue; a folded search ("isiltili" for "Işıltılı") finds the second.
  await page.getByLabel(ta.queue.searchLabel).fill(run)
  await page.getByRole('main').getByRole('button', { name: ta.common.search }).click()
  await expect(page.getByRole('link', { name: rejected.name })).toBeVisible()
  await expect(page.getByRole('link', { name: approved.name })).toBeVisible()

  // Reject the first with a reason: a short one is refused under the field first.
  await openFromQueue(page, run, rejected.name)
  await page.getByRole('button', { name: ta.review.reject, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: ta.review.rejectTitle })
  await dialog.getByLabel(ta.review.reason).fill('kötü')
  await dialog.getByRole('button', { name: ta.review.rejectSubmit }).click()
  await expect(dialog.getByText(tr.admin.reasonTooShort)).toBeVisible()
  const reason = 'Fotoğraflar bulanık; kulptaki kırığı yakından gösteren bir fotoğraf ekleyin.'
  await dialog.getByLabel(ta.review.reason).fill(reason)
  await dialog.getByRole('button', { name: ta.review.rejectSubmit }).click()
  await expect(page.getByText(tr.admin.rejected)).toBeVisible()
  await expect(page).toHaveURL(/\/yonetim$/)

  // Approve the second.
  await openFromQueue(page, 'isiltili', approved.name)
  await page.getByRole('button', { name: ta.review.approve }).click()
  await expect(page.getByText(tr.admin.approved)).toBeVisible()

  // The audit log names both decisions.
  await page.goto('/yonetim/islem-kaydi')
  await expect(page.getByText(`${ta.audit.actions.approve} · ${ta.audit.entities.auction}`).first()).toBeVisible()
  await expect(page.getByText(`${ta.audit.actions.reject} · ${ta.audit.entities.auction}`).first()).toBeVisible()

  // The home page lists the approved one and not the rejected one.
  const home = await browser.newPage()
  await home.goto('/')
  const all = home.locator('section[aria-labelledby="tum-mezatlar"]')
  await expect(all.getByText(approved.name).first()).toBeVisible({ timeout: 20_000 })
  await expect(all.getByText(rejected.name)).toHaveCount(0)
  await home.close()

  // The seller reads the reason under "Reddedilenler" in "Mezatlarım".
  const sellerContext = await browser.newContext()
  const sellerPage = await sellerContext.newPage()
  await login(sellerPage, seller)
  await sellerPage.goto('/u/mezatlarim')
  await expect(sellerPage.getByText(reason)).toBeVisible()
  await sellerContext.close()
})

test('a guest gets the login prompt and a member the "yetkiniz yok" page at /yonetim', async ({ page, browser }) => {
  await page.goto('/yonetim/kategoriler')
  await expect(page.getByRole('heading', { name: t.auth.promptTitle })).toBeVisible()

  const context = await browser.newContext()
  const memberPage = await context.newPage()
  await login(memberPage, seller)
  await memberPage.goto('/yonetim')
  await expect(memberPage.getByRole('heading', { name: ta.forbiddenTitle })).toBeVisible()
  const res = await memberPage.request.get('/api/admin/summary')
  expect(res.status()).toBe(403)
  await context.close()
})

test.describe('console screens (axe)', () => {
  for (const path of [
    '/yonetim',
    '/yonetim/kategoriler',
    '/yonetim/afisler',
    '/yonetim/destek-talepleri',
    '/yonetim/uyeler',
    '/yonetim/islem-kaydi',
  ]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await login(page, EDITOR)
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: ta.consoleNav })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousAxe(page)).toEqual([])
    })
  }
})
