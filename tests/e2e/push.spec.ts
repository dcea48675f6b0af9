// Web push (docs/alerts.md "Web push"): a first visit registers no service worker; the service worker and
// the manifest are served with the headers install and push need; a member turns push on from "Bildirim
// tercihleri" (the permission granted in the browser context), the subscription reaches the API, then off,
// which deletes it; at a phone's and a desktop's width, with screenshots and axe.
//
// The push service is stubbed at the browser's edge: headless Chromium refuses PushManager.subscribe
// ("Registration failed - permission denied") and has no Google push service to register with, so the
// stub below stands in for PushManager alone. The service worker itself is registered for real.
import AxeBuilder from '@axe-core/playwright'
import { tp } from '../../client/i18n/tr-push.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { expect, login, settled, test } from './fixtures.ts'

/**
 * A PushManager whose subscriptions carry a real P-256 key and auth secret, at an endpoint of our own. Page
 * script (this project's e2e types have no DOM), run before the app's own.
 */
const STUB_PUSH_MANAGER = `(() => {
  const b64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')
  let current = null
  PushManager.prototype.getSubscription = async () => current
  PushManager.prototype.subscribe = async (options) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
    const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey))
    const auth = b64url(crypto.getRandomValues(new Uint8Array(16)))
    const endpoint = 'https://push.e2e.invalid/send/' + crypto.randomUUID()
    const key = options && options.applicationServerKey
    current = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? key.buffer : null },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => { current = null; return true },
    }
    return current
  }
})()`

/** How many service workers this origin has registered, and the scope of the one at "/". */
const registrations = 'navigator.serviceWorker.getRegistrations().then((r) => r.length)'
const rootScope = "navigator.serviceWorker.getRegistration('/').then((r) => r && r.scope)"

test('a first visit registers no service worker; /sw.js and the manifest are served for install and push', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  expect(await page.evaluate(registrations)).toBe(0)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')

  const sw = await page.request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toContain('javascript')
  expect(sw.headers()['service-worker-allowed']).toBe('/')
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect(await sw.text()).toContain("addEventListener('push'")

  const res = await page.request.get('/manifest.webmanifest')
  expect(res.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await res.json()
  expect(manifest).toMatchObject({ name: 'Mezat', short_name: 'Mezat', start_url: expect.stringMatching(/^\//), display: 'standalone' })
  expect(manifest.theme_color).toBe('#142048')
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i: { sizes: string; type: string }) => i.sizes === size && i.type === 'image/png')
    const png = await page.request.get(icon.src)
    expect(png.status(), icon.src).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
  }
})

for (const width of [390, 1280]) {
  test(`turns push on from Bildirim tercihleri and off again (${width} px)`, async ({ page, registeredMember, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.context().grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })
    await page.addInitScript({ content: STUB_PUSH_MANAGER })
    await login(page, registeredMember)
    await page.goto('/u/bildirimtercihleri')
    await expect(page.getByRole('heading', { name: t.privacy.preferencesTitle, level: 1 })).toBeVisible()
    const card = page.getByRole('region', { name: tp.cardTitle })
    await expect(card.getByText(tp.off)).toBeVisible()
    await expect(card.getByText(tp.lead)).toBeVisible()
    // Nothing is registered before the member's tap.
    expect(await page.evaluate(registrations)).toBe(0)
    await page.screenshot({ path: `/tmp/u/push-off-${width}.png`, fullPage: true })
    if (width === 390) {
      await settled(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.map((v) => v.id)).toEqual([])
    }

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST')
    await card.getByRole('button', { name: tp.enable }).click()
    const answer = await posted
    expect(answer.status()).toBe(201)
    expect(await answer.json()).toEqual({ message: tr.push.subscribed, devices: 1 })
    const sent = answer.request().postDataJSON()
    expect(sent.endpoint).toMatch(/^https:\/\/push\.e2e\.invalid\/send\//)
    expect(sent.keys.p256dh).toMatch(/^B[A-Za-z0-9_-]{86}$/)
    expect(sent.keys.auth).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await expect(card.getByText(tp.on)).toBeVisible()
    await expect(page.getByText(tr.push.subscribed)).toBeVisible()
    const scope = await page.evaluate(rootScope)
    expect(scope).toBe(`${new URL(baseURL!).origin}/`)
    await page.screenshot({ path: `/tmp/u/push-on-${width}.png`, fullPage: true })
    if (width === 1280) {
      await settled(page)
      const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.map((v) => v.id)).toEqual([])
    }

    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE')
    await card.getByRole('button', { name: tp.disable }).click()
    const gone = await deleted
    expect(await gone.json()).toEqual({ message: tr.push.unsubscribed, devices: 0 })
    expect(gone.request().postDataJSON()).toEqual({ endpoint: sent.endpoint })
    await expect(card.getByText(tp.off)).toBeVisible()

    // The bell's notifications offer it while push is off here.
    await page.goto('/u/bildirimlerim')
    await expect(page.getByRole('button', { name: tp.enable })).toBeVisible()
    await page.screenshot({ path: `/tmp/u/push-bell-${width}.png` })
  })
}
