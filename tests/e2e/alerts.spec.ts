// Saved searches and followed sellers (docs/alerts.md): a member saves a category search, an editor approves
// a matching lot (through the API), the alert reaches the member's bell, and the member follows the seller;
// at a phone's and a desktop's width, with screenshots, and axe on the saved searches page.
import AxeBuilder from '@axe-core/playwright'
import { ta } from '../../client/i18n/tr-alerts.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { escapeRegExp, expect, login, settled, test, visitorHeaders } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const HOUR = 3_600_000

/** A listing of the e2e seller waiting for approval, in the e2e category. */
async function waitingListing(slug: string, name: string) {
  const now = Date.now()
  const sql = `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Kayıtlı arama testi.</p>', 25000, 25000, 250000,
      ${now - HOUR}, ${now + 24 * HOUR}, 0, ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`
  await d1Exec(sql)
}

for (const width of [390, 1280]) {
  test(`saves a search, hears of a matching approved lot in the bell and follows its seller (${width} px)`, async ({
    page,
    registeredMember,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const run = `${Date.now().toString(36)}${width}`
    await login(page, registeredMember)

    // The search typed without Turkish letters and in capitals; the lot is written with them.
    await page.goto(`/kategori/${category.slug}?q=${encodeURIComponent(`ISIKLI ${run}`)}`)
    await page.getByRole('button', { name: ta.save }).click()
    const dialog = page.getByRole('dialog', { name: ta.saveTitle })
    await dialog.getByLabel(ta.maxPrice).fill('1.000')
    await page.screenshot({ path: `/tmp/w31/alerts-save-${width}.png` })
    await dialog.getByRole('button', { name: ta.submit }).click()
    await expect(page.getByText(tr.savedSearch.created)).toBeVisible()

    const name = `Işıklı lamba ${run}`
    await waitingListing(`isikli-lamba-${run}`, name)
    const editor = await page.request.post('/api/login', { data: EDITOR, headers: visitorHeaders() })
    const auth = { Authorization: `Bearer ${(await editor.json()).token}`, ...visitorHeaders() }
    const queue = await (await page.request.get(`/api/admin/auctions?q=${run}`, { headers: auth })).json()
    const id = queue.auctions.data[0].id as number
    expect((await page.request.post(`/api/admin/auctions/${id}/approve`, { headers: auth })).status()).toBe(200)

    await expect(page.getByRole('link', { name: t.nav.bellCount(1) })).toBeVisible()
    await page.getByRole('link', { name: t.nav.bellCount(1) }).click()
    await expect(page.getByText(new RegExp(escapeRegExp(`“${name}” yayında`)))).toBeVisible()
    await page.screenshot({ path: `/tmp/w31/alerts-bell-${width}.png` })

    await page.goto('/u/aramalarim')
    await expect(page.getByRole('heading', { name: t.account.savedSearches, level: 1 })).toBeVisible()
    await expect(page.getByText(`ISIKLI ${run}`, { exact: false }).first()).toBeVisible()
    await page.screenshot({ path: `/tmp/w31/alerts-list-${width}.png`, fullPage: true })
    if (width === 390) {
      await settled(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.map((v) => v.id)).toEqual([])
    }

    await page.goto(`/mezat/isikli-lamba-${run}`)
    await page.getByRole('button', { name: `${ta.follow}: E2E Satıcı` }).click()
    await expect(page.getByRole('button', { name: `${ta.following}: E2E Satıcı` })).toBeVisible()
    await page.goto('/u/takipettiklerim')
    await expect(page.getByRole('link', { name })).toBeVisible()
    await page.screenshot({ path: `/tmp/w31/alerts-feed-${width}.png` })
    await page.goto('/profil/e2e-satici')
    await expect(page.getByRole('button', { name: `${ta.following}: E2E Satıcı` })).toBeVisible()
    await page.screenshot({ path: `/tmp/w31/alerts-profile-${width}.png` })
  })
}
