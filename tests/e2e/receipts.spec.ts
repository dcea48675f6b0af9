// Signed bid receipts in the browser (docs/decisions/0013-signed-bid-receipts.md): a member's bids show on
// "Pey makbuzlarım" with their bidder code, the lot's chain checks as valid on /dogrula, a pasted receipt
// checks, a tampered one is refused with the reason, a demo lot's chain holds from its first, seeded bid; at a
// phone's and a desktop's width, axe clean.
import AxeBuilder from '@axe-core/playwright'
import { receipts } from '../../common/messages/receipts.ts'
import { auctions } from './data.ts'
import { bidAs, expect, login, registerViaApi, settled, test, uniqueMember, visitorHeaders } from './fixtures.ts'

const slug = auctions.flowers.slug

for (const width of [390, 1280]) {
  test(`receipts: the member's page, the lot's chain and a pasted receipt at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const [me, other] = [uniqueMember(), uniqueMember()]
    const token = await registerViaApi(request, me)
    await bidAs(request, token, slug)
    await bidAs(request, await registerViaApi(request, other), slug)
    await bidAs(request, token, slug)
    await login(page, me)

    await page.goto('/u/peymakbuzlarim')
    await expect(page.getByRole('heading', { level: 1, name: receipts.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: auctions.flowers.name })).toBeVisible()
    await expect(page.getByText(`${receipts.bidderCode}:`)).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(3) // the heading row and my two bids

    await page.getByRole('link', { name: 'Zinciri doğrula' }).click()
    await expect(page).toHaveURL(/\/dogrula\?mezat=/)
    const chain = page.getByRole('status').filter({ hasText: receipts.valid })
    await expect(chain).toContainText('Zincir geçerli')

    const { receipts: mine } = (await (
      await request.get('/api/myBidReceipts', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      receipts: { receipt: string }[]
    }
    const field = page.getByLabel(receipts.pasteLabel)
    await field.fill(mine[0]!.receipt)
    await page.getByRole('button', { name: receipts.checkReceipt }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Makbuz geçerli' })).toBeVisible()

    const [h, p, s] = mine[0]!.receipt.split('.')
    await field.fill(`${h}.${p!.slice(0, -2)}${p!.slice(-2) === 'fQ' ? 'fX' : 'fQ'}.${s}`)
    await page.getByRole('button', { name: receipts.checkReceipt }).click()
    await expect(page.getByRole('alert')).toContainText(receipts.invalid)

    // A demo lot's seeded bids are signed too (scripts/seed/receipts.ts): its chain holds from its first bid.
    const hot = (await (await request.get('/api/showhot', { headers: visitorHeaders() })).json()) as {
      auctions: { data: { slug: string; bid_count: number }[] }
    }
    const demo = hot.auctions.data.find((a) => a.bid_count >= 3 && !a.slug.startsWith('e2e-'))!
    await page.goto(`/dogrula?mezat=${encodeURIComponent(demo.slug)}`)
    const demoChain = page.getByRole('status').filter({ hasText: receipts.valid })
    await expect(demoChain).toContainText(/Zincir geçerli: \d+ pey \(1–\d+\)/)

    await settled(page)
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations).toEqual([])
  })
}
