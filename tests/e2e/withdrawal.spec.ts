// Honest corrections in the browser (docs/bidding.md "Withdrawing a bid entered wrongly"): a member opens the
// request at a desktop's width and asks, from "Pey makbuzlarım" at a phone's width, to withdraw a bid entered
// wrongly on a lot of this run's own seller; an editor approves it on "Hatalı pey talepleri" at a desktop's width,
// then reads the desk at a phone's; the lot is back at its opening price and its bid list shows the bid marked, at a
// desktop's width. Axe on each screen.
import { ta } from '../../client/i18n/tr-admin.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { tr } from '../../common/messages.ts'
import { runningLot } from './d1.ts'
import { bidAs, expect, login, registerViaApi, seriousAxe, test, uniqueMember } from './fixtures.ts'

const EDITOR = { username: 'editor', password: 'Mezat1234' }

test('a member asks to withdraw a wrong bid and an editor approves it: the lot is recomputed', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000)
  const [seller, bidder] = [uniqueMember(), uniqueMember()]
  await registerViaApi(request, seller)
  const token = await registerViaApi(request, bidder)
  const run = Date.now().toString(36)
  const name = `Gümüş cep saati ${run}`
  const slug = `e2e-hatali-pey-${run}`
  await runningLot(seller.username, slug, name, '<p>Geri çekme testi için ilan.</p>')
  await bidAs(request, token, slug, 3)

  // The request form at a desktop's width first (looked at, then closed), then sent at a phone's.
  await page.setViewportSize({ width: 1280, height: 900 })
  await login(page, bidder)
  await page.goto('/u/peymakbuzlarim')
  await page.getByRole('button', { name: 'Geri çekilmesini iste' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Neden')).toBeVisible()
  expect(await seriousAxe(page)).toEqual([])
  await page.screenshot({ path: info.outputPath('withdrawal-request-1280.png'), fullPage: true })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Geri çekilmesini iste' }).first().click()
  await dialog.getByRole('button', { name: 'Talebi gönder' }).click()
  await expect(dialog.getByText(tr.withdrawal.reasonInvalid)).toBeVisible()
  await dialog.getByLabel('Neden').selectOption('typo')
  await dialog.getByLabel('Açıklamanız').fill('Bir adım yerine üç adım artırdım.')
  expect(await seriousAxe(page)).toEqual([])
  await page.screenshot({ path: info.outputPath('withdrawal-request-390.png'), fullPage: true })
  await dialog.getByRole('button', { name: 'Talebi gönder' }).click()
  await expect(page.getByText(tr.withdrawal.requested)).toBeVisible()

  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const editorPage = await editorContext.newPage()
  await login(editorPage, EDITOR)
  await editorPage.goto('/yonetim/hatali-pey')
  await expect(editorPage.getByRole('heading', { level: 1, name: ta.withdrawals.title })).toBeVisible()
  await editorPage.getByRole('button', { name: ta.withdrawals.decideLabel(bidder.username, name) }).click()
  const decision = editorPage.getByRole('dialog')
  await decision.getByLabel(ta.withdrawals.decision).selectOption('approve')
  await decision.getByLabel(ta.withdrawals.note).fill('Üç adımlık artış açıkça yanlışlıkla girilmiş.')
  expect(await seriousAxe(editorPage)).toEqual([])
  await editorPage.screenshot({ path: info.outputPath('withdrawal-desk-1280.png'), fullPage: true })
  await decision.getByRole('button', { name: ta.withdrawals.submit }).click()
  await expect(decision).toBeHidden()
  await expect(editorPage.getByText(ta.withdrawals.status.approved).first()).toBeVisible()

  await editorPage.setViewportSize({ width: 390, height: 844 })
  expect(await seriousAxe(editorPage)).toEqual([])
  await editorPage.screenshot({ path: info.outputPath('withdrawal-desk-390.png'), fullPage: true })

  const detail = (await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { current_price: number } }
  expect(detail.data.current_price).toBe(100)
  await editorContext.close()

  // The lot's bid list keeps the bid, marked and struck through, at a desktop's width too.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/mezat/${slug}`)
  await page.getByTestId('bid-count').click()
  const list = page.getByRole('dialog', { name: td.bidList })
  await expect(list.getByText(tr.withdrawal.listed.withdrawn)).toBeVisible()
  expect(await seriousAxe(page)).toEqual([])
  await page.screenshot({ path: info.outputPath('withdrawal-bid-list-1280.png'), fullPage: true })
})
