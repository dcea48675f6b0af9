// The accounts journey in a real browser: register, log out through the account menu, log in,
// search with Turkish folding, open a suggestion; and an axe check of the entry pages.
// Elements are found by role and by the SPA's own labels (client/i18n/tr.ts).
import { t } from '../../client/i18n/tr.ts'
import { auctions } from './data.ts'
import { escapeRegExp, expect, login, registerViaForm, seriousAxe, test } from './fixtures.ts'

test.describe('accounts', () => {
  test('a visitor registers, logs out from the account menu, logs in again and finds an auction', async ({ page, member }) => {
    await page.goto('/kayitol')
    await registerViaForm(page, member)
    await expect(page).toHaveURL(/\/u\/hesapbilgilerim$/)

    // Log out through the account menu in the header.
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: new RegExp(`${escapeRegExp(member.username)}|${escapeRegExp(t.nav.accountMenu)}`) }).click()
    await header.getByRole('navigation', { name: t.nav.accountMenu }).getByRole('link', { name: t.account.logout }).click()
    await expect(header.getByRole('link', { name: t.nav.login, exact: true })).toBeVisible()

    // And in again, with the username.
    await header.getByRole('link', { name: t.nav.login, exact: true }).click()
    await expect(page).toHaveURL(/\/girisyap/)
    const field = (name: string) => page.getByRole('textbox', { name, exact: true })
    await field(t.auth.usernameOrEmail).fill(member.username)
    await field(t.auth.password).fill(member.password)
    await page.getByRole('button', { name: t.auth.loginSubmit, exact: true }).click()
    await expect(page).not.toHaveURL(/\/girisyap/)
    await expect(header.getByRole('link', { name: t.nav.login, exact: true })).toHaveCount(0)

    // Header search folds Turkish letters: 'cicek' finds 'Çiçek…', 'IŞIKLI' finds 'Işıklı…'.
    const search = header.getByRole('combobox', { name: t.search.label })
    const suggestions = header.getByRole('listbox', { name: t.search.suggestions })
    // Each wait is tied to the suggestions' own answer: the list can only show the auction once the
    // worker has answered for that term (a slow or retried request moves the answer, not the check).
    const answered = (q: string) =>
      page.waitForResponse((r) => {
        const url = new URL(r.url())
        return url.pathname === '/api/searchsummary' && url.searchParams.get('q') === q && r.ok()
      })
    const lit = answered('IŞIKLI')
    await search.fill('IŞIKLI')
    await lit
    await expect(suggestions.getByRole('option', { name: auctions.chandelier.name })).toBeVisible()
    const flowersAnswer = answered('cicek')
    await search.fill('cicek')
    await flowersAnswer
    const flowers = suggestions.getByRole('option', { name: auctions.flowers.name })
    await expect(flowers).toBeVisible()
    await flowers.click()
    await expect(page).toHaveURL(new RegExp(`/mezat/${auctions.flowers.slug}$`))
  })

  test('login() puts a registered member straight into the account area', async ({ page, registeredMember }) => {
    await login(page, registeredMember)
    await page.goto('/u/profilim')
    await expect(page).toHaveURL(/\/u\/profilim$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(registeredMember.username)
  })
})

test.describe('accessibility (axe)', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['login', '/girisyap'],
    ['register', '/kayitol'],
  ] as const) {
    test(`the ${name} page has no serious or critical violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousAxe(page)).toEqual([])
    })
  }
})
