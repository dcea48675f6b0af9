// Privacy in the browser: a first visit is told, not asked (every cookie and storage key is strictly
// necessary, docs/privacy.md "Cookies and browser storage"), and what the browser ends up holding after a
// visit and a sign-in is exactly the inventory the cookie policy publishes; registration shows the
// aydınlatma as a notice with its link (read, never accepted), asks the membership contract in a box of
// its own and commercial consent per channel, unticked, and "Bildirim tercihleri" keeps and changes it.
import { t } from '../../client/i18n/tr.ts'
import { COOKIES, STORAGE_KEYS } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { AYDINLATMA_PATH, collectionNotice } from '../../common/messages/aydinlatma.ts'
import { messageConsent } from '../../common/messages/privacy.ts'
import { auctions } from './data.ts'
import { expect, login, seriousAxe, test } from './fixtures.ts'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

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

let registrations = 0
for (const size of SIZES) {
  test(`registration at ${size.width} px informs, asks the contract and each channel's consent apart, unticked; the preferences keep and change it`, async ({
    page,
    member,
  }) => {
    await page.setViewportSize(size)
    // Each registration from an address of its own (the worker takes a few per address and hour).
    const ip = `198.19.${process.pid % 250}.${++registrations}`
    await page.route('**/api/register', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }))
    await page.goto('/kayitol')
    const consent = page.getByRole('group', { name: t.privacy.consentLegend })
    const box = (channel: 'sms' | 'email' | 'call') => consent.getByRole('checkbox', { name: messageConsent.channel[channel] })
    for (const channel of ['sms', 'email', 'call'] as const) await expect(box(channel)).not.toBeChecked()
    // The aydınlatma is a notice with its link, not a box: the only boxes are the contract and the three channels.
    const notice = page.getByRole('complementary', { name: collectionNotice.title })
    await expect(notice.getByRole('link', { name: collectionNotice.link })).toHaveAttribute('href', AYDINLATMA_PATH)
    await expect(notice.getByRole('checkbox')).toHaveCount(0)
    const contract = page.getByRole('checkbox', { name: new RegExp(t.auth.membershipContract) })
    await expect(contract).not.toBeChecked()
    await expect(page.getByRole('checkbox')).toHaveCount(4)
    await expect(page.getByRole('checkbox', { name: /gizlilik|aydınlatma/i })).toHaveCount(0)
    expect(await seriousAxe(page)).toEqual([])
    // The cookie notice is fixed at the bottom: closed, so the full-page picture shows every box.
    await page.getByRole('region', { name: t.cookies.label }).getByRole('button', { name: t.cookies.close }).click()
    await page.screenshot({ path: test.info().outputPath(`kayitol-${size.width}.png`), fullPage: true })

    const field = (name: string) => page.getByRole('textbox', { name, exact: true })
    await field(t.auth.username).fill(member.username)
    await field(t.auth.email).fill(member.email)
    await field(t.auth.password).fill(member.password)
    await field(t.auth.passwordConfirmation).fill(member.password)
    await box('email').check()
    // Consent to messages is no stand-in for the contract: without its box nothing is sent.
    await page.getByRole('button', { name: t.auth.registerSubmit, exact: true }).click()
    await expect(page.getByText(tr.auth.membershipContractRequired)).toBeVisible()
    await expect(page).toHaveURL(/\/kayitol/)
    await contract.check()
    await page.getByRole('button', { name: t.auth.registerSubmit, exact: true }).click()
    await expect(page).toHaveURL(/\/u\/hesapbilgilerim$/)

    await page.goto('/u/bildirimtercihleri')
    await expect(page.getByRole('heading', { level: 1, name: t.privacy.preferencesTitle })).toBeVisible()
    await expect(box('email')).toBeChecked()
    await expect(box('sms')).not.toBeChecked()
    await expect(box('call')).not.toBeChecked()
    const history = page.getByRole('list').filter({ hasText: messageConsent.source.registration })
    await expect(history.getByRole('listitem')).toHaveCount(1)
    expect(await seriousAxe(page)).toEqual([])

    await box('email').uncheck()
    await box('sms').check()
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/message-consents') && r.request().method() === 'PUT')
    await page.getByRole('button', { name: t.privacy.save }).click()
    expect(((await (await saved).json()) as { message: string }).message).toBe(messageConsent.saved)
    await expect(history.getByRole('listitem')).toHaveCount(3)
    await page.reload()
    await expect(box('sms')).toBeChecked()
    await expect(box('email')).not.toBeChecked()
  })
}
