// Interaction to next paint (INP) for `npm run bench:web`: a member on a running auction's page in Chromium
// at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate, no network throttling: the page is loaded and
// live), while two other members bid on the lot through the API so that its price changes by socket all
// through the measure. The member taps a quick-bid button (the confirmation opens), closes it with Escape,
// taps the amount field and types an amount, a key at a time. Each interaction's time is the longest
// duration of its events (Event Timing API: PerformanceObserver 'event', durationThreshold 16, grouped by
// interactionId); the run's INP is the worst of its interactions (under 50 interactions, as the browser's
// own INP). The same taps and keys on the empty app of the stack (scripts/bench/empty-app/) beside it.
// Lighthouse's own benchmark function (its `computeBenchmarkIndex`) runs in each run's browser before the
// slowdown, so that each figure comes with this machine's speed at that moment.
import { chromium, type Page } from 'playwright-core'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { COOKIES } from '../../common/constants.ts'
import { confirmPreinfo } from './harness.ts'
import { BENCHMARK_INDEX } from './lighthouse.ts'

const CPU_SLOWDOWN = 4

/** Runs in the page before anything else: every event of an interaction that lasted 16 ms or more. */
const OBSERVE_EVENTS = `(() => {
  const events = (window.__events = [])
  const name = (t) => t && t.nodeType === 1 ? t.tagName.toLowerCase() + (t.id ? '#' + t.id : '') + (t.getAttribute('role') ? '[' + t.getAttribute('role') + ']' : '') : ''
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId)
      events.push({ id: e.interactionId, type: e.name, duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, target: name(e.target) })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

type EventEntry = { id: number; type: string; duration: number; delay: number; processing: number; target: string }
export type InpRun = { inp: number; worst: string; interactions: number; bids: number; benchmarkIndex: number }

/** Where the interaction happens: the quick-bid button, the box it opens and the amount field. */
export type InpTarget = { base: string; path: string; quickBid: string; box: string; field: string; token?: string }

/** Lot page selectors (client/features/auction-detail/components/bid-box.tsx, bid-controls.tsx). */
export const lotTarget = (base: string, slug: string, token: string): InpTarget => ({
  base,
  path: `/mezat/${slug}`,
  quickBid: '[data-testid=bid-box] button[aria-label]:not([disabled])',
  box: 'dialog[open]', // client/components/ui/dialog.tsx: the native element, which Escape closes
  field: '#custom-bid',
  token,
})

/** The empty app's same controls (scripts/bench/empty-app/routes/index.tsx). */
export const emptyTarget = (base: string): InpTarget => ({ base, path: '/', quickBid: '[data-testid=quick-bid]', box: '[role=dialog]', field: '#custom-bid' })

/** Bids one increment over the lot's price every `everyMs`, alternating `tokens`, until stopped; answers the accepted count. */
export function bidWhile(base: string, slug: string, tokens: string[], everyMs = 700) {
  let running = true
  let accepted = 0
  const loop = (async () => {
    const { data } = (await (await fetch(`${base}/api/auctions/${slug}`)).json()) as { data: { id: number } }
    for (const token of tokens) await confirmPreinfo(base, token, data.id)
    for (let i = 0; running; i++) {
      const started = Date.now()
      const { data: now } = (await (await fetch(`${base}/api/auctions/${slug}`)).json()) as { data: { current_price: number } }
      const step = bidIncrementKurus(Math.round(now.current_price * 100)) / 100
      const res = await fetch(`${base}/api/addBid`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ auction_id: String(data.id), bid_amount: String(step), total_amount: String(now.current_price + step) }),
      })
      if (res.status === 200) accepted++
      else if (i === 0) console.warn(`[bench:web] interaction: a bid was refused (${res.status}): ${(await res.text()).slice(0, 200)}`)
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - started))))
    }
  })()
  return async () => {
    running = false
    await loop
    return accepted
  }
}

/** The worst interaction of the run's event entries: its duration and a line saying what it was. */
function worstInteraction(events: EventEntry[]) {
  const byId = new Map<number, EventEntry>()
  for (const e of events) if ((byId.get(e.id)?.duration ?? -1) < e.duration) byId.set(e.id, e)
  const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0]
  if (!worst) return { inp: 0, worst: 'none over 16 ms', interactions: 0 }
  const line = `${worst.type} on ${worst.target || '?'} (input delay ${worst.delay.toFixed(0)}, handlers ${worst.processing.toFixed(0)} ms)`
  return { inp: worst.duration, worst: line, interactions: byId.size }
}

async function interact(page: Page, t: InpTarget) {
  await page.tap(t.quickBid)
  await page.locator(t.box).first().waitFor({ state: 'visible', timeout: 30_000 })
  await page.waitForTimeout(400)
  await page.keyboard.press('Escape')
  await page.locator(t.box).first().waitFor({ state: 'hidden', timeout: 30_000 })
  await page.waitForTimeout(400)
  await page.tap(t.field)
  await page.waitForTimeout(300)
  await page.keyboard.type('2500', { delay: 250 })
  // Event Timing entries are queued until the next paint after each interaction.
  await page.waitForTimeout(1000)
}

/** One run: a fresh browser, the page loaded and settled, the interaction; `whileBidding` starts the price changes. */
export async function inpRun(t: InpTarget, whileBidding?: () => () => Promise<number>): Promise<InpRun> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'tr-TR' })
    const { hostname } = new URL(t.base)
    if (t.token) await context.addCookies([{ name: COOKIES.accessToken, value: t.token, domain: hostname, path: '/', sameSite: 'Lax' }])
    const page = await context.newPage()
    const benchmarkIndex = (await page.evaluate(BENCHMARK_INDEX)) as number
    await page.addInitScript(OBSERVE_EVENTS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(t.base + t.path, { waitUntil: 'load', timeout: 120_000 })
    await page.locator(t.quickBid).first().waitFor({ state: 'visible', timeout: 60_000 })
    if (t.token) await page.locator('[data-testid=connection-state][data-status=live]').first().waitFor({ state: 'attached', timeout: 60_000 })
    const stop = whileBidding?.()
    await page.waitForTimeout(3000) // the first bids arrive; the page's after-load work settles
    await interact(page, t).catch(async (e: Error) => {
      await stop?.()
      const shot = `/tmp/bench-inp-failed-${Date.now()}.png`
      await page.screenshot({ path: shot }).catch(() => {})
      throw new Error(`${e.message.split('\n')[0]} (the page: ${shot})`)
    })
    const bids = (await stop?.()) ?? 0
    const events = (await page.evaluate('window.__events')) as EventEntry[]
    return { ...worstInteraction(events), bids, benchmarkIndex }
  } finally {
    await browser.close()
  }
}
