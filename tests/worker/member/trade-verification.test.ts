// The editors' verification setting for bidding and buying. The worker refuses
// (403, the catalogue's sentence and the account page) before the body is read or the room asked;
// the default keeps the spec (any logged-in member); the console, the detail answer and the help
// centre carry the same rule.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { TRADE_VERIFICATION_KEY, VERIFY_HREF } from '../../../common/trade-verification.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, editor, member, ok, putJson, type Signed } from '../../support/admin-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import { setting } from '../../support/storefront-seed.ts'
import { confirmPreinfo } from '../../support/preinfo.ts'

let ed: Signed
let auction: Awaited<ReturnType<typeof seed.auction>>
beforeAll(async () => {
  ed = await editor()
  auction = await seed.auction()
})

const bidCount = async () => (await seed.db.select({ n: count() }).from(schema.bids).where(eq(schema.bids.auction_id, auction.id)))[0]!.n
/**
 * An empty bid form from a member who confirmed the lot's pre-information (as the page does first): a member
 * allowed to bid gets the form's 422, one who must verify gets the 403 first.
 */
const emptyBid = async (token: string) => {
  await confirmPreinfo(auction.id, { token })
  return postForm('/api/addBid', { auction_id: auction.id }, token)
}

describe('verification before bidding and buying', () => {
  it('asks nothing by default: an unverified member reaches the bid form checks', async () => {
    const m = await member()
    const { status, body } = await read(await emptyBid(m.token))
    expect(status).toBe(422)
    expect(body.message).toBe(tr.bid.amountRequired)
    expect((await read(await get(`/api/auctions/${auction.slug}`, m.token))).body.verify_needed).toBeNull()
  })

  it('refuses bids, automatic bids and buy-now of a member without a verified e-mail, with the sentence and the link', async () => {
    await setting(TRADE_VERIFICATION_KEY, 'email')
    const m = await member()
    const refusal = { message: tr.tradeVerification.needed.email, verify_url: VERIFY_HREF }
    expect(await read(await postForm('/api/addBid', { auction_id: auction.id, bid_amount: 10, total_amount: 110 }, m.token))).toEqual({
      status: 403,
      body: refusal,
    })
    expect(await read(await postForm('/api/addAutoBid', { auction_id: auction.id, max_amount: 500 }, m.token))).toEqual({ status: 403, body: refusal })
    expect(await read(await postForm('/api/addtoCart', { slug: auction.slug }, m.token))).toEqual({ status: 403, body: refusal })
    expect(await bidCount()).toBe(0)
    expect((await read(await get(`/api/auctions/${auction.slug}`, m.token))).body.verify_needed).toBe('email')

    const verified = await member({ verified: true })
    expect((await read(await emptyBid(verified.token))).status).toBe(422)
    expect((await read(await get(`/api/auctions/${auction.slug}`, verified.token))).body.verify_needed).toBeNull()
  })

  it('asks for the phone when the setting says phone', async () => {
    await setting(TRADE_VERIFICATION_KEY, 'phone')
    const emailOnly = await member({ verified: true })
    expect(await read(await emptyBid(emailOnly.token))).toEqual({
      status: 403,
      body: { message: tr.tradeVerification.needed.phone, verify_url: VERIFY_HREF },
    })
    const phone = await member({ phone_verified_at: Date.now() })
    expect((await read(await emptyBid(phone.token))).status).toBe(422)
  })

  it('lets editors choose in the console, audits it, refuses unknown values, and the help centre states the rule', async () => {
    const bad = await read(await putJson('/api/admin/settings/verification', { trade_verification: 'sms' }, ed.token))
    expect(bad).toEqual({
      status: 422,
      body: { message: tr.tradeVerification.levelInvalid, errors: { trade_verification: [tr.tradeVerification.levelInvalid] } },
    })
    const m = await member()
    expect((await read(await putJson('/api/admin/settings/verification', { trade_verification: 'none' }, m.token))).status).toBe(403)

    expect(await ok(putJson('/api/admin/settings/verification', { trade_verification: 'email' }, ed.token))).toEqual({
      message: tr.tradeVerification.saved,
    })
    expect((await ok(get('/api/admin/settings', ed.token))).trade_verification).toBe('email')
    expect((await auditOf('setting', TRADE_VERIFICATION_KEY)).length).toBeGreaterThan(0)
    expect((await ok(get('/api/support'))).trade_verification).toEqual({ level: 'email', rule: tr.tradeVerification.rule.email })

    await ok(putJson('/api/admin/settings/verification', { trade_verification: 'none' }, ed.token))
    expect((await ok(get('/api/support'))).trade_verification).toEqual({ level: 'none', rule: tr.tradeVerification.rule.none })
    expect((await read(await emptyBid(m.token))).status).toBe(422)
  })
})
