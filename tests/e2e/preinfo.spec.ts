// The pre-information before a member's first binding bid (docs/law.md "Pre-information"): the bid box opens
// it before the bid dialog, the member reads who sells (a trader's identity, cayma) and confirms, then the bid
// they meant goes on; the worker never has to refuse the bid, and the confirmation is recorded for the lot.
import { tl } from '../../client/i18n/tr-law.ts'
import { td } from '../../client/i18n/tr-lot-pieces.ts'
import { COOKIES } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { auctions } from './data.ts'
import { axeClean, expect, login, registerViaApi, screenshots, test, uniqueMember } from './fixtures.ts'

const SHOTS = process.env.PREINFO_SHOTS ?? '.tmp/preinfo-shots'
const shot = screenshots(SHOTS)

/** A running lot of the demo's trader seller `satici` (Kaya Antika, verified), from the seller's profile. */
async function traderLot(request: import('@playwright/test').APIRequestContext) {
  const profile = (await (await request.get('/api/profil/kaya-antika')).json()) as {
    auctions: { data: Array<{ slug: string; start_time: string }> }
  }
  const now = Date.now()
  const running = profile.auctions.data.find((a) => new Date(`${a.start_time.replace(' ', 'T')}+03:00`).getTime() < now - 60_000)
  if (!running) throw new Error('the demo trader has no running lot')
  return running.slug
}

test.describe('pre-information before the first bid', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`is read and confirmed before the first bid, then the bid goes on, never refused (${width} px)`, async ({ page, request }) => {
      const member = uniqueMember()
      await registerViaApi(request, member)
      await page.setViewportSize({ width, height })
      const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8790')
      await page.context().addCookies([{ name: COOKIES.notice, value: '1', domain: hostname, path: '/', sameSite: 'Lax' }])
      const token = await login(page, member)
      const refusals: string[] = []
      page.on('response', (r) => {
        if (r.status() === 422 && /\/api\/(addBid|bidTicket|addAutoBid|addtoCart)/.test(r.url())) refusals.push(r.url())
      })
      // A trader's lot at one width, a private seller's at the other: the text follows the seller's kind.
      const trader = width === 1280
      const slug = trader ? await traderLot(request) : auctions.flowers.slug
      await page.goto(`/mezat/${slug}`)
      await expect(page.getByTestId('seller-identity').first()).toContainText(
        trader ? tr.sellerIdentity.kindLabel.ticari : tr.sellerIdentity.kindLabel.bireysel,
      )

      // The page is live (its socket open) before the member's first click.
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-status', 'live')
      // On a phone the bid box is scrolled to first, so the dock that follows an off-screen box has settled.
      const quick = page
        .getByTestId('bid-box')
        .getByRole('button', { name: /pey ver, teklifiniz/ })
        .first()
      await quick.scrollIntoViewIfNeeded()
      await expect(quick).toBeInViewport()
      await page.waitForTimeout(300)
      await quick.click()
      const preinfo = page.getByRole('dialog', { name: tr.preinfo.title })
      await expect(preinfo).toBeVisible()
      await expect(page.getByRole('dialog', { name: td.confirmTitle })).toHaveCount(0)
      const text = preinfo.getByTestId('preinfo-text')
      await expect(text).toContainText(trader ? tl.preinfo.caymaYes : tl.preinfo.caymaNo)
      await expect(text).toContainText(trader ? tr.preinfo.caymaApplies[0] : tr.preinfo.caymaNotApplies[0])
      if (trader) await expect(text).toContainText('Kaya Antika ve Koleksiyon Ticaret Limited Şirketi')
      await expect(text).toContainText(tr.preinfo.section.platform)
      await shot(page, `preinfo-${width}`)
      await axeClean(page)

      // Not ticked: told under the box, nothing sent.
      await preinfo.getByRole('button', { name: tl.preinfo.confirm }).click()
      await expect(preinfo.getByText(tl.preinfo.mustTick)).toBeVisible()
      await preinfo.getByLabel(tr.preinfo.confirmLabel).check()
      await preinfo.getByRole('button', { name: tl.preinfo.confirm }).click()

      // The bid the member meant, with its all-in total; accepted.
      const confirm = page.getByRole('dialog', { name: td.confirmTitle })
      await expect(confirm).toBeVisible()
      await expect(preinfo).toHaveCount(0)
      await shot(page, `preinfo-then-bid-${width}`)
      await confirm.getByRole('button', { name: td.confirmSubmit }).click()
      await expect(page.getByText(tr.bid.accepted).first()).toBeVisible()

      // Recorded once for this member and lot, with the version read.
      const { data } = (await (await request.get(`/api/auctions/${slug}`)).json()) as { data: { id: number } }
      const answer = (await (
        await request.get(`/api/auctions/${data.id}/preinfo`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        confirmed_at: string | null
        version: string
      }
      expect(answer.confirmed_at).not.toBeNull()

      expect(refusals).toEqual([])
    })
  }
})
