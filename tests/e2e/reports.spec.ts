// Notice and takedown (docs/notice-and-takedown.md) through the browser: a guest reports a lot of this run's own
// seller with the form's fields (a trademark claim needs its registration number), an editor finds it on the
// "Şikayetler" queue with its clock, removes it with a reason, and the lot is gone from the public.
import { tr } from '../../common/messages.ts'
import { runningLot } from './d1.ts'
import { expect, login, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }
const f = tr.reports.form
const c = tr.reports.console

test('a guest reports a lot, an editor removes it from the queue, and the public no longer sees it', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000)
  const seller = uniqueMember()
  await registerViaApi(request, seller)
  const run = Date.now().toString(36)
  const name = `Taklit logolu çanta ${run}`
  const slug = `e2e-bildirim-${run}`
  await runningLot(seller.username, slug, name, '<p>Bildirim testi için ilan.</p>')

  // The guest's report, at a phone's width: a trademark claim without its registration number is refused under it.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/mezat/${slug}`)
  await page.getByRole('button', { name: tr.reports.linkLabel(name) }).click()
  const form = page.getByRole('dialog', { name: f.title })
  await form.getByLabel(f.name).fill('Deniz Marka Vekilliği')
  await form.getByLabel(f.email).fill(`marka-${run}@example.com`)
  await form.getByLabel(f.rightHolderYes).check()
  await form.getByLabel(f.kind).selectOption('trademark')
  await form.getByLabel(f.explanation).fill('Ürünün üzerindeki logo müvekkilimizin tescilli markasının taklididir; satış izni yoktur.')
  await page.screenshot({ path: info.outputPath('report-form-390.png'), fullPage: true })
  await form.getByRole('button', { name: f.submit }).click()
  await expect(form.getByText(tr.reports.registrationRequired)).toBeVisible()
  await form.getByLabel(f.registration).fill('2019 123456')
  await form.getByRole('button', { name: f.submit }).click()
  await expect(form.getByText(/numarasıyla alındı/)).toBeVisible()

  // The editor's queue at both widths: the report with its clock, axe-clean; then the removal with a reason.
  const editorContext = await browser.newContext()
  const editor = await editorContext.newPage()
  await login(editor, EDITOR)
  for (const width of [1280, 390]) {
    await editor.setViewportSize({ width, height: 900 })
    await editor.goto('/yonetim/sikayetler')
    await expect(editor.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    await expect(editor.getByText(name).first()).toBeVisible()
    expect(await editor.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width)
    await editor.screenshot({ path: info.outputPath(`sikayetler-${width}.png`), fullPage: true })
    expect(await seriousAxe(editor)).toEqual([])
  }
  const card = editor
    .locator('div')
    .filter({ hasText: name })
    .filter({ has: editor.getByRole('button', { name: c.remove }) })
    .last()
  await card.getByLabel(c.reason).fill('Tescilli markanın taklidi olduğu belgelendi; ilan yayından kaldırıldı.')
  await card.getByRole('button', { name: c.remove }).click()
  await expect(editor.getByText(name)).toHaveCount(0)
  await editorContext.close()

  // Gone for the public: the lot's page no longer shows it.
  await page.goto(`/mezat/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0)
})
