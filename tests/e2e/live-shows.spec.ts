// Scheduled live shows (docs/alerts.md "Scheduled live shows"): a seller schedules a show of a lot of theirs on
// /u/canli-mezatlarim, a member finds it on "Yaklaşan canlı mezatlar" and asks "Hatırlat", and the reminder
// reaches the member's bell once the start is within 15 minutes (the cron's pass run through the
// development-only /__dev/live-shows, since wrangler dev runs no cron); at a phone's and a desktop's width,
// with screenshots and axe on both pages.
import { tl } from '../../client/i18n/tr-live-shows.ts'
import { t } from '../../client/i18n/tr.ts'
import { tr } from '../../common/messages.ts'
import { auctionSearchText } from '../../common/search.ts'
import { toWireTime } from '../../common/time.ts'
import { d1Exec, sqlText as q } from './d1.ts'
import { category, seller } from './data.ts'
import { escapeRegExp, expect, login, seriousAxe, test } from './fixtures.ts'

const HOUR = 3_600_000

/** An approved, running lot of the e2e seller, in the e2e category. */
async function sellersLot(slug: string, name: string) {
  const now = Date.now()
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus,
      buynow_price_kurus, start_time, end_time, approved, approved_at, search_text, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, '<p>Canlı mezat testi.</p>', 25000, 25000, 250000,
      ${now - HOUR}, ${now + 48 * HOUR}, 2, ${now}, ${q(auctionSearchText([name, category.title]))}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller.username)} AND c.slug = ${q(category.slug)};`)
}

for (const width of [390, 1280]) {
  test(`schedules a show, lists it, reminds a member in the bell (${width} px)`, async ({ page, registeredMember }) => {
    await page.setViewportSize({ width, height: 900 })
    const run = `${Date.now().toString(36)}${width}`
    const lot = `Gümüş cep saati ${run}`
    const title = `Pazar akşamı saatler ${run}`
    await sellersLot(`gumus-cep-saati-${run}`, lot)

    await login(page, seller)
    await page.goto('/u/canli-mezatlarim')
    await page.getByLabel(tl.title).fill(title)
    // Two hours ahead, in Istanbul's wall time as the datetime-local input takes it.
    await page.getByLabel(tl.startsAt).fill(
      toWireTime(Date.now() + 2 * HOUR)
        .slice(0, 16)
        .replace(' ', 'T'),
    )
    await page.getByLabel(lot).check()
    await page.getByRole('button', { name: tl.schedule }).click()
    await expect(page.getByText(tr.liveShow.scheduled)).toBeVisible()
    await expect(page.getByText(title)).toBeVisible()
    expect(await seriousAxe(page)).toEqual([])
    await page.screenshot({ path: `/tmp/w30/live-shows-schedule-${width}.png`, fullPage: true })

    await page.context().clearCookies()
    await login(page, registeredMember)
    await page.goto('/canli-mezatlar')
    await expect(page.getByRole('heading', { name: tl.pageTitle, level: 1 })).toBeVisible()
    await page.getByRole('button', { name: tl.remindLabel(title) }).click()
    await expect(page.getByText(tr.liveShow.reminderSet)).toBeVisible()
    await expect(page.getByRole('button', { name: tl.remindLabel(title) })).toHaveAttribute('aria-pressed', 'true')
    expect(await seriousAxe(page)).toEqual([])
    await page.screenshot({ path: `/tmp/w30/live-shows-upcoming-${width}.png`, fullPage: true })

    // Time passes: the show now starts in ten minutes, and the cron's pass tells the member.
    await d1Exec(`UPDATE live_sessions SET scheduled_at = ${Date.now() + 10 * 60_000} WHERE title = ${q(title)};`)
    expect((await (await page.request.post('/__dev/live-shows')).json()).reminded).toBeGreaterThanOrEqual(1)
    await page.reload()
    await page.getByRole('link', { name: t.nav.bellCount(1) }).click()
    await expect(page.getByText(new RegExp(escapeRegExp(`“${title}” başlamak üzere`)))).toBeVisible()
    await page.screenshot({ path: `/tmp/w30/live-shows-bell-${width}.png` })
  })
}
