// Cultural property in the browser (docs/law.md "Cultural property"): the wizard's question in the antique
// category with the permit notice and the document asked for, and the editor's review refusing the approval
// of a declared lot whose document was not opened; at 390 and 1280 px, axe on each screen.
import type { Page } from '@playwright/test'
import { ta } from '../../client/i18n/tr-admin.ts'
import { tm } from '../../client/i18n/tr-member.ts'
import { tr } from '../../common/messages.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { expect, login, seriousAxe, test } from './fixtures.ts'

const L = tr.lotLaw
const SELLER = { username: 'antikaci_ahmet', password: 'Mezat1234' }
const EDITOR = { username: 'editor', password: 'Mezat1234' }
const WIDTHS = [390, 1280] as const

async function toDeclarations(page: Page) {
  await page.goto('/satisyap')
  await page.locator('select').first().selectOption({ label: 'Antika' })
  await page.getByRole('button', { name: tm.wizard.continue }).click()
  await expect(page.getByRole('radiogroup', { name: L.culturalQuestion })).toBeVisible()
}

test('the wizard asks whether an antique is cultural property and asks for its document', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await login(page, SELLER)
    await toDeclarations(page)
    await page.getByText(L.culturalYes).click()
    await expect(page.getByText(L.permitMissing)).toBeVisible()
    await page.getByRole('button', { name: tm.wizard.continue }).click()
    await expect(page.getByText(L.documentRequired)).toBeVisible()
    await page.getByLabel(L.documentKind).selectOption('tescil')
    await page
      .getByLabel(L.document)
      .setInputFiles({ name: 'tescil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') })
    await expect(page.getByText(L.documentChosen('tescil.pdf'))).toBeVisible()
    await expect(page.getByText(L.documentRequired)).toHaveCount(0)
    expect(await seriousAxe(page)).toEqual([])
    await page.getByTestId('cultural-property').screenshot({ path: test.info().outputPath(`wizard-${width}.png`) })
  }
})

test('the editor cannot approve a declared lot before opening its document', async ({ page }) => {
  const run = Date.now().toString(36)
  const name = `Kültür varlığı testi ${run}`
  const now = Date.now()
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, search_text, created_at, updated_at, cultural_property, cultural_document_kind, cultural_document_key)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(`e2e-kv-${run}`)}, '<p>Tescilli eser.</p>', 25000, 25000, 250000,
      ${now + 3_600_000}, ${now + 86_400_000}, 0, ${q(name.toLowerCase())}, ${now}, ${now}, 1, 'tescil', 'reports/00/yok.pdf'
    FROM users u, categories c WHERE u.username = ${q(SELLER.username)} AND c.slug = 'antika';
    INSERT INTO seller_identities (user_id, kind, cultural_permit_no, updated_at)
      SELECT id, 'bireysel', 'İST-2026/145', ${now} FROM users WHERE username = ${q(SELLER.username)}
      ON CONFLICT(user_id) DO UPDATE SET cultural_permit_no = excluded.cultural_permit_no;`)
  const id = await login(page, EDITOR).then(async () => {
    const r = await page.request.get(`/api/admin/auctions?q=${run}`)
    return ((await r.json()) as { auctions: { data: Array<{ id: number }> } }).auctions.data[0]!.id
  })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/yonetim/mezat/${id}`)
    const panel = page.getByTestId('lot-declarations')
    await expect(panel.getByText(L.reviewCultural)).toBeVisible()
    await expect(panel.getByRole('link', { name: L.reviewDocument })).toHaveAttribute('href', `/api/admin/auctions/${id}/cultural-document`)
    expect(await seriousAxe(page)).toEqual([])
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/admin/auctions/${id}/approve`)),
      page.getByRole('button', { name: ta.review.approve, exact: true }).click(),
    ])
    expect(answer.status()).toBe(422)
    expect(((await answer.json()) as { message: string }).message).toBe(L.documentNotOpened)
    await expect(page.getByText(L.documentNotOpened).first()).toBeVisible()
    await expect(page.getByText(ta.review.status[0]!).first()).toBeVisible()
    await panel.screenshot({ path: test.info().outputPath(`review-${width}.png`) })
  }
})
