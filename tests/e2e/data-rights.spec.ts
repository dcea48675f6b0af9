// The member's own data in the browser (docs/privacy.md "The member's own data", "Closing an account"): on
// /u/verilerim the member prepares the export, downloads the zip, and closes the account with the password,
// after which the session is gone; at a phone's width and a desktop's, with axe.
import { t } from '../../client/i18n/tr.ts'
import { closeAccount, dataRights } from '../../common/messages/privacy.ts'
import { expect, login, test, seriousAxe } from './fixtures.ts'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

for (const size of SIZES) {
  test(`at ${size.width} px a member downloads their data and closes the account`, async ({ page, registeredMember }) => {
    await page.setViewportSize(size)
    await login(page, registeredMember)
    await page.goto('/u/verilerim')
    await expect(page.getByRole('heading', { level: 1, name: t.dataRights.pageTitle })).toBeVisible()

    await page.getByRole('button', { name: dataRights.start }).click()
    const link = page.getByRole('link', { name: dataRights.download })
    await expect(link).toBeVisible({ timeout: 15_000 })
    expect(await seriousAxe(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`verilerim-${size.width}.png`), fullPage: true })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^mezat-verilerim-\d{4}-\d{2}-\d{2}\.zip$/)

    await page.getByRole('textbox', { name: dataRights.closePassword, exact: true }).fill(registeredMember.password)
    await page.getByRole('button', { name: dataRights.closeButton }).click()
    const dialog = page.getByRole('dialog', { name: dataRights.closeConfirmTitle })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`kapat-${size.width}.png`) })
    const closed = page.waitForResponse((r) => r.url().endsWith('/api/user/close'))
    await dialog.getByRole('button', { name: dataRights.closeButton }).click()
    expect(await (await closed).json()).toEqual({ message: closeAccount.closed })
    await expect(page).toHaveURL(/\/$/)

    const again = await page.request.post('/api/login', { data: { username: registeredMember.username, password: registeredMember.password } })
    expect(again.status()).toBe(422)
  })
}
