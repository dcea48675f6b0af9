// Turnstile's widget in the browser (docs/operations.md "Turnstile"): in development the local stand-in
// draws it with Cloudflare's always-pass test site key and hands the form the dummy token; the forms send
// it, and the login asks for it only after failed attempts. Screens at 390 and 1280 px.
import { t } from '../../client/i18n/tr.ts'
import { expect, registerViaApi, test, uniqueMember } from './fixtures.ts'

for (const width of [390, 1280]) {
  test(`the reset request and the login after failures carry the widget's token (${width} px)`, async ({ page, request }, info) => {
    await page.setViewportSize({ width, height: 900 })
    const member = uniqueMember()
    await registerViaApi(request, member)

    const sent: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/(forgot-password|login)$/.test(r.url())) sent.push(r.postData() ?? '')
    })

    await page.goto('/sifremiunuttum')
    await expect(page.getByTestId('human-check')).toContainText('Doğrulandı')
    await page.getByRole('textbox', { name: t.auth.email }).fill(member.email)
    await page.screenshot({ path: info.outputPath(`forgot-${width}.png`), fullPage: true })
    await page.getByRole('button', { name: t.auth.forgotSubmit }).click()
    await expect(
      page
        .getByRole('alert')
        .or(page.getByText(/bağlantı/i))
        .first(),
    ).toBeVisible()
    expect(sent.at(-1)).toContain('cf-turnstile-response=XXXX.DUMMY.TOKEN.XXXX')

    await page.goto('/girisyap')
    const field = (name: string) => page.getByRole('textbox', { name, exact: true })
    await field(t.auth.usernameOrEmail).fill(member.username)
    await expect(page.getByTestId('human-check')).toHaveCount(0) // not before a failure
    for (let i = 0; i < 2; i++) {
      await field(t.auth.password).fill('Yanlis1234')
      await page.getByRole('button', { name: t.auth.loginSubmit, exact: true }).click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      await page.waitForTimeout(2100) // the pair's wait after a failure
    }
    await expect(page.getByTestId('human-check')).toContainText('Doğrulandı')
    await page.screenshot({ path: info.outputPath(`login-${width}.png`), fullPage: true })
    await field(t.auth.password).fill(member.password)
    await page.getByRole('button', { name: t.auth.loginSubmit, exact: true }).click()
    await expect(page).not.toHaveURL(/\/girisyap/)
    expect(sent.at(-1)).toContain('"cf-turnstile-response":"XXXX.DUMMY.TOKEN.XXXX"')
  })
}
