// The editor's system page (/yonetim/sistem, docs/operations.md "Metrics"): its charts load on their own
// (lazy), switch between the last hour and day, and read at a phone's 390 px as at 1280, axe-clean. The
// refusals by reason come from bids this spec has refused (a price that moved): nothing placed.
import type { APIRequestContext } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { auctions } from './data.ts'
import { confirmPreinfo, escapeRegExp, expect, login, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const t = ta.system

/** A new member's bids the room refuses, placing nothing: twice at a total the price has passed. */
async function refusedBids(request: APIRequestContext) {
  const token = await registerViaApi(request, uniqueMember())
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const slug = auctions.flowers.slug
  await confirmPreinfo(request, token, slug)
  const { data } = (await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { id: number; current_price: number } }
  for (const total of [1, 2]) {
    const res = await request.post('/api/addBid', { headers, form: { auction_id: data.id, bid_amount: 10, total_amount: total } })
    expect(res.status(), await res.text()).toBe(409)
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the system page's charts at ${size.width} px`, async ({ page, request }, info) => {
    await refusedBids(request)
    await page.setViewportSize(size)
    await login(page, EDITOR)
    const stats = page.waitForResponse((r) => r.url().includes('/api/admin/system/stats?range=hour') && r.status() === 200)
    await page.goto('/yonetim/sistem')
    await stats
    await expect(page.getByRole('heading', { name: t.chartsTitle })).toBeVisible()
    await expect(page.getByRole('img', { name: new RegExp(t.bids(1)) })).toBeVisible()
    await expect(page.getByText(t.funnel)).toBeVisible()
    const refusals = page.locator('[data-chart="refusals"]')
    await expect(refusals.getByRole('img', { name: new RegExp(t.reason('price_moved')) })).toBeVisible()
    await expect(refusals.getByText(t.reason('price_moved'), { exact: true })).toBeVisible()
    // Both tests refuse bids, in either order, and other specs' refusals may have other reasons: one row at least.
    await expect(refusals.getByText(/^POST \d+ · soket \d+$/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: t.deadTitle })).toBeVisible()
    // Nothing wider than the screen.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(size.width)
    const day = page.waitForResponse((r) => r.url().includes('range=day') && r.status() === 200)
    await page.getByRole('button', { name: t.range.day }).click()
    await day
    await expect(page.getByRole('button', { name: t.range.day })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('img', { name: new RegExp(t.bids(30)) })).toBeVisible()
    await page.screenshot({ path: info.outputPath(`sistem-${size.width}.png`), fullPage: true })
    await refusals.screenshot({ path: info.outputPath(`sistem-refusals-${size.width}.png`) })
    await expect(refusals.getByRole('img', { name: new RegExp(escapeRegExp(t.refusals(30))) })).toBeVisible()
    expect(await seriousAxe(page)).toEqual([])
  })
}
