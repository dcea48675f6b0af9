// In the browser: a phone (390 px) on a shaky connection. The auction socket itself is cut in the
// test (page.routeWebSocket), since the browser's offline switch leaves an open websocket alone: `cut` closes
// it, `silence` keeps it open and drops every frame, and while the network is down a new socket opens but
// passes nothing until `restore`. A long outage costs seconds: the page's clock (page.clock) is moved on.
// Another member bids through the API meanwhile. Each test asserts the bid box's indicator during the
// outage and the price, leader, list and message within 1 s of the socket being back.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page, WebSocketRoute } from '@playwright/test'
import { ts } from '../../client/i18n/tr-storefront.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { tout } from '../../client/i18n/tr-outcome.ts'
import { COOKIES } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { formatLira } from '../../common/money.ts'
import { DOWN_POLL_MS, HEARTBEAT_TIMEOUT_MS } from '../../common/heartbeat.ts'
import { auctionSearchText } from '../../common/search.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { approveAsEditor, bidAs, expect, login, quickBid, registerViaApi, settled, test, uniqueMember } from './fixtures.ts'

/** Within this of the socket being back, the page is right. */
const RECOVERED = { timeout: 1_000 }

/**
 * Auctions of this run, written into the run's D1 in one go (approved below, which arms their rooms). The
 * end is `endsIn` after the statement runs (SQLite's clock: wrangler itself takes seconds to start).
 */
async function createAuctions(specs: Array<{ slug: string; name: string; endsIn: number }>) {
  const now = Date.now()
  const sql = specs
    .map(
      (a) => `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(a.name)}, ${q(a.name)}, ${q(a.slug)}, '<p>Bağlantı testi.</p>', 10000, 10000, 0, ${now - 60_000}, CAST(strftime('%s', 'now') AS INTEGER) * 1000 + ${a.endsIn}, 0,
      ${q(auctionSearchText([a.name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`,
    )
    .join('\n')
  await d1Exec(sql)
}

type Link = { page: WebSocketRoute; server: WebSocketRoute | null; queue: Array<string | Buffer>; dead: boolean; closed: boolean }

/** The auction socket between the page and the room, under the test's control. */
async function network(page: Page) {
  const links: Link[] = []
  let up = true
  const connect = (l: Link) => {
    const server = l.page.connectToServer()
    l.server = server
    server.onMessage((m) => {
      if (!l.dead && !l.closed) l.page.send(m)
    })
    server.onClose(() => void l.page.close())
    for (const m of l.queue.splice(0)) server.send(m)
  }
  await page.routeWebSocket(/\/parties\/auction\//, (ws) => {
    const l: Link = { page: ws, server: null, queue: [], dead: false, closed: false }
    links.push(l)
    ws.onMessage((m) => {
      if (l.dead) return
      if (l.server) l.server.send(m)
      else l.queue.push(m) // in transit until the network is back
    })
    ws.onClose(() => {
      l.closed = true
      void l.server?.close()
    })
    if (up) connect(l)
  })
  return {
    /** The open socket stays open and passes nothing either way (a silent drop on a working network). */
    silence: () => {
      up = false
      for (const l of links) l.dead = true
    },
    /** The open socket is cut. */
    cut: () => {
      up = false
      for (const l of links.filter((x) => !x.closed)) {
        l.dead = true
        void l.page.close()
        void l.server?.close()
      }
    },
    /** The network is back: sockets opened meanwhile reach the room, with what the page sent on them. */
    restore: () => {
      up = true
      for (const l of links) if (!l.dead && !l.closed && !l.server) connect(l)
    },
  }
}

/** A member's phone on the auction page, its clock under the test's control. */
async function phone(browser: Browser, who: { username: string; password: string }, slug: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await context.addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/' }])
  await login(page, who)
  await page.clock.install()
  const net = await network(page)
  await page.goto(`/mezat/${slug}`)
  await expect(indicator(page)).toHaveAttribute('data-status', 'live')
  // A page that has loaded, then loses the network: the pieces it fetches after its first paint (footer, rows
  // below the lot) are in before the test cuts it, as they would be for a phone that has shown the lot a while.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  return { page, context, net }
}

const indicator = (page: Page) => page.getByTestId('connection-state')
const expectDown = async (page: Page) => {
  await expect(indicator(page)).toHaveAttribute('data-status', 'down')
  await expect(indicator(page).getByText(td.connection.offline).first()).toBeVisible()
  await expect(indicator(page).getByText(/^Son güncelleme \d\d:\d\d:\d\d$/)).toBeVisible()
}
const price = (page: Page) => page.getByTestId('current-price')
const count = (page: Page) => page.getByTestId('bid-count')

const run = Date.now().toString(36)
const slugs = { outage: `e2e-kopuk-${run}`, silent: `e2e-sessiz-${run}`, outbid: `e2e-gecildi-${run}` }

test.describe('live on a shaky phone connection', () => {
  test.beforeAll(async ({ request }) => {
    await createAuctions(Object.values(slugs).map((slug) => ({ slug, name: `Bağlantı testi ${slug}`, endsIn: 86_400_000 })))
    for (const slug of Object.values(slugs)) await approveAsEditor(request, slug)
  })

  test('a 90 s outage with bids meanwhile: the indicator stays for all of it, and the page catches up at once', async ({
    browser,
    request,
  }) => {
    const watcher = uniqueMember()
    await registerViaApi(request, watcher)
    const [b, c] = [await registerViaApi(request, uniqueMember()), await registerViaApi(request, uniqueMember())]
    await bidAs(request, b, slugs.outage)
    const { page, context, net } = await phone(browser, watcher, slugs.outage)
    await page.getByTestId('bid-count').click() // the bid list stays open through the outage
    const rows = page.getByRole('dialog', { name: td.bidList }).locator('tbody tr')
    await expect(rows).toHaveCount(1)

    await context.setOffline(true)
    net.cut()
    await expectDown(page)
    const totals = [await bidAs(request, c, slugs.outage), await bidAs(request, b, slugs.outage), await bidAs(request, c, slugs.outage, 2)]
    await page.clock.fastForward(90_000)
    await expectDown(page) // not a 15 s banner: for as long as it lasts
    await expect(price(page)).not.toHaveText(formatLira(totals[2]!))

    net.restore()
    await context.setOffline(false) // `online`: the page reconnects at once, no back-off
    await expect(indicator(page)).toHaveAttribute('data-status', 'live', RECOVERED)
    await expect(price(page)).toHaveText(formatLira(totals[2]!), RECOVERED)
    await expect(count(page)).toHaveText(ts.detail.bidCount(4), RECOVERED)
    await expect(rows).toHaveCount(4, RECOVERED)
    await expect(rows.first()).toContainText(formatLira(totals[2]!))
    await expect(page.getByTestId('leading-note')).toHaveCount(0)
    await context.close()
  })

  test('a silent socket on a working network is found by the heartbeat, and the missed bids arrive', async ({ browser, request }) => {
    const watcher = uniqueMember()
    await registerViaApi(request, watcher)
    const [b, c] = [await registerViaApi(request, uniqueMember()), await registerViaApi(request, uniqueMember())]
    const { page, context, net } = await phone(browser, watcher, slugs.silent)

    net.silence()
    const totals = [await bidAs(request, b, slugs.silent), await bidAs(request, c, slugs.silent)]
    await expect(indicator(page)).toHaveAttribute('data-status', 'live') // nothing tells yet…
    await page.clock.fastForward(HEARTBEAT_TIMEOUT_MS + 500) // …but the heartbeat does
    await expectDown(page)

    net.restore()
    await expect(indicator(page)).toHaveAttribute('data-status', 'live', RECOVERED)
    await expect(price(page)).toHaveText(formatLira(totals[1]!), RECOVERED)
    await expect(count(page)).toHaveText(ts.detail.bidCount(2), RECOVERED)
    await context.close()
  })

  test('a bidder outbid while their socket is down never reads "you lead" from stale state', async ({ browser, request }) => {
    const [bidder, other] = [uniqueMember(), uniqueMember()]
    await registerViaApi(request, bidder)
    const token = await registerViaApi(request, other)
    const { page, context, net } = await phone(browser, bidder, slugs.outbid)

    net.cut() // the socket only: HTTP works
    await expectDown(page)
    await quickBid(page)
    await expect(page.getByText(tr.bid.accepted).first()).toBeVisible()
    // The answer says they lead, but the socket is down: the box says the state is being refreshed.
    await expect(page.getByTestId('refreshing-note')).toBeVisible()
    await expect(page.getByTestId('leading-note')).toHaveCount(0)
    await expect(page.getByText(ts.detail.yoursBar)).toHaveCount(0)
    await settled(page)
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid=bid-box]')
      .include('[data-testid=connection-state]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    const outbid = await bidAs(request, token, slugs.outbid, 2)
    await page.clock.fastForward(DOWN_POLL_MS) // the box polls while the socket is down
    await expect(price(page)).toHaveText(formatLira(outbid))
    await expect(page.getByTestId('refreshing-note')).toHaveCount(0)
    await expectDown(page)

    net.restore()
    await expect(indicator(page)).toHaveAttribute('data-status', 'live', RECOVERED)
    await expect(price(page)).toHaveText(formatLira(outbid), RECOVERED)
    await expect(count(page)).toHaveText(ts.detail.bidCount(2), RECOVERED)
    await expect(page.getByTestId('leading-note')).toHaveCount(0)
    await context.close()
  })

  test('an auction closing while the page is offline shows the closing message it missed', async ({ browser, request }) => {
    const slug = `e2e-kapanan-${run}`
    const endsIn = 12_000
    const watcher = uniqueMember()
    await registerViaApi(request, watcher)
    await createAuctions([{ slug, name: 'Bağlantı testi kapanan mezat', endsIn }])
    await approveAsEditor(request, slug)
    const { page, context, net } = await phone(browser, watcher, slug)

    await context.setOffline(true)
    net.cut()
    await expectDown(page)
    // The room closes it by its alarm, in real time, while the page hears nothing.
    await expect
      .poll(
        async () => ((await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { closed_at: string | null } }).data.closed_at,
        {
          timeout: endsIn + 30_000,
          intervals: [1000],
        },
      )
      .not.toBeNull()

    net.restore()
    await context.setOffline(false)
    await expect(page.getByText(tr.room.closedUnsold)).toBeVisible(RECOVERED)
    await expect(page.getByRole('heading', { name: tout.panel.closed })).toBeVisible(RECOVERED)
    await expect(page.getByText(ts.detail.completed).first()).toBeVisible(RECOVERED)
    await context.close()
  })
})
