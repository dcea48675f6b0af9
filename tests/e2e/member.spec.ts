// The member journey in a real browser (item 4): register → complete the account form and
// verify the phone with the code from the outbox → add an address → list an item with 4 photos
// through the wizard → the demo editor approves it → the listing is live. Plus an axe check of the
// member screens. Elements are found by role and by the SPA's labels (client/i18n/tr-member.ts).
import type { Page } from '@playwright/test'
import { deflateSync } from 'node:zlib'
import { tm } from '../../client/i18n/tr-member.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { makeTurkishIban } from '../../common/validation/iban.ts'
import { tcknFromNine } from '../../common/validation/tckn.ts'
import { escapeRegExp, expect, fillKadikoyAddress, seriousAxe, test, visitorHeaders } from './fixtures.ts'

// ---- a real, decodable PNG (the browser resizes it before upload) ------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc = (buf: Buffer) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const sum = Buffer.alloc(4)
  sum.writeUInt32BE(crc(body))
  return Buffer.concat([len, body, sum])
}
/** A width × height PNG in one colour with a white diagonal. */
function png(width: number, height: number, [r, g, b]: [number, number, number]) {
  const row = width * 3 + 1
  const raw = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3
      const stripe = Math.abs(x - y) < 30
      raw[o] = stripe ? 255 : r
      raw[o + 1] = stripe ? 255 : g
      raw[o + 2] = stripe ? 255 : b
    }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The newest SMS code sent to `phone` (national digits), read from the dev outbox. */
async function smsCode(page: Page, phone: string) {
  let code = ''
  await expect
    .poll(async () => {
      const res = await page.request.get(`/__dev/outbox.json?to=${phone}`)
      const { data } = (await res.json()) as { data: Array<{ channel: string; body: string }> }
      code = /\b(\d{4})\b/.exec(data.find((m) => m.channel === 'sms')?.body ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{4}$/)
  return code
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true })

test.describe('member area', () => {
  test('a new member completes the profile, adds an address, lists an item with 4 photos, and an editor puts it live', async ({
    page,
    member,
  }) => {
    test.setTimeout(120_000)
    const suffix = String(Date.now()).slice(-7)
    const phone = `55${suffix.padStart(8, '1')}`.slice(0, 10)
    const typedPhone = `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`
    const iban = makeTurkishIban('00062', `9${suffix}`)

    // Register through the form; the SPA goes on to the account page.
    await page.goto('/kayitol')
    await textbox(page, t.auth.username).fill(member.username)
    await textbox(page, t.auth.email).fill(member.email)
    await page.getByRole('textbox', { name: t.auth.password, exact: true }).fill(member.password)
    await page.getByRole('textbox', { name: t.auth.passwordConfirmation, exact: true }).fill(member.password)
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(t.auth.membershipContract)) }).check()
    await page.getByRole('button', { name: t.auth.registerSubmit, exact: true }).click()
    await expect(page).toHaveURL(/\/u\/hesapbilgilerim$/)

    // The wizard sends an incomplete profile to the account page first.
    await page.goto('/satisyap')
    await expect(page.getByText(tr.listing.profileIncomplete)).toBeVisible()
    await page.getByRole('link', { name: tm.wizard.profileNeeded }).click()
    await expect(page).toHaveURL(/\/u\/hesapbilgilerim$/)

    // The account form: a wrong TCKN is refused in the browser with the shared schema's sentence.
    await textbox(page, tm.account.firstName).fill('Ayşe')
    await textbox(page, tm.account.lastName).fill('Yılmaz')
    await textbox(page, tm.account.tckn).fill('12345678901')
    await page.getByRole('button', { name: tm.account.submit }).click()
    await expect(page.getByText(tr.account.tcknChecksum)).toBeVisible()
    await textbox(page, tm.account.tckn).fill(tcknFromNine(`2${suffix.padStart(8, '3')}`.slice(0, 9)))
    await select(page, tm.account.day).selectOption('14')
    await select(page, tm.account.month).selectOption({ label: 'Mayıs' })
    await select(page, tm.account.year).selectOption('1990')
    await textbox(page, tm.account.phone).fill(typedPhone)
    await textbox(page, tm.account.accountHolder).fill('AYŞE YILMAZ')
    await textbox(page, tm.account.iban).fill(iban.toLowerCase().replace(/^tr/, ''))
    // The IBAN names its bank; choosing another one is flagged before anything is sent.
    await select(page, tm.account.bank).selectOption({ index: 1 })
    const detectedBank = page.getByRole('button', { name: /olarak seç$/ })
    if (await detectedBank.isVisible()) await detectedBank.click()
    await page.getByRole('button', { name: tm.account.submit }).click()

    // The phone code modal: a wrong code first, then the one from the outbox.
    const dialog = page.getByRole('dialog', { name: tm.phoneCode.title })
    await expect(dialog).toBeVisible()
    const code = await smsCode(page, phone)
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')
    await dialog.getByRole('textbox', { name: tm.phoneCode.code }).fill(wrong)
    await dialog.getByRole('button', { name: tm.phoneCode.submit }).click()
    await expect(dialog.getByText(tr.phone.codeInvalid)).toBeVisible()
    await dialog.getByRole('textbox', { name: tm.phoneCode.code }).fill(code)
    await dialog.getByRole('button', { name: tm.phoneCode.submit }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(tm.account.phoneVerified)).toBeVisible()

    // An address down to the mahalle, whose postal code fills itself in.
    await page.goto('/u/adreslerim')
    const form = page.locator('#yeni-adres')
    await fillKadikoyAddress(form, 'Ayşe Yılmaz', 'Moda Cad. No: 12 D: 3')
    await expect(form.getByRole('textbox', { name: tm.addresses.postalcode })).toHaveValue(/^34\d{3}$/)
    await form.getByRole('textbox', { name: tm.addresses.phone }).fill(typedPhone)
    await form.getByRole('button', { name: tm.common.save }).click()
    await expect(page.getByText(tr.address.saved)).toBeVisible()
    await expect(page.getByText(tm.addresses.default, { exact: true })).toBeVisible()

    // The wizard: category (the first child and grandchild come along), brand, model.
    await page.goto('/satisyap')
    await expect(page.getByRole('progressbar', { name: tm.wizard.progress })).toHaveAttribute('aria-valuenow', '0')
    await select(page, tm.wizard.category).selectOption({ label: 'Saat' })
    await expect(select(page, tm.wizard.subCategory)).not.toHaveValue('')
    await page.getByRole('button', { name: tm.wizard.continue }).click()
    await expect(page.getByText(tr.listing.brandRequired)).toBeVisible()
    await page.getByRole('combobox', { name: tm.wizard.brand, exact: true }).fill('Seiko')
    await textbox(page, tm.wizard.model).fill('SKX007')
    await page.getByRole('button', { name: tm.wizard.continue }).click()

    // Step 2: title, description and every property select of the category's group.
    await expect(page.getByRole('progressbar', { name: tm.wizard.progress })).toHaveAttribute('aria-valuenow', '25')
    const title = `Seiko SKX007 otomatik dalgıç saati ${suffix}`
    await textbox(page, tm.wizard.titleLabel).fill(title)
    await textbox(page, tm.wizard.description).fill('Çalışır durumda.\n\nOrijinal kayışı ve kutusuyla.')
    for (const property of await page.locator('fieldset select').all()) await property.selectOption({ index: 1 })
    await page.getByRole('button', { name: tm.wizard.continue }).click()

    // Step 3: prices (a buy-now price not above the opening price is refused), default dates.
    await expect(page.getByRole('progressbar', { name: tm.wizard.progress })).toHaveAttribute('aria-valuenow', '50')
    await textbox(page, tm.wizard.openingPrice).fill('1.250')
    await textbox(page, tm.wizard.buyNowPrice).fill('1000')
    await page.getByRole('button', { name: tm.wizard.continue }).click()
    await expect(page.getByText(tr.listing.buyNowNotAboveOpening)).toBeVisible()
    await textbox(page, tm.wizard.buyNowPrice).fill('4.500')
    await page.getByRole('button', { name: tm.wizard.continue }).click()

    // Step 4: fewer than 4 photos are refused; 4 go up after the confirm dialog.
    await expect(page.getByRole('progressbar', { name: tm.wizard.progress })).toHaveAttribute('aria-valuenow', '75')
    await page.getByRole('button', { name: tm.wizard.save }).click()
    await expect(page.getByText(tr.listing.photosMin)).toBeVisible()
    const colours: Array<[number, number, number]> = [
      [180, 60, 60],
      [60, 150, 90],
      [50, 80, 190],
      [210, 170, 40],
    ]
    await page
      .locator('input[type=file]')
      .setInputFiles(colours.map((c, i) => ({ name: `saat-${i + 1}.png`, mimeType: 'image/png', buffer: png(1200, 900, c) })))
    await expect(page.getByText(tm.wizard.photoCount(4))).toBeVisible()
    // On a phone every photo's ✕ is on top and pressable (it hid behind "Vitrin yap").
    await page.setViewportSize({ width: 390, height: 844 })
    for (let i = 1; i <= 4; i++) {
      const remove = page.getByRole('button', { name: tm.wizard.removePhoto(i) })
      await remove.scrollIntoViewIfNeeded()
      const onTop = await remove.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit !== null && el.contains(hit)
      })
      expect(onTop).toBe(true)
    }
    await page.screenshot({ path: `${process.env.CRAFT_SHOTS ?? '.tmp/craft-shots'}/wizard-photos-390.png` })
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: tm.wizard.save }).click()
    const confirm = page.getByRole('dialog', { name: tm.wizard.confirmTitle })
    await confirm.getByRole('button', { name: tm.wizard.confirmSubmit }).click()

    // Step 5: the summary waits for the editor.
    await expect(page).toHaveURL(/\/mezatozeti\/seiko-skx007-otomatik-dalgic-saati-/)
    await expect(page.getByRole('progressbar', { name: tm.wizard.progress })).toHaveAttribute('aria-valuenow', '99')
    await expect(page.getByText(tm.summary.waitingTitle)).toBeVisible()
    const slug = new URL(page.url()).pathname.split('/').pop()!
    const id = Number(new URL(page.url()).searchParams.get('id'))
    expect(id).toBeGreaterThan(0)

    // The demo editor approves it through the editor API; the summary notices within a poll.
    const editorLogin = await page.request.post('/api/login', {
      data: { username: 'editor', password: 'Mezat1234' },
      headers: visitorHeaders(),
    })
    expect(editorLogin.status(), await editorLogin.text()).toBe(200)
    const { token } = (await editorLogin.json()) as { token: string }
    const approve = await page.request.post(`/api/admin/auctions/${id}/approve`, { headers: { Authorization: `Bearer ${token}` } })
    expect(approve.status(), await approve.text()).toBe(200)
    await expect(page.getByText(tm.summary.approvedTitle)).toBeVisible({ timeout: 15_000 })

    // Live on the site: the auction page shows it to a guest, and it leaves the waiting list.
    await page.getByRole('link', { name: tm.summary.goLive }).click()
    await expect(page).toHaveURL(new RegExp(`/mezat/${slug}$`))
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.goto('/u/mezatlarim')
    await expect(page.getByRole('heading', { name: new RegExp(tm.myAuctions.open) })).toBeVisible()
    await expect(page.getByRole('link', { name: title })).toBeVisible()
    const guest = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL })
    const guestPage = await guest.newPage()
    await guestPage.goto(`/mezat/${slug}`)
    await expect(guestPage.getByRole('heading', { name: title })).toBeVisible()
    await guest.close()
  })

  test('guests on /u/adreslerim are sent to the home page, and /satisyap asks them to log in', async ({ page }) => {
    await page.goto('/u/adreslerim')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/satisyap')
    await expect(page.getByRole('heading', { name: t.auth.promptTitle })).toBeVisible()
  })

  test('the contact form sends once and then keeps its button disabled', async ({ page }) => {
    await page.goto('/iletisim')
    const send = page.getByRole('button', { name: tm.contact.send })
    await send.click()
    await expect(page.getByText('Lütfen adınızı soyadınızı yazın')).toBeVisible()
    await textbox(page, tm.contact.name).fill('Mehmet Kaya')
    await textbox(page, tm.contact.emailField).fill('mehmet@example.com')
    await textbox(page, tm.contact.message).fill('Satıcı olmak istiyorum, nasıl başvurabilirim?')
    await send.click()
    await expect(page.getByText(tr.contact.sent)).toBeVisible()
    await expect(send).toBeDisabled()
  })
})

test.describe('member screens (axe)', () => {
  for (const [name, path, auth] of [
    ['account', '/u/hesapbilgilerim', true],
    ['addresses', '/u/adreslerim', true],
    ['my auctions', '/u/mezatlarim', true],
    ['tickets', '/u/destektaleplerim', true],
    ['wizard', '/satisyap', true],
    ['support centre', '/destekmerkezi', false],
    ['blog', '/blog', false],
    ['contact', '/iletisim', false],
  ] as const) {
    test(`the ${name} page has no serious or critical violation`, async ({ page }) => {
      if (auth) {
        const res = await page.request.post('/api/login', {
          data: { username: 'satici', password: 'Mezat1234' },
          headers: visitorHeaders(),
        })
        expect(res.status()).toBe(200)
        const { token } = (await res.json()) as { token: string }
        const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
        await page.context().addCookies([{ name: 'access_token', value: token, domain: hostname, path: '/', sameSite: 'Lax' }])
      }
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousAxe(page)).toEqual([])
    })
  }
})
