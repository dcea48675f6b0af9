// The shill-bidding desk (/yonetim/supheli-pey, docs/shill-desk.md): the demo's shill scenario is on it with its
// evidence at 390 and 1280 px, axe-clean; and an editor's warning on a pair of this run's own takes it off the
// desk and tells the bidder.
import { ta } from '../../client/i18n/tr-admin.ts'
import { tr } from '../../common/messages.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category } from './data.ts'
import { expect, login, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const t = ta.shill
const DAY = 86_400_000

/** A seller and a bidder of this run who sign in from one browser, the bidder on three of the seller's lots. */
async function linkedPair(seller: string, bidder: string) {
  const now = Date.now()
  const id = (u: string) => `(SELECT id FROM users WHERE username = ${q(u)})`
  const lots = [1, 2, 3]
    .map((n) => {
      const slug = `e2e-supheli-${bidder}-${n}`.toLowerCase().replace(/_/g, '-')
      return `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, start_time, end_time, approved, created_at, updated_at)
          SELECT ${id(seller)}, c.id, 'Şüpheli pey testi ${n}', 'Şüpheli pey testi ${n}', ${q(slug)}, '<p>Test.</p>', 10000, 30000, ${now - 3 * DAY}, ${now + DAY}, 2, ${now}, ${now}
          FROM categories c WHERE c.slug = ${q(category.slug)};
        INSERT INTO bids (auction_id, user_id, seq, bid_amount_kurus, total_amount_kurus, created_at)
          SELECT id, ${id(bidder)}, 1, 20000, 30000, ${now - DAY} FROM auctions WHERE slug = ${q(slug)};`
    })
    .join('\n')
  await d1Exec(`${lots}
    INSERT INTO sessions (id, user_id, created_at, expires_at, ip, user_agent) VALUES
      (${q(`e2e-s-${seller}`)}, ${id(seller)}, ${now - 2 * DAY}, ${now + DAY}, '198.51.100.77', 'E2E Tarayıcı'),
      (${q(`e2e-s-${bidder}`)}, ${id(bidder)}, ${now - 2 * DAY}, ${now + DAY}, '198.51.100.77', 'E2E Tarayıcı');`)
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the desk shows the demo's shill with the evidence at ${size.width} px`, async ({ page }, info) => {
    await page.setViewportSize(size)
    await login(page, EDITOR)
    await page.goto('/yonetim/supheli-pey')
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: t.pair('mert_koleksiyon', 'satici') })
    await expect(row).toBeVisible()
    await expect(row.getByText(t.signals.shared_device!)).toBeVisible()
    await expect(row.getByText(t.signals.concentration!)).toBeVisible()
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(size.width)
    await page.screenshot({ path: info.outputPath(`supheli-pey-${size.width}.png`), fullPage: true })
    expect(await seriousAxe(page)).toEqual([])
  })
}

test('an editor warns a linked bidder: a reason is required, then the pair leaves the desk and the bidder is told', async ({
  page,
  request,
}) => {
  const [seller, bidder] = [uniqueMember(), uniqueMember()]
  await registerViaApi(request, seller)
  await registerViaApi(request, bidder)
  await linkedPair(seller.username, bidder.username)

  await login(page, EDITOR)
  await page.goto('/yonetim/supheli-pey')
  await page.getByRole('button', { name: t.decideLabel(bidder.username, seller.username) }).click()
  const dialog = page.getByRole('dialog', { name: t.dialogTitle(bidder.username, seller.username) })
  await dialog.getByLabel(t.action).selectOption('warn')
  await dialog.getByLabel(t.note).fill('kısa')
  await dialog.getByRole('button', { name: t.submit }).click()
  await expect(dialog.getByText(tr.shillDesk.noteTooShort)).toBeVisible()
  await dialog.getByLabel(t.note).fill('Aynı tarayıcıdan giriş; ilk kez, uyarıyla yetiniyoruz.')
  await dialog.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(tr.shillDesk.done.warn)).toBeVisible()
  await expect(page.getByRole('button', { name: t.decideLabel(bidder.username, seller.username) })).toHaveCount(0)

  const token = await login(page, bidder)
  const bell = (await (await request.get('/api/mynotifications', { headers: { Authorization: `Bearer ${token}` } })).json()) as unknown
  expect(JSON.stringify(bell)).toContain(tr.shillDesk.warnTitle)
})
