// Fixtures of the browser specs (epic-stack style): a unique member per test, and login()
// that signs a member in through the API and hands the browser the access-token cookie.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { tl } from '../../client/i18n/tr-law.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { tm } from '../../client/i18n/tr-member.ts'
import { t } from '../../client/i18n/tr.ts'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { COOKIES } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'

/** A literal string inside a RegExp (labels with parentheses or dots). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type Member = { username: string; email: string; password: string }

let n = 0
/** A member nobody has registered yet: unique across runs and across workers. */
export function uniqueMember(): Member {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(n++).toString(36)}`
  return { username: `e2e_${id}`, email: `e2e.${id}@example.com`, password: 'E2eParola123' }
}

let visitors = 0
/**
 * A header naming a fresh client address (wrangler dev keeps a CF-Connecting-IP the client sends): the specs
 * act as many visitors, and the worker limits registrations, logins and resets per address
 * (REGISTER_LIMIT, and the rate limiting bindings of docs/operations.md "Abuse").
 */
export function visitorHeaders() {
  visitors++
  return { 'CF-Connecting-IP': `198.18.${(process.pid + (visitors >> 8)) % 250}.${visitors % 250}` }
}

/** Registers `member` through POST /api/register, from its own address; answers the token. */
export async function registerViaApi(request: APIRequestContext, member: Member) {
  const res = await request.post('/api/register', {
    data: { ...member, password_confirmation: member.password, membership_contract: true },
    headers: visitorHeaders(),
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).token as string
}

/** Fills the registration form on the page at hand with `member` and sends it (the contract box ticked). */
export async function registerViaForm(page: Page, member: Member) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true })
  await field(t.auth.username).fill(member.username)
  await field(t.auth.email).fill(member.email)
  await field(t.auth.password).fill(member.password)
  await field(t.auth.passwordConfirmation).fill(member.password)
  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(t.auth.membershipContract)) }).check()
  await page.getByRole('button', { name: t.auth.registerSubmit, exact: true }).click()
}

/** Logs `member` in through POST /api/login and puts the token in the browser's cookie jar. */
export async function login(page: Page, member: Pick<Member, 'username' | 'password'>) {
  const res = await page.request.post('/api/login', {
    data: { username: member.username, password: member.password },
    headers: visitorHeaders(),
  })
  expect(res.status(), await res.text()).toBe(200)
  const { token } = (await res.json()) as { token: string }
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
  await page.context().addCookies([{ name: COOKIES.accessToken, value: token, domain: hostname, path: '/', sameSite: 'Lax' }])
  return token
}

/**
 * The member behind `token` confirms the lot's pre-information through the API, as a client does once per lot
 * before its first bid or buy-now (docs/law.md "Pre-information"); a second call changes nothing.
 */
export async function confirmPreinfo(request: APIRequestContext, token: string, slug: string) {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const { data } = (await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { id: number } }
  const { version } = (await (await request.get(`/api/auctions/${data.id}/preinfo`, { headers })).json()) as { version: string }
  const res = await request.post(`/api/auctions/${data.id}/preinfo`, { headers, data: { version } })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * After a click on a bid or buy-now button: a member's first on the lot meets the pre-information, ticks it
 * and confirms, then the dialog they asked for opens.
 */
export async function passPreinfo(page: Page) {
  const preinfo = page.getByRole('dialog', { name: tr.preinfo.title })
  await expect(preinfo.or(page.getByRole('dialog', { name: td.confirmTitle }))).toBeVisible()
  if (!(await preinfo.isVisible())) return
  await preinfo.getByLabel(tr.preinfo.confirmLabel).check()
  await preinfo.getByRole('button', { name: tl.preinfo.confirm }).click()
  await expect(preinfo).toBeHidden()
}

/** The first quick bid in `scope` (the page, or its bid box), through the pre-information and the confirmation. */
export async function quickBid(page: Page, scope: Page | Locator = page) {
  await scope
    .getByRole('button', { name: /pey ver, teklifiniz/ })
    .first()
    .click()
  await passPreinfo(page)
  await page.getByRole('dialog', { name: td.confirmTitle }).getByRole('button', { name: td.confirmSubmit }).click()
}

/** The demo editor's bearer token, logged in through the API. */
export async function editorToken(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: { username: 'editor', password: 'Mezat1234' }, headers: visitorHeaders() })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** The demo editor approves the lot `slug`, which arms its room (its alarm at the end): the lot's id. */
export async function approveAsEditor(request: APIRequestContext, slug: string) {
  const headers = { Authorization: `Bearer ${await editorToken(request)}` }
  const { data } = (await (await request.get(`/api/previewauction/${slug}`, { headers })).json()) as { data: { id: number } }
  const res = await request.post(`/api/admin/auctions/${data.id}/approve`, { headers })
  expect(res.status(), await res.text()).toBe(200)
  return data.id
}

/** An address form (Adreslerim's, or the delivery step's first) filled for `person` down to a Kadıköy mahalle. */
export async function fillKadikoyAddress(form: Locator, person: string, line1: string) {
  await form.getByRole('textbox', { name: tm.addresses.person }).fill(person)
  await form.getByRole('textbox', { name: tm.addresses.title }).fill('Ev')
  await form.getByRole('textbox', { name: tm.addresses.line1 }).fill(line1)
  await form.getByRole('combobox', { name: tm.addresses.city, exact: true }).selectOption('İstanbul')
  await form.getByRole('combobox', { name: tm.addresses.town, exact: true }).selectOption('Kadıköy')
  await form.getByRole('combobox', { name: new RegExp(`^${tm.addresses.neighbourhood}`) }).selectOption({ index: 1 })
}

/** Another member's bid of `steps` increments over the current price, through the API; answers the new total. */
export async function bidAs(request: APIRequestContext, token: string, slug: string, steps = 1) {
  await confirmPreinfo(request, token, slug)
  const detail = await request.get(`/api/auctions/${slug}`)
  const { data } = (await detail.json()) as { data: { id: number; current_price: number } }
  const amount = (steps * bidIncrementKurus(Math.round(data.current_price * 100))) / 100
  const res = await request.post('/api/addBid', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    form: { auction_id: data.id, bid_amount: amount, total_amount: data.current_price + amount },
  })
  expect(res.status(), await res.text()).toBe(200)
  return data.current_price + amount
}

export const test = base.extend<{ member: Member; registeredMember: Member }>({
  // eslint-disable-next-line no-empty-pattern
  member: async ({}, use) => use(uniqueMember()),
  registeredMember: async ({ request }, use) => {
    const member = uniqueMember()
    await registerViaApi(request, member)
    await use(member)
  },
})

export { expect }

/**
 * Waits until no CSS transition or animation is running, before axe reads colours. A button that turns enabled
 * starts a colour transition from its disabled shade; the document's timeline moves only between frames, so
 * on a busy 2-core machine axe could read the pale start of it for its whole scan and report the button's
 * contrast (seen on the seller's "Takip et" button as its follow state arrived, even mid-scan). Motion is reduced in the
 * suite, so transitions last 1 ms and this returns at the next frame; an animation that never ends (motion
 * left on) does not hold the test longer than 3 s.
 */
export async function settled(page: Page) {
  // First the page's own requests (a lazy chunk, the follow state it then asks for), whose answers start those
  // transitions; then the transitions themselves.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')", null, { timeout: 3_000 }).catch(() => {})
}

/** No serious or critical violation of any of axe's rules (not only the WCAG tags seriousAxe keeps) once the page settled. */
export async function axeClean(page: Page) {
  await settled(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  )
}

/** Screenshots under `dir` for people to look at while working on the screens; CI has nobody looking, and every second counts there. */
export const screenshots = (dir: string) => async (page: Page, name: string) => {
  if (!process.env.CI) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false })
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page (or inside `include`), one entry each
 * with the nodes it names (empty when clean).
 */
export const seriousAxe = async (page: Page, include?: string) => {
  await settled(page)
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: `${v.impact} ${v.id}: ${v.help}`,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`),
    }))
}
