// The editor's system page (/yonetim/sistem, docs/operations.md "Metrics"): its charts load on their own
// (lazy), are drawn by uPlot on a canvas, switch between the last hour and day, and read at a phone's 390 px
// as at 1280, with their figures in tables, axe-clean. The refusals by reason (and their decision times)
// come from bids this spec has refused (a price that moved): nothing placed. A dead letter written into D1
// is sent again from the page.
import type { APIRequestContext, Page } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { t as tc } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { d1Exec, sqlText } from './d1.ts'
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

const CHARTS = ['bids', 'refusals', 'decision', 'close-lag', 'funnel', 'outbox', 'errors']
/** The design system's series colours (client/styles.css): brand-500, brand-300, danger-600, accent-500, slate-400. */
const SERIES = ['#3f58b0', '#8ea3dd', '#dc2626', '#f59e0b', '#94a3b8']

/** A mail that used up its attempts (the cron's doing, docs/operations.md "Mail and SMS"), at an id of its own. */
async function deadLetter() {
  const id = 900_000 + Math.floor(Math.random() * 99_999)
  const recipient = `olu-${id}@example.com`
  await d1Exec(
    `INSERT INTO outbox (id, channel, recipient, subject, body, status, attempts, last_error, created_at) VALUES (${id}, 'mail', ${sqlText(recipient)}, 'Teklifiniz geçildi', 'x', 'failed', 8, 'HTTP 503', ${Date.now()})`,
  )
  return { id, recipient }
}

/** How many of the chart's canvas pixels are in a series colour: above zero once uPlot has drawn its data. */
async function painted(page: Page, chart: string) {
  const canvas = page.locator(`[data-chart-canvas="${chart}"] canvas`)
  await expect(canvas).toHaveCount(1)
  return canvas.evaluate((el, colours) => {
    // This project's e2e code has no DOM types: the canvas as far as it is read here.
    const c = el as unknown as {
      width: number
      height: number
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } }
    }
    const rgb = colours.map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)))
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
    let n = 0
    for (let i = 0; i < data.length; i += 4) {
      if (
        data[i + 3]! > 250 &&
        rgb.some(([r, g, b]) => Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 6)
      )
        n++
    }
    return n
  }, SERIES)
}

/** Every chart has its canvas at the card's width (nothing drawn wider than the screen). */
async function everyChartDrawn(page: Page, width: number) {
  for (const chart of CHARTS) {
    const box = await page.locator(`[data-chart-canvas="${chart}"] canvas`).boundingBox()
    expect(box, chart).not.toBeNull()
    expect(box!.width, chart).toBeGreaterThan(200)
    expect(box!.width, chart).toBeLessThanOrEqual(width)
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the system page's charts at ${size.width} px`, async ({ page, request }, info) => {
    await refusedBids(request)
    const dead = size.width === 390 ? await deadLetter() : null
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
    await expect(refusals.getByRole('list').getByText(t.reason('price_moved'), { exact: true })).toBeVisible()
    // Both tests refuse bids, in either order, and other specs' refusals may have other reasons: one row at least.
    await expect(refusals.getByText(/^POST \d+ · soket \d+$/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: t.deadTitle })).toBeVisible()
    await everyChartDrawn(page, size.width)
    expect(await painted(page, 'refusals')).toBeGreaterThan(0)
    expect(await painted(page, 'decision')).toBeGreaterThan(0)
    if (dead) {
      // "Tekrar gönder" at a phone's width: that message leaves the dead letters, queued once more.
      await expect(page.getByText(dead.recipient)).toBeVisible()
      await page.getByRole('button', { name: t.resendLabel(dead.id) }).click()
      await expect(page.getByText(tr.admin.messageRequeued)).toBeVisible()
      await expect(page.getByText(dead.recipient)).toHaveCount(0)
    }
    // The decision times' figures as a table: at least the minute of this spec's refusals.
    const decision = page.locator('[data-chart="decision"]')
    await decision.getByText(t.asTable).click()
    await expect(decision.getByRole('columnheader', { name: t.decisionMax })).toBeVisible()
    await expect(decision.locator('tbody tr').first()).toBeVisible()
    // Nothing wider than the screen.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(size.width)
    const day = page.waitForResponse((r) => r.url().includes('range=day') && r.status() === 200)
    await page.getByRole('button', { name: t.range.day }).click()
    await day
    await expect(page.getByRole('button', { name: t.range.day })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('img', { name: new RegExp(t.bids(30)) })).toBeVisible()
    await everyChartDrawn(page, size.width)
    // The day holds the demo data's bids and this spec's refusals.
    expect(await painted(page, 'bids')).toBeGreaterThan(0)
    expect(await painted(page, 'refusals')).toBeGreaterThan(0)
    // The cookie notice closed, so that the screenshots show the charts whole.
    await page.getByRole('button', { name: tc.cookies.close }).click()
    await page.screenshot({ path: info.outputPath(`sistem-${size.width}.png`), fullPage: true })
    await refusals.screenshot({ path: info.outputPath(`sistem-refusals-${size.width}.png`) })
    await expect(refusals.getByRole('img', { name: new RegExp(escapeRegExp(t.refusals(30))) })).toBeVisible()
    expect(await seriousAxe(page)).toEqual([])
  })
}
