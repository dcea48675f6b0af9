// The editor's system page (/yonetim/sistem, docs/operations.md "Metrics"): its charts load on their own
// (lazy), switch between the last hour and day, and read at a phone's 390 px as at 1280, axe-clean.
import AxeBuilder from '@axe-core/playwright'
import { ta } from '../../client/i18n/tr-admin.ts'
import { expect, login, test } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const t = ta.system

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the system page's charts at ${size.width} px`, async ({ page }, info) => {
    await page.setViewportSize(size)
    await login(page, EDITOR)
    const stats = page.waitForResponse((r) => r.url().includes('/api/admin/system/stats?range=hour') && r.status() === 200)
    await page.goto('/yonetim/sistem')
    await stats
    await expect(page.getByRole('heading', { name: t.chartsTitle })).toBeVisible()
    await expect(page.getByRole('img', { name: new RegExp(t.bids(1)) })).toBeVisible()
    await expect(page.getByText(t.funnel)).toBeVisible()
    await expect(page.getByRole('heading', { name: t.deadTitle })).toBeVisible()
    // Nothing wider than the screen.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(size.width)
    const day = page.waitForResponse((r) => r.url().includes('range=day') && r.status() === 200)
    await page.getByRole('button', { name: t.range.day }).click()
    await day
    await expect(page.getByRole('button', { name: t.range.day })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('img', { name: new RegExp(t.bids(30)) })).toBeVisible()
    await page.screenshot({ path: info.outputPath(`sistem-${size.width}.png`), fullPage: true })
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })
}
