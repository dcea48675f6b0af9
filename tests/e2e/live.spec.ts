// Live sessions in the browser: an editor starts a live session from the console in one browser and a visitor's
// open home page shows the stream without a reload (and loses it when the editor stops it); two members
// chat while a guest reads and is asked to log in (and a line posted before the guest's socket opened still reaches it); a notification reaches a member's bell the moment it is
// written, and a buy-now raises the cart badge with the info alert. Plus an axe check of the stream area.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { tl } from '../../client/i18n/tr-live.ts'
import { t } from '../../client/i18n/tr.ts'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { COOKIES } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { confirmPreinfo, expect, login, registerViaApi, settled, test, uniqueMember, visitorHeaders } from './fixtures.ts'

/** The demo editor (scripts/seed/people.ts). */
const EDITOR = { username: 'editor', password: 'Mezat1234' }
const STREAM = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/login', { data: who, headers: visitorHeaders() })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const editorHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await tokenOf(request, EDITOR)}`,
  Accept: 'application/json',
})

/** A live session of the home page (no category), off air, made through the console's API. */
async function newSession(request: APIRequestContext, title: string) {
  const res = await request.post('/api/admin/live-sessions', {
    headers: await editorHeaders(request),
    form: { title, live_broadcast_url: STREAM, category_id: '', auction_ids: '' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const started: number[] = []
async function startSession(request: APIRequestContext, id: number) {
  const res = await request.post(`/api/admin/live-sessions/${id}/start`, { headers: await editorHeaders(request) })
  expect(res.status(), await res.text()).toBe(200)
  started.push(id)
}

test.afterEach(async ({ request }) => {
  const headers = await editorHeaders(request)
  for (const id of started.splice(0)) await request.post(`/api/admin/live-sessions/${id}/stop`, { headers })
})

/** A page in a browser of its own, logged in as `who` (or a guest), with the cookie bar accepted. */
async function browse(browser: Browser, who?: { username: string; password: string }, path = '/') {
  const context = await browser.newContext()
  const page = await context.newPage()
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await context.addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/' }])
  if (who) await login(page, who)
  await page.goto(path)
  return page
}

const areaOf = (page: Page, title: string) => page.getByRole('region', { name: tl.area.region(title) })

test.describe('live stream areas', () => {
  test('an editor starts a session in the console and an open home page shows it without a reload, then loses it on stop', async ({
    browser,
    request,
  }) => {
    const title = `E2E canlı yayın ${Date.now().toString(36)}`
    await newSession(request, title)
    const visitor = await browse(browser)
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(areaOf(visitor, title)).toHaveCount(0)
    // A reload is a new request for the document; the router's own history entries (the app starts after
    // the page's load, once the skeleton's heading is already visible) are not.
    let reloaded = false
    visitor.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === visitor.mainFrame()) reloaded = true
    })

    const editor = await browse(browser, EDITOR, '/yonetim/canli-yayinlar')
    const row = editor.getByRole('listitem').filter({ hasText: title })
    await row.getByRole('button', { name: ta.live.start }).click()
    await expect(row.getByRole('button', { name: ta.live.stop })).toBeVisible()

    const area = areaOf(visitor, title)
    await expect(area).toBeVisible()
    const player = area.locator('iframe')
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&mute=1/)
    await expect(player).toHaveAttribute('title', tl.area.player(title))
    await expect(area.getByRole('log', { name: tl.chat.log })).toBeVisible()
    await expect(area.getByText(tr.live.chatGuest)).toBeVisible()
    expect(reloaded).toBe(false)

    await settled(visitor)
    const { violations } = await new AxeBuilder({ page: visitor })
      .include('[data-live-session]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await row.getByRole('button', { name: ta.live.stop }).click()
    await expect(area).toHaveCount(0)
    expect(reloaded).toBe(false)
    started.splice(0)
  })

  test('a line posted after the history was read but before the socket opened still reaches the guest', async ({ browser, request }) => {
    const title = `E2E geç bağlanan ${Date.now().toString(36)}`
    const id = await newSession(request, title)
    await startSession(request, id)
    const writer = uniqueMember()
    await registerViaApi(request, writer)
    // The guest's room socket is held until the line is stored: the page reads the history (empty), then the
    // line is posted and broadcast to nobody here, then the socket opens.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const context = await browser.newContext()
    const guest = await context.newPage()
    await guest.routeWebSocket(/\/parties\/live\//, async (ws) => {
      await held
      ws.connectToServer()
    })
    const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
    await context.addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/' }])
    await guest.goto('/')
    const log = areaOf(guest, title).getByRole('log', { name: tl.chat.log })
    await expect(log).toBeVisible()
    const line = 'Açılış fiyatı kaç lira olacak?'
    const posted = await request.post('/api/addLiveMessage', {
      headers: { Authorization: `Bearer ${await tokenOf(request, writer)}`, ...visitorHeaders() },
      form: { livemessage: line, live_session_id: String(id) },
    })
    expect(posted.status(), await posted.text()).toBe(200)
    await expect(log.getByText(line)).toHaveCount(0)
    release()
    await expect(log.getByText(line)).toBeVisible()
    await context.close()
  })

  test('two members chat in real time; a guest reads along and is asked to log in', async ({ browser, request }) => {
    const title = `E2E sohbet ${Date.now().toString(36)}`
    await startSession(request, await newSession(request, title))
    const [ayse, mehmet] = [uniqueMember(), uniqueMember()]
    await registerViaApi(request, ayse)
    await registerViaApi(request, mehmet)
    const [a, m, guest] = [await browse(browser, ayse), await browse(browser, mehmet), await browse(browser)]
    const chat = (page: Page) => areaOf(page, title).getByRole('log', { name: tl.chat.log })
    for (const page of [a, m, guest]) await expect(chat(page)).toBeVisible()

    const say = async (page: Page, text: string) => {
      const area = areaOf(page, title)
      await area.getByRole('textbox', { name: tl.chat.label }).fill(text)
      await area.getByRole('button', { name: tl.chat.send }).click()
      await expect(area.getByRole('textbox', { name: tl.chat.label })).toHaveValue('')
    }
    await say(a, 'Merhaba, cep saatini tekrar gösterebilir misiniz?')
    await expect(chat(m).getByText('Merhaba, cep saatini tekrar gösterebilir misiniz?')).toBeVisible()
    await expect(chat(guest).getByText('Merhaba, cep saatini tekrar gösterebilir misiniz?')).toBeVisible()
    await expect(chat(a).getByText(tl.chat.you)).toBeVisible() // the writer's own line says so

    await say(m, '<b>Ben de</b> merak ediyorum')
    await expect(chat(a).getByText('Ben de merak ediyorum')).toBeVisible() // plain text: the tags are gone
    await expect(chat(a).locator('b')).toHaveCount(0)

    // An empty message is refused before it leaves the browser, with the chat's required sentence.
    await areaOf(a, title).getByRole('button', { name: tl.chat.send }).click()
    await expect(areaOf(a, title).getByText(tr.live.chatRequired)).toBeVisible()

    // A guest sees the sentence and a way to log in, not a form.
    await expect(areaOf(guest, title).getByText(tr.live.chatGuest)).toBeVisible()
    await expect(areaOf(guest, title).getByRole('textbox', { name: tl.chat.label })).toHaveCount(0)
    await expect(areaOf(guest, title).getByRole('link', { name: tl.chat.login })).toBeVisible()
  })
})

test.describe('the private user channel', () => {
  /** A running demo auction that nobody holds for buy-now and that the e2e fixtures do not use. */
  async function runningAuction(request: APIRequestContext) {
    const res = await request.get('/api/auctions?page=1')
    const { auctions } = (await res.json()) as {
      auctions: {
        data: Array<{ slug: string; buynow_price: number; type: number; start_time: string; end_time: string; closed_at: string | null }>
      }
    }
    const now = Date.now()
    const wire = (t: string) => Date.parse(t.replace(' ', 'T') + '+03:00')
    // Running, and not among the demo auctions that end within minutes (they may close mid-test).
    const open = auctions.data.filter(
      (a) => !a.closed_at && !a.slug.startsWith('e2e-') && wire(a.start_time) < now && wire(a.end_time) > now + 30 * 60_000,
    )
    expect(open.length).toBeGreaterThan(2)
    return open
  }

  test('a notification reaches the bell at once, and a buy-now raises the cart with the info alert', async ({ browser, request }) => {
    const [alice, bob] = [uniqueMember(), uniqueMember()]
    const aliceToken = await registerViaApi(request, alice)
    const bobToken = await registerViaApi(request, bob)
    const counts = await request.get('/api/user', { headers: { Authorization: `Bearer ${aliceToken}`, Accept: 'application/json' } })
    const { notificationCount, cartItemCount } = (await counts.json()) as { notificationCount: number; cartItemCount: number }
    const page = await browse(browser, alice)
    const bell = page.getByRole('link', { name: new RegExp(`^${t.nav.bell}(,|$)`) })
    const cart = page.getByRole('link', { name: new RegExp(`^${t.nav.cart}(,|$)`) })
    await expect(bell).toHaveAccessibleName(notificationCount ? t.nav.bellCount(notificationCount) : t.nav.bell)
    await expect(cart).toHaveAccessibleName(cartItemCount ? t.nav.cartCount(cartItemCount) : t.nav.cart)
    await page.waitForTimeout(1500) // the channel connects (token from POST /api/broadcasting/auth)

    // Alice bids, Bob outbids her: the worker writes "Teklifiniz geçildi" and pushes it to her open page.
    const open = await runningAuction(request)
    const target = open[0]!
    const buyable = open.find((a, i) => i > 0 && a.type === 0 && a.buynow_price > 0)!
    const bid = async (token: string, steps: number) => {
      await confirmPreinfo(request, token, target.slug)
      const detail = await request.get(`/api/auctions/${target.slug}`)
      const { data } = (await detail.json()) as { data: { id: number; current_price: number } }
      const amount = (steps * bidIncrementKurus(Math.round(data.current_price * 100))) / 100 // the increment table (docs/bidding.md)
      const res = await request.post('/api/addBid', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        form: { auction_id: data.id, bid_amount: amount, total_amount: data.current_price + amount },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
    await bid(aliceToken, 1)
    await bid(bobToken, 2)
    await expect(bell).toHaveAccessibleName(t.nav.bellCount(notificationCount + 1))
    await expect(page.getByRole('status').filter({ hasText: tl.channel.newNotification(tr.bid.outbidTitle) })).toHaveCount(1)

    // Buy-now from elsewhere (another device): the badge goes up and the info alert says so.
    await confirmPreinfo(request, aliceToken, buyable.slug)
    const buy = await request.post('/api/addtoCart', {
      headers: { Authorization: `Bearer ${aliceToken}`, Accept: 'application/json' },
      form: { slug: buyable.slug },
    })
    expect(buy.status(), await buy.text()).toBe(200)
    await expect(cart).toHaveAccessibleName(t.nav.cartCount(cartItemCount + 1))
    await expect(page.getByRole('status').filter({ hasText: tr.cart.added })).toBeVisible()
  })
})
