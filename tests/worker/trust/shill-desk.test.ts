// The shill-bidding desk's calls (docs/shill-desk.md): editors only; the ranked pairs with their evidence; an
// editor's decision, validated, audited, told to the bidder when it concerns them; a dismissed pair comes back
// only with more evidence; a block is a strike that stops the bidder at once.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { STRIKES_TO_BLOCK } from '../../../common/after-the-hammer.ts'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, editor, member, ok, postAdmin } from '../../support/admin-seed.ts'
import { login } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import { bid, cardPayment, lot, session } from '../../support/shill-seed.ts'

type Pair = {
  bidder: { id: number; username: string }
  seller: { id: number }
  score: number
  signals: string[]
  evidence: Record<string, number | null>
  review: { action: string } | null
}

/** A seller and a bidder who probes three of the seller's lots from the seller's own browser. */
async function shillScenario(lots = 3) {
  const [seller, shill, winner] = [await seed.user(), await seed.user(), await seed.user()]
  await session(seller, '203.0.113.50', 'Firefox 133')
  await session(shill, '203.0.113.50', 'Firefox 133')
  for (let i = 0; i < lots; i++) {
    const l = await lot(seller, winner, 1000)
    await bid(l, shill, 600, 1)
    await bid(l, shill, 970, 2)
  }
  return { seller, shill, winner }
}
const desk = async (token: string) => ((await ok(get('/api/admin/shill', token))) as { pairs: Pair[]; threshold: number }).pairs
const pairIn = (pairs: Pair[], s: { seller: { id: number }; shill: { id: number } }) =>
  pairs.find((p) => p.bidder.id === s.shill.id && p.seller.id === s.seller.id)

describe('the shill desk', () => {
  it('is for editors: a guest is 401, a member 403', async () => {
    await expectUnauthenticated(await get('/api/admin/shill'))
    const m = await member()
    expect((await get('/api/admin/shill', m.token)).status).toBe(403)
    expect((await postAdmin('/api/admin/shill/1/2', { action: 'dismiss', note: 'Bağlantı bulunmadı.' }, m.token)).status).toBe(403)
  })

  it('ranks a pair from the flag score on, with its signals and evidence', async () => {
    const s = await shillScenario()
    const e = await editor()
    const pair = pairIn(await desk(e.token), s)!
    expect(pair.signals).toEqual(['shared_device', 'concentration', 'stop_under'])
    expect(pair.score).toBe(105)
    expect(pair.evidence).toMatchObject({ bids: 6, lots: 3, wins: 0, stop_under: 3 })
    expect(pair.bidder.username).toBe(s.shill.username)
    expect(pair.review).toBeNull()
  })

  it('refuses a decision without an action or a reason, naming the field, and changes nothing', async () => {
    const s = await shillScenario()
    const e = await editor()
    const path = `/api/admin/shill/${s.shill.id}/${s.seller.id}`
    const noAction = await read(await postAdmin(path, { note: 'Bağlantılı hesap.' }, e.token))
    expect(noAction.status).toBe(422)
    expect(noAction.body.errors.action).toEqual([tr.shillDesk.actionInvalid])
    const short = await read(await postAdmin(path, { action: 'warn', note: 'kısa' }, e.token))
    expect(short.status).toBe(422)
    expect(short.body.errors.note).toEqual([tr.shillDesk.noteTooShort])
    const nobody = await read(
      await postAdmin(`/api/admin/shill/${s.winner.id}/${s.shill.id}`, { action: 'warn', note: 'Bağlantılı hesap.' }, e.token),
    )
    expect(nobody.status).toBe(404)
    expect(nobody.body.message).toBe(tr.shillDesk.pairNotFound)
    expect(await seed.db.select().from(schema.shill_reviews).where(eq(schema.shill_reviews.bidder_id, s.shill.id))).toEqual([])
  })

  it('a dismissal takes the pair off the desk, audited, and the bidder is not told; more evidence brings it back', async () => {
    const s = await shillScenario()
    const e = await editor()
    const before = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, s.shill.id))
    expect(
      await ok(
        postAdmin(
          `/api/admin/shill/${s.shill.id}/${s.seller.id}`,
          { action: 'dismiss', note: 'Aynı ofis ağı, satıcının çalışanı değil.' },
          e.token,
        ),
      ),
    ).toEqual({
      message: tr.shillDesk.done.dismiss,
    })
    expect(pairIn(await desk(e.token), s)).toBeUndefined()
    const [audit] = await auditOf('shill_pair', s.shill.id)
    expect(audit).toMatchObject({
      action: 'review',
      user_id: e.user.id,
      detail: expect.objectContaining({ decision: 'dismiss', score: 105 }),
    })
    expect(await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, s.shill.id))).toEqual(before)
    // A card shared with the seller afterwards: a higher score than the one dismissed.
    for (const u of [s.seller, s.shill]) await cardPayment(u, '552608', '0006')
    const back = pairIn(await desk(e.token), s)!
    expect(back.score).toBe(155)
    expect(back.review).toMatchObject({ action: 'dismiss' })
  })

  it('a warning reaches the bidder’s bell; a block is a strike that stops their bidding at once', async () => {
    const s = await shillScenario()
    const e = await editor()
    await ok(
      postAdmin(`/api/admin/shill/${s.shill.id}/${s.seller.id}`, { action: 'warn', note: 'İlk kez; uyarıyla yetiniyoruz.' }, e.token),
    )
    const [warned] = await seed.db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.user_id, s.shill.id), eq(schema.notifications.kind, 'shill_warn')))
    expect(warned?.notification_message).toBe(tr.shillDesk.warnMessage(s.seller.username))

    await ok(
      postAdmin(
        `/api/admin/shill/${s.shill.id}/${s.seller.id}`,
        { action: 'block', note: 'Uyarıdan sonra yine aynı cihazdan pey.' },
        e.token,
      ),
    )
    const strikes = await seed.db.select().from(schema.payment_strikes).where(eq(schema.payment_strikes.user_id, s.shill.id))
    expect(strikes).toHaveLength(1)
    expect(strikes[0]).toMatchObject({ reason: 'shill', lifted_at: null })
    const [audit] = await auditOf('shill_pair', s.shill.id)
    expect(audit).toMatchObject({ action: 'block', detail: expect.objectContaining({ decision: 'block' }) })
    // One shill strike is enough: the member's own strikes page says bidding is stopped.
    const token = await login(s.shill)
    expect(await ok(get('/api/myStrikes', token))).toMatchObject({ blocked: true })
    const refused = await read(await call('POST', '/api/secondChance/999999/accept', null, { auth: token }))
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(tr.afterHammer.blocked(STRIKES_TO_BLOCK))
  })
})
