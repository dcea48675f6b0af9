// Saved searches and followed sellers (docs/alerts.md): the calls, the matching an editor's approval runs
// once over every saved search (Turkish letters and case, price range, category, paused searches), one
// alert per member and lot, commercial mail only with consent, the 09:00 digest, and the follow calls.
import { and, eq } from 'drizzle-orm'
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { createDb } from '../../../worker/db/client.ts'
import { sendDigests, lastDigestMoment } from '../../../worker/domain/alerts/digest.ts'
import { searchHits } from '../../../worker/domain/alerts/matching.ts'
import type { Env } from '../../../worker/env.ts'
import { del, editor, member, ok, postAdmin, type Signed } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
const patch = (path: string, body: unknown, auth?: string) =>
  call('PATCH', path, JSON.stringify(body), { auth, headers: { 'Content-Type': 'application/json' } })

let ed: Signed
/** Members' `user` rooms reached by a push, in order (the rooms are not running in worker tests). */
const pushedTo: number[] = []
beforeAll(async () => {
  ed = await editor()
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const m = /\/parties\/([a-z]+)\/([^/]+)$/.exec(url.pathname)
    if (!m) return real(input, init)
    if (m[1] === 'user') pushedTo.push(Number(m[2]))
    return new Response(JSON.stringify({ armed: true }), { status: 200 })
  })
})
afterAll(() => vi.restoreAllMocks())

async function consent(userId: number, granted = true) {
  await seed.db
    .insert(schema.message_consents)
    .values({ user_id: userId, channel: 'email', granted, source: 'preferences', text_version: 'test', recorded_at: Date.now() })
}

/** A lot waiting for approval, opening at 100 TL unless told otherwise. */
const waiting = (over: Parameters<typeof seed.auction>[0] = {}) =>
  seed.auction({ approved: 0, approved_at: null, start_time: Date.now() + HOUR, end_time: Date.now() + 25 * HOUR, ...over })

/** Approves as the editor and waits for the alerts the approval left to run after its answer. */
async function approve(id: number) {
  await ok(postAdmin(`/api/admin/auctions/${id}/approve`, {}, ed.token))
  for (let i = 0; i < 100; i++) {
    const [run] = await seed.db.select().from(schema.alert_runs).where(eq(schema.alert_runs.auction_id, id))
    if (run?.state === 'done') return run
    await new Promise((r) => setTimeout(r, 30))
  }
  throw new Error(`alerts of ${id} not done`)
}

const noticesOf = (userId: number, auctionId: number) =>
  seed.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.dedupe_key, `alert:${auctionId}:${userId}`)))

const mailsOf = (userId: number) =>
  seed.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.user_id, userId), eq(schema.outbox.message_class, 'commercial')))

async function save(who: Signed, body: Record<string, unknown>) {
  const answer = await ok(postAdmin('/api/saved-searches', body, who.token))
  return answer.saved_search.id as number
}

describe('saved searches: the calls', () => {
  it('saves a search with its words, category and price range, lists, renames, pauses and deletes it', async () => {
    const m = await member()
    const cat = await seed.category({ title: 'Madeni Para' })
    const created = await ok(postAdmin('/api/saved-searches', { q: '1. tertip 10 lira', category: cat.slug, max_price_kurus: 5_000_00 }, m.token))
    expect(created.message).toBe(tr.savedSearch.created)
    expect(created.saved_search).toMatchObject({
      name: '1. tertip 10 lira · Madeni Para',
      q: '1. tertip 10 lira',
      category: { slug: cat.slug, title: 'Madeni Para' },
      min_price_kurus: null,
      max_price_kurus: 5_000_00,
      frequency: 'instant',
      paused: false,
      link: `/kategori/${cat.slug}?q=1.%20tertip%2010%20lira`,
    })
    const id = created.saved_search.id
    const changed = await ok(patch(`/api/saved-searches/${id}`, { name: 'Cumhuriyet paraları', paused: true, frequency: 'daily' }, m.token))
    expect(changed.saved_search).toMatchObject({ name: 'Cumhuriyet paraları', paused: true, frequency: 'daily' })
    expect((await ok(get('/api/saved-searches', m.token))).saved_searches.map((s: { id: number }) => s.id)).toEqual([id])
    expect((await ok(del(`/api/saved-searches/${id}`, m.token))).message).toBe(tr.savedSearch.deleted)
    expect((await ok(get('/api/saved-searches', m.token))).saved_searches).toEqual([])
    const terms = await seed.db.select().from(schema.saved_search_terms).where(eq(schema.saved_search_terms.saved_search_id, id))
    expect(terms).toEqual([])
  })

  it('refuses bad input with the field named, and changes nothing', async () => {
    const m = await member()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ q: '  ' }, 'q', tr.savedSearch.needsWords],
      [{ q: 'saat', category: 'yok-boyle-kategori' }, 'category', tr.savedSearch.categoryUnknown],
      [{ q: 'saat', min_price_kurus: 500, max_price_kurus: 100 }, 'max_price_kurus', tr.savedSearch.priceOrder],
      [{ q: 'saat', min_price_kurus: -1 }, 'min_price_kurus', tr.savedSearch.priceInvalid],
      [{ q: 'saat', frequency: 'weekly' }, 'frequency', tr.savedSearch.frequencyInvalid],
    ]
    for (const [body, field, message] of cases) {
      const answer = await read(await postAdmin('/api/saved-searches', body, m.token))
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.errors[field]).toEqual([message])
    }
    const id = await save(m, { q: 'saat' })
    expect((await read(await patch(`/api/saved-searches/${id}`, { paused: 'evet' }, m.token))).body.errors.paused).toEqual([tr.savedSearch.pausedInvalid])
    expect((await ok(get('/api/saved-searches', m.token))).saved_searches).toHaveLength(1)
    expect((await read(await get('/api/saved-searches'))).status).toBe(401)
    const other = await member()
    expect((await read(await patch(`/api/saved-searches/${id}`, { name: 'Benim' }, other.token))).status).toBe(404)
    expect((await read(await del(`/api/saved-searches/${id}`, other.token))).status).toBe(404)
  })
})

describe('saved searches: matching on approval', () => {
  it('folds Turkish letters and case on both sides: IŞIKLI finds ışıklı, İstanbul finds ISTANBUL and istanbul', async () => {
    const [a, b, c, d, miss] = await Promise.all([member(), member(), member(), member(), member()])
    await save(a, { q: 'IŞIKLI' })
    await save(b, { q: 'ışıklı şam' })
    await save(c, { q: 'istanbul' })
    await save(d, { q: 'İSTANBUL ısıklı' })
    await save(miss, { q: 'ışıklı vazo' })
    const lot = await waiting({ name: 'Işıklı Şamdan, İstanbul işi' })
    await approve(lot.id)
    for (const who of [a, b, c, d]) {
      const [notice] = await noticesOf(who.user.id, lot.id)
      expect(notice).toMatchObject({ kind: 'saved_search', notification_title: tr.savedSearch.noticeTitle, notification_target_link: `/mezat/${lot.slug}` })
      expect(pushedTo).toContain(who.user.id)
    }
    expect(await noticesOf(miss.user.id, lot.id)).toEqual([])
  })

  it('keeps to the price range, the category, and leaves paused searches and the seller’s own out', async () => {
    const cat = await seed.category({ title: 'Gümüş' })
    const other = await seed.category({ title: 'Bronz' })
    const seller = await member()
    const [cheap, dear, inCat, wrongCat, paused] = await Promise.all([member(), member(), member(), member(), member()])
    await save(cheap, { q: 'tepsi', max_price_kurus: 150_00 })
    await save(dear, { q: 'tepsi', min_price_kurus: 200_00 })
    await save(inCat, { q: '', category: cat.slug })
    await save(wrongCat, { q: 'tepsi', category: other.slug })
    const pausedId = await save(paused, { q: 'tepsi' })
    await ok(patch(`/api/saved-searches/${pausedId}`, { paused: true }, paused.token))
    await save(seller, { q: 'tepsi' })
    const lot = await waiting({ name: 'Gümüş tepsi', seller: seller.user, category: cat })
    await approve(lot.id)
    expect(await noticesOf(cheap.user.id, lot.id)).toHaveLength(1)
    expect(await noticesOf(inCat.user.id, lot.id)).toHaveLength(1)
    for (const who of [dear, wrongCat, paused]) expect(await noticesOf(who.user.id, lot.id)).toEqual([])
    const ownNotices = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, seller.user.id))
    expect(ownNotices.map((n) => n.kind)).toEqual(['approved'])
  })

  it('tells a member once per lot, however many of their searches match and whether they follow the seller', async () => {
    const m = await member()
    const seller = await member()
    await save(m, { q: 'kahve' })
    await save(m, { q: 'fincan' })
    await save(m, { q: 'kahve fincanı' })
    await ok(postAdmin(`/api/sellers/${seller.user.slug}/follow`, {}, m.token))
    await consent(m.user.id)
    const lot = await waiting({ name: 'Kahve fincanı takımı', seller: seller.user })
    await approve(lot.id)
    const all = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, m.user.id))
    expect(all).toHaveLength(1)
    expect(await mailsOf(m.user.id)).toHaveLength(1)
    const hits = await seed.db.select().from(schema.alert_hits).where(eq(schema.alert_hits.user_id, m.user.id))
    expect(hits).toHaveLength(1)
  })

  it('finds the matching searches through the term index, not by reading every saved search', async () => {
    const lot = await waiting({ name: 'Bakır sahan' })
    const { sql, params } = searchHits(createDb(env.DB), lot, Date.now()).getQuery()
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
    const steps = plan.results.map((r) => r.detail)
    expect(steps.some((d) => /SEARCH t USING (COVERING )?INDEX .*\(term=\?\)/.test(d)), steps.join(' | ')).toBe(true)
    expect(steps.some((d) => /^SCAN (t|s)\b/.test(d)), steps.join(' | ')).toBe(false)
  })

  it('mails only with commercial-message consent; a daily search waits for the 09:00 Istanbul digest', async () => {
    const [withConsent, without, withdrawn, daily] = await Promise.all([member(), member(), member(), member()])
    for (const who of [withConsent, without, withdrawn]) await save(who, { q: 'gramofon' })
    await save(daily, { q: 'gramofon', frequency: 'daily' })
    await consent(withConsent.user.id)
    await consent(withdrawn.user.id)
    await consent(withdrawn.user.id, false)
    await consent(daily.user.id)
    const lot = await waiting({ name: 'Gramofon, 1930’lar' })
    await approve(lot.id)
    for (const who of [withConsent, without, withdrawn, daily]) expect(await noticesOf(who.user.id, lot.id)).toHaveLength(1)
    const [mail] = await mailsOf(withConsent.user.id)
    expect(mail).toMatchObject({ channel: 'mail', recipient: withConsent.user.email, subject: tr.savedSearch.mailSubject(lot.name), status: 'pending' })
    expect(mail!.body).toContain(`/mezat/${lot.slug}`)
    expect(mail!.body).toContain('/ileti-izni/')
    expect(await mailsOf(without.user.id)).toEqual([])
    expect(await mailsOf(withdrawn.user.id)).toEqual([])
    expect(await mailsOf(daily.user.id)).toEqual([])

    const db = createDb(env.DB)
    const nextNine = lastDigestMoment(Date.now()) + 24 * HOUR
    expect(new Date(nextNine).toISOString().slice(11, 16)).toBe('06:00')
    await sendDigests(db, env as unknown as Env, nextNine - 1)
    expect(await mailsOf(daily.user.id)).toEqual([])
    await sendDigests(db, env as unknown as Env, nextNine + 60_000)
    const [digest] = await mailsOf(daily.user.id)
    expect(digest).toMatchObject({ subject: tr.savedSearch.digestSubject(1), message_class: 'commercial' })
    expect(digest!.body).toContain(`${lot.name}: `)
    await sendDigests(db, env as unknown as Env, nextNine + 120_000)
    expect(await mailsOf(daily.user.id)).toHaveLength(1)
  })
})

describe('followed sellers', () => {
  it('follows and unfollows (each twice without harm), refuses oneself and unknown sellers', async () => {
    const m = await member()
    const seller = await member({ username: `Çınar_${seed.unique()}` })
    const path = `/api/sellers/${seller.user.slug}/follow`
    expect(await ok(postAdmin(path, {}, m.token))).toEqual({ message: tr.follow.followed(seller.user.title), following: true })
    await ok(postAdmin(path, {}, m.token))
    expect(await ok(get(path, m.token))).toEqual({ following: true, followers: 1 })
    expect((await ok(del(path, m.token))).following).toBe(false)
    await ok(del(path, m.token))
    expect(await ok(get(path, m.token))).toEqual({ following: false, followers: 0 })
    expect((await read(await postAdmin(path, {}, seller.token))).body.errors.slug).toEqual([tr.follow.notSelf])
    expect((await read(await postAdmin('/api/sellers/yok-boyle-satici/follow', {}, m.token))).status).toBe(404)
    expect((await read(await postAdmin(path, {}))).status).toBe(401)
  })

  it('tells followers when the seller’s lot is approved (mail with consent only) and lists it in their feed', async () => {
    const seller = await member({ username: `Antikacı_${seed.unique()}` })
    const [fan, quiet] = await Promise.all([member(), member()])
    for (const who of [fan, quiet]) await ok(postAdmin(`/api/sellers/${seller.user.slug}/follow`, {}, who.token))
    await consent(fan.user.id)
    const lot = await waiting({ name: 'Bakır güğüm', seller: seller.user })
    await approve(lot.id)
    for (const who of [fan, quiet]) {
      const [notice] = await noticesOf(who.user.id, lot.id)
      expect(notice).toMatchObject({ kind: 'followed_seller', notification_message: tr.follow.noticeMessage(seller.user.title, lot.name) })
    }
    expect((await mailsOf(fan.user.id)).map((m) => m.subject)).toEqual([tr.follow.mailSubject(seller.user.title)])
    expect(await mailsOf(quiet.user.id)).toEqual([])
    const feed = await ok(get('/api/followed-sellers/feed', fan.token))
    expect(feed.sellers).toEqual([{ slug: seller.user.slug, title: seller.user.title }])
    expect(feed.auctions.map((a: { id: number }) => a.id)).toEqual([lot.id])
  })
})
