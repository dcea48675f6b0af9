// The member's own data in the browser (docs/privacy.md "The member's own data", "Closing an account", "KVKK
// requests"): on /u/verilerim the member prepares the export, downloads the zip, and closes the account with
// the password, after which the session is gone; a guest's KVKK request waits for the mailed link and an
// editor answers it in the console; the forms that collect show their aydınlatma. At a phone's width and a
// desktop's, with axe.
import type { Page } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { t } from '../../client/i18n/tr.ts'
import { AYDINLATMA_PATH, collectionNotice, type CollectionPoint } from '../../common/messages/aydinlatma.ts'
import { kvkkPage } from '../../common/messages/kvkk-page.ts'
import { kvkk } from '../../common/messages/kvkk.ts'
import { closeAccount, dataRights } from '../../common/messages/privacy.ts'
import { escapeRegExp, expect, login, seriousAxe, test } from './fixtures.ts'

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

    const again = await page.request.post('/api/login', {
      data: { username: registeredMember.username, password: registeredMember.password },
    })
    expect(again.status()).toBe(422)
  })
}

const EDITOR = { username: 'editor', password: 'Mezat1234' }

/** The path of the newest link under `prefix` mailed to `email`, read from the development outbox. */
async function mailedPath(page: Page, email: string, prefix: string) {
  let path = ''
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`/__dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
        data: Array<{ body: string }>
      }
      path = data.map((m) => new RegExp(`${escapeRegExp(prefix)}[0-9a-f]{64}`).exec(m.body)?.[0]).find(Boolean) ?? ''
      return path
    })
    .not.toBe('')
  return path
}

async function expectNotice(page: Page, point: CollectionPoint) {
  const notice = page.locator(`[data-collection-notice="${point}"]`)
  await expect(notice).toContainText(collectionNotice.points[point])
  await expect(notice.getByRole('link', { name: collectionNotice.link })).toHaveAttribute('href', AYDINLATMA_PATH)
}

let guests = 0
for (const size of SIZES) {
  test(`at ${size.width} px a guest's KVKK request starts its clock from the mailed link and an editor answers it`, async ({
    page,
    member,
  }) => {
    // One journey over five screens (two forms, the request, its link, the console), two of them with axe.
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    // The guest's form is damped per address: this run's requests come from an address of their own.
    const ip = `198.20.${process.pid % 250}.${++guests}`
    await page.route('**/api/kvkk-requests**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }),
    )
    for (const [path, point] of [
      ['/kayitol', 'registration'],
      ['/iletisim', 'contact'],
    ] as const) {
      await page.goto(path)
      await expectNotice(page, point)
    }

    await page.goto('/kvkk-basvurusu')
    await expect(page.getByRole('heading', { level: 1, name: kvkkPage.title })).toBeVisible()
    await expectNotice(page, 'kvkk')
    await page.getByRole('button', { name: kvkkPage.send }).click()
    await expect(page.getByText(kvkk.kindsRequired)).toBeVisible()
    await page.getByRole('textbox', { name: kvkkPage.name }).fill('Ayşe Öztürk')
    await page.getByRole('textbox', { name: kvkkPage.email }).fill(member.email)
    await page.getByRole('checkbox', { name: kvkk.kind.learn }).check()
    await page.getByRole('checkbox', { name: kvkk.kind.erase }).check()
    await page.getByRole('textbox', { name: kvkkPage.details }).fill('Eski üyeliğimden kalan verilerimin silinmesini istiyorum.')
    await page.getByRole('button', { name: kvkkPage.send }).click()
    await expect(page.getByRole('status').filter({ hasText: kvkk.confirmSent })).toBeVisible()
    expect(await seriousAxe(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`kvkk-basvurusu-${size.width}.png`), fullPage: true })

    await page.goto(await mailedPath(page, member.email, '/kvkk-basvurusu?onay='))
    const receipt = page.getByRole('status').filter({ hasText: /KVKK-[A-Z0-9]{8} numarasıyla alındı/ })
    await expect(receipt).toBeVisible()
    const reference = /KVKK-[A-Z0-9]{8}/.exec((await receipt.textContent()) ?? '')![0]

    await login(page, EDITOR)
    await page.goto('/yonetim/kvkk-basvurulari')
    await expect(page.getByRole('heading', { level: 1, name: ta.kvkk.title })).toBeVisible()
    await page.getByRole('button', { name: `${reference}: ${ta.common.open}` }).click()
    const file = page.getByRole('dialog', { name: reference })
    await expect(file.getByText(ta.kvkk.daysLeft(30))).toBeVisible()
    await file
      .getByRole('textbox', { name: ta.kvkk.answer })
      .fill('Kayıtlı verileriniz silindi; yasal saklama süresi olan kayıt bulunmuyor.')
    expect(await seriousAxe(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`kvkk-konsol-${size.width}.png`), fullPage: true })
    await file.getByRole('button', { name: ta.kvkk.send }).click()
    await expect(file.getByText(ta.kvkk.outcomes.accepted!)).toBeVisible()
    await expect
      .poll(async () => {
        const { data } = (await (await page.request.get(`/__dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as {
          data: Array<{ subject: string | null }>
        }
        return data.map((m) => m.subject)
      })
      .toContain(kvkk.answerSubject(reference))
  })
}
