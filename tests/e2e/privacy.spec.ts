// Privacy in the browser: a first visit is told, not asked (every cookie and storage key is strictly
// necessary, docs/privacy.md "Cookies and browser storage"), and what the browser ends up holding after a
// visit and a sign-in is exactly the inventory the cookie policy publishes.
import AxeBuilder from '@axe-core/playwright'
import { t } from '../../client/i18n/tr.ts'
import { COOKIES, STORAGE_KEYS } from '../../common/constants.ts'
import { auctions } from './data.ts'
import { expect, login, test } from './fixtures.ts'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

const seriousAxe = async (page: import('@playwright/test').Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const size of SIZES) {
  test(`a first visit at ${size.width} px is told which cookies are used and asked nothing`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/')
    const notice = page.getByRole('region', { name: t.cookies.label })
    await expect(notice).toBeVisible()
    await expect(notice).not.toContainText(/devam ederek|kabul etmiş/i)
    await expect(notice.getByRole('button')).toHaveCount(1)
    await expect(notice.getByRole('button', { name: t.cookies.close })).toBeVisible()
    await expect(page.getByRole('button', { name: /Kabul Et/ })).toHaveCount(0)
    await expect(notice.getByRole('link', { name: t.cookies.policy })).toHaveAttribute('href', t.cookies.policyPath)
    expect(await seriousAxe(page)).toEqual([])

    // Closed, it stays closed on the next page load.
    await notice.getByRole('button', { name: t.cookies.close }).click()
    await expect(notice).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: t.cookies.label })).toHaveCount(0)
  })
}

test('after browsing and signing in, the browser holds only the cookies and keys the cookie policy lists', async ({
  page,
  registeredMember,
}) => {
  await page.goto('/')
  await page.getByRole('region', { name: t.cookies.label }).getByRole('button', { name: t.cookies.close }).click()
  const token = await login(page, registeredMember)
  await page.goto(`/mezat/${auctions.flowers.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A write in the browser's cookie jar (the watch list): the worker answers with its D1 bookmark cookie.
  const watched = await page.request.post('/api/addtoWatchList', {
    form: { slug: auctions.flowers.slug },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(watched.status()).toBe(200)
  await page.goto('/sepetim')
  await page.waitForLoadState('networkidle')

  const cookies = (await page.context().cookies()).map((c) => c.name)
  expect(cookies).toContain(COOKIES.accessToken)
  expect(cookies.filter((n) => !(Object.values(COOKIES) as string[]).includes(n))).toEqual([])
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  expect(stored.filter((k) => !(Object.values(STORAGE_KEYS) as string[]).includes(k))).toEqual([])

  // The cookie policy, an editor's content page, names every one of them.
  await page.goto(t.cookies.policyPath)
  const policy = page.locator('main')
  for (const name of [...Object.values(COOKIES), ...Object.values(STORAGE_KEYS)]) await expect(policy).toContainText(name)
})
