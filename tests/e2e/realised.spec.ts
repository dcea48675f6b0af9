// Realised prices and a lot's collector facts in a real browser (docs/): the
// Satılanlar page from the menu, narrowed by a search, with the hammer price; the sold lot's page with its
// result, the expert's estimate and the condition report with its photos and their captions (the first opening
// the large photo view); axe on both, at a phone's and a desktop's width.
import AxeBuilder from '@axe-core/playwright'
import { trRealised } from '../../client/i18n/tr-realised.ts'
import { ts } from '../../client/i18n/tr-storefront.ts'
import { soldLot } from './data.ts'
import { expect, settled, test } from './fixtures.ts'

const axe = async (page: import('@playwright/test').Page) =>
  (await settled(page), await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations

for (const width of [390, 1280]) {
  test(`sold lots and a sold lot's facts at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/satilanlar?q=aynası')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trRealised.title)
    const row = page.getByTestId('sold-lot').filter({ hasText: soldLot.name })
    await expect(row).toContainText(soldLot.hammer)
    await expect(row).toContainText(trRealised.viaBuyNow)
    expect(await axe(page)).toEqual([])

    await row.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldLot.name)
    const facts = page.getByTestId('lot-facts')
    await expect(facts).toContainText(ts.detail.estimate)
    await expect(facts).toContainText(soldLot.estimate)
    await expect(facts).toContainText('Çok iyi')
    await expect(facts).toContainText(soldLot.notes)
    const photos = facts.getByTestId('condition-photos').getByRole('listitem')
    await expect(photos).toHaveCount(soldLot.conditionPhotos.length)
    for (const [i, p] of soldLot.conditionPhotos.entries()) await expect(photos.nth(i)).toContainText(p.caption)
    expect(await axe(page)).toEqual([])

    await photos.nth(0).getByRole('button').click()
    const zoom = page.getByRole('dialog')
    await expect(zoom).toContainText(soldLot.conditionPhotos[0].caption)
    await expect(zoom.getByRole('img')).toHaveAttribute('src', soldLot.conditionPhotos[0].path)
  })
}
