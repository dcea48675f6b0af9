// The fair close on the lot page (docs/bidding.md "A fair close"): a lot whose end the room moved for a service
// interruption says so, live and closed, at a phone's and a desktop's width, axe clean. The room's side (the
// faults, the extension, D1) is tested in tests/party/fair-close.test.ts; here, what the page shows from D1.
import AxeBuilder from '@axe-core/playwright'
import { room } from '../../common/messages/bids.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { expect, settled, test } from './fixtures.ts'

const HOUR = 3_600_000

/** A lot of the e2e seller whose end moved for a late alarm, `endsIn` ms from now (negative: closed, unsold). */
async function extendedLot(slug: string, name: string, endsIn: number) {
  const now = Date.now()
  const end = now + endsIn
  const closed = endsIn < 0 ? `${end}, 'unsold'` : 'NULL, NULL'
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, start_time, end_time,
      approved, approved_at, closed_at, sold_via, service_extended_at, service_extension_reason, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Adil kapanış testi.</p>', 10000, 10000, ${end - 24 * HOUR}, ${end},
      2, ${end - 25 * HOUR}, ${closed}, ${end - 2 * 60_000}, 'late_alarm', ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`)
}

test('a lot extended for a service interruption says so, live and closed, at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const lots = [
    { slug: `e2e-adil-canli-${run}`, name: `Adil kapanış canlı ${run}`, endsIn: 6 * HOUR },
    { slug: `e2e-adil-kapali-${run}`, name: `Adil kapanış kapalı ${run}`, endsIn: -HOUR },
  ]
  for (const lot of lots) await extendedLot(lot.slug, lot.name, lot.endsIn)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [i, lot] of lots.entries()) {
      await page.goto(`/mezat/${lot.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: lot.name })).toBeVisible()
      const note = page.getByRole('status').filter({ hasText: room.serviceExtended })
      await expect(note).toContainText(room.serviceExtendedDetail(2, lot.endsIn < 0))
      // Axe once per width, on the live lot at a phone's width and the closed one at a desktop's.
      if ((width === 390) !== (i === 0)) continue
      await settled(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations).toEqual([])
    }
  }
})
