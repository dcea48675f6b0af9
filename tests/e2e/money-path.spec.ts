// What a first-time visitor trips over on the way to a first bid (docs/money-path.md "A visitor's first
// bid"): a guest's tap on a bid button is an invitation, not "Başarısız işlem"; registering from it (and
// logging in from the register page) brings the visitor back to the lot with its bid buttons. At 390 and
// 1280 px, screenshots to .tmp/money-path-shots, the lot checked with axe.
import type { Page } from '@playwright/test'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { axe } from './checkout-helpers.ts'
import { auctions } from './data.ts'
import { escapeRegExp, expect, login, registerViaApi, registerViaForm, test, uniqueMember } from './fixtures.ts'
import { SIZES } from './screens.ts'

const SHOTS = process.env.MONEY_PATH_SHOTS ?? '.tmp/money-path-shots'
const LOT = `/mezat/${auctions.flowers.slug}`
const bidButton = (page: Page) => page.getByRole('button', { name: /pey ver, teklifiniz/ }).first()

async function invited(page: Page, name: string) {
  await page.goto(LOT)
  await bidButton(page).click()
  await expect(page.getByText(tr.bid.guest)).toBeVisible()
  await expect(page.getByText(/Başarısız işlem/)).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` })
}

test.describe.configure({ timeout: 120_000 })

for (const size of SIZES) {
  test(`a guest who registers from a bid comes back to the lot with its bid buttons (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size)
    await invited(page, 'guest-invited')
    await page.getByRole('main').getByRole('link', { name: td.register }).click()
    await expect(page).toHaveURL(new RegExp(`/kayitol\\?redirect=${escapeRegExp(encodeURIComponent(LOT))}$`))
    await registerViaForm(page, uniqueMember())
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(LOT)}$`))
    await expect(bidButton(page)).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/guest-back-on-lot-${size.width}.png` })
    // The prompt lives 7 s, so the page is checked with axe once the visitor is back, not while it shows.
    await axe(page)
  })

  test(`a guest who goes from the register page to login still comes back to the lot (${size.width} px)`, async ({ page, request }) => {
    const member = uniqueMember()
    await registerViaApi(request, member)
    await page.setViewportSize(size)
    await invited(page, 'guest-invited-login')
    await page.getByRole('main').getByRole('link', { name: td.register }).click()
    await page.getByRole('link', { name: t.auth.loginNow }).click()
    await expect(page).toHaveURL(new RegExp(`/girisyap\\?redirect=${escapeRegExp(encodeURIComponent(LOT))}$`))
    await page.getByRole('textbox', { name: t.auth.usernameOrEmail }).fill(member.username)
    await page.getByRole('textbox', { name: t.auth.password, exact: true }).fill(member.password)
    await page.getByRole('button', { name: t.auth.loginSubmit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(LOT)}$`))
    await expect(bidButton(page)).toBeVisible()
  })
}

test('the resend-verification button stays inside its box at 390 and 1280 px', async ({ page, request }) => {
  const member = uniqueMember()
  await registerViaApi(request, member)
  await login(page, member)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto('/u/hesapbilgilerim')
    const button = page.getByRole('button', { name: t.profile.resend })
    await expect(button).toBeVisible()
    const box = page.getByRole('status').filter({ has: button })
    const [b, a] = [await button.boundingBox(), await box.boundingBox()]
    expect(b!.x + b!.width).toBeLessThanOrEqual(a!.x + a!.width)
    expect(b!.x).toBeGreaterThanOrEqual(a!.x)
    await page.screenshot({ path: `${SHOTS}/resend-verification-${size.width}.png` })
  }
})

test('the menu names a category\'s own "all" link after that category (390 px)', async ({ page }) => {
  await page.setViewportSize(SIZES[0]!)
  await page.goto('/')
  await page.getByRole('button', { name: t.nav.openMenu }).click()
  const open = page.locator('details:has(ul) > summary').first()
  const title = (await open.innerText()).trim()
  await open.click()
  await expect(page.getByRole('link', { name: t.nav.allIn(title), exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tüm kategoriler', exact: true })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/menu-all-in-category-390.png` })
})
