// Storefront journeys in a real browser: a category listing to the auction
// detail with its bid list and the guest prompt; two members bidding on one auction and each seeing
// the other's bid without a reload; watching and asking the seller; search; axe on the new pages.
// Uses the e2e fixtures of tests/e2e/data.ts; prices are read from the page, never assumed, since
// every run bids on the same fixture auctions.
import type { Page } from '@playwright/test'
import { tlist } from '../../client/i18n/tr-listing.ts'
import { ts } from '../../client/i18n/tr-storefront.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { tr } from '../../common/messages.ts'
import { auctions, category } from './data.ts'
import { expect, login, passPreinfo, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'

const lira = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))
const priceOf = async (page: Page) => lira(await page.getByTestId('current-price').textContent())

async function memberPage(browser: import('@playwright/test').Browser, request: import('@playwright/test').APIRequestContext) {
  const member = uniqueMember()
  await registerViaApi(request, member)
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, member)
  return { member, context, page }
}

/** Clicks the first quick-bid button and confirms; answers the offer the dialog showed. */
async function quickBid(page: Page) {
  await page
    .getByRole('button', { name: /pey ver, teklifiniz/ })
    .first()
    .click()
  await passPreinfo(page)
  const dialog = page.getByRole('dialog', { name: td.confirmTitle })
  await expect(dialog).toBeVisible()
  const offer = lira(await dialog.getByTestId('resulting-offer').textContent())
  await dialog.getByRole('button', { name: td.confirmSubmit }).click()
  await expect(dialog).toBeHidden()
  return offer
}

test.describe('storefront', () => {
  test('a visitor goes from a category to an auction, opens the bid list and is asked to log in to bid', async ({ page }) => {
    await page.goto(`/kategori/${category.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category.title)
    await page.getByRole('link', { name: auctions.flowers.name }).first().click()
    await expect(page).toHaveURL(new RegExp(`/mezat/${auctions.flowers.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auctions.flowers.name)
    await expect(page.getByRole('navigation', { name: tlist.listing.breadcrumb })).toContainText(category.title)

    await page.getByTestId('bid-count').click()
    const list = page.getByRole('dialog', { name: td.bidList })
    await expect(list).toBeVisible()
    await expect(list.getByRole('table').or(list.getByText(tr.bid.emptyList))).toBeVisible()
    await list.getByRole('button', { name: 'Kapat' }).click()

    await page
      .getByRole('button', { name: /pey ver, teklifiniz/ })
      .first()
      .click()
    await expect(page.getByText(tr.bid.guest)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: td.login })).toHaveAttribute(
      'href',
      new RegExp(`redirect=%2Fmezat%2F${auctions.flowers.slug}`),
    )
  })

  test("two members bid on one auction and each sees the other's bid without a reload", async ({ browser, request }) => {
    const a = await memberPage(browser, request)
    const b = await memberPage(browser, request)
    const path = `/mezat/${auctions.chandelier.slug}`
    await a.page.goto(path)
    await b.page.goto(path)
    await expect(a.page.getByTestId('current-price')).toBeVisible()
    await expect(b.page.getByTestId('current-price')).toBeVisible()

    const first = await quickBid(a.page)
    await expect(a.page.getByText(ts.detail.yoursBar).first()).toBeVisible()
    await expect.poll(() => priceOf(b.page)).toBe(first)
    await expect(b.page.getByText(ts.detail.newBidBar)).toBeVisible()

    const second = await quickBid(b.page)
    expect(second).toBeGreaterThan(first)
    await expect(b.page.getByText(ts.detail.yoursBar).first()).toBeVisible()
    await expect.poll(() => priceOf(a.page)).toBe(second)
    await expect(a.page.getByText(ts.detail.yoursBar)).toHaveCount(0)

    await a.context.close()
    await b.context.close()
  })

  test('a member watches an auction and asks the seller a question', async ({ page, registeredMember }) => {
    await login(page, registeredMember)
    await page.goto(`/mezat/${auctions.flowers.slug}`)
    await page.getByRole('button', { name: ts.detail.watch, exact: true }).click()
    await page.getByRole('dialog', { name: td.watchTitle }).getByRole('button', { name: ts.detail.watch }).click()
    await expect(page.getByText(tr.watch.added)).toBeVisible()
    await expect(page.getByRole('button', { name: ts.detail.watching })).toHaveAttribute('aria-pressed', 'true')

    const question = `Kargo kaç günde çıkar? ${registeredMember.username}`
    await page.getByRole('button', { name: td.askSeller }).click()
    const ask = page.getByRole('dialog', { name: td.askTitle })
    await ask.getByRole('button', { name: td.askSubmit }).click()
    await expect(ask.getByText(tr.questions.empty)).toBeVisible()
    await ask.getByRole('textbox', { name: td.askLabel }).fill(question)
    await ask.getByRole('button', { name: td.askSubmit }).click()
    await expect(page.getByText(tr.questions.added)).toBeVisible()
    await page.getByRole('tab', { name: new RegExp(td.tabs.questions.replace('&', '\\&')) }).click()
    await expect(page.getByRole('tabpanel').getByText(question)).toBeVisible()
  })

  test("search finds 'Çiçek' from 'cicek' on the results page", async ({ page }) => {
    await page.goto('/ara?q=cicek')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tlist.listing.search)
    await expect(page.getByRole('link', { name: auctions.flowers.name }).first()).toBeVisible()
  })
})

test.describe('accessibility (axe) of the storefront pages', () => {
  for (const [name, path] of [
    ['auction detail', `/mezat/${auctions.flowers.slug}`],
    ['category listing', `/kategori/${category.slug}`],
    ['upcoming auctions', '/gelecek_mezatlar'],
  ] as const) {
    test(`the ${name} page has no serious or critical violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousAxe(page)).toEqual([])
    })
  }
})
