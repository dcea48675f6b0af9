// What collectors read on a lot (docs/): the expert's estimate an editor sets at approval
// (a range, validated), and the seller's condition report, on the lot page and in the pre-information.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { editor, postAdmin, type Signed } from '../../support/admin-seed.ts'
import { get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
let ed: Signed
beforeAll(async () => {
  ed = await editor()
})

const waiting = () => seed.auction({ approved: 0, approved_at: null, start_time: Date.now() + HOUR, end_time: Date.now() + 25 * HOUR })
const rowOf = (id: number) => seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, id) })

describe('POST /api/admin/auctions/{id}/approve with an estimate', () => {
  it('stores the range in kuruş and the lot page shows it', async () => {
    const a = await waiting()
    const { status } = await read(await postAdmin(`/api/admin/auctions/${a.id}/approve`, { estimate_low: '1.500', estimate_high: '2500,50' }, ed.token))
    expect(status).toBe(200)
    expect(await rowOf(a.id)).toMatchObject({ approved: 2, estimate_low_kurus: 150_000, estimate_high_kurus: 250_050 })
    const { body } = await read(await get(`/api/auctions/${a.slug}`))
    expect(body.data.estimate).toEqual({ low: 1500, high: 2500.5 })
  })

  it('approves without an estimate when both bounds are left empty', async () => {
    const a = await waiting()
    expect((await read(await postAdmin(`/api/admin/auctions/${a.id}/approve`, { estimate_low: '', estimate_high: ' ' }, ed.token))).status).toBe(200)
    expect(await rowOf(a.id)).toMatchObject({ approved: 2, estimate_low_kurus: null, estimate_high_kurus: null })
    expect((await read(await get(`/api/auctions/${a.slug}`))).body.data.estimate).toBeNull()
  })

  it.each([
    [{ estimate_low: '1000' }, 'estimate_high', tr.admin.estimateHighMissing],
    [{ estimate_high: '1000' }, 'estimate_low', tr.admin.estimateLowMissing],
    [{ estimate_low: 'bin lira', estimate_high: '2000' }, 'estimate_low', tr.admin.estimateLowInvalid],
    [{ estimate_low: '0', estimate_high: '2000' }, 'estimate_low', tr.admin.estimateLowInvalid],
    [{ estimate_low: '3000', estimate_high: '2000' }, 'estimate_high', tr.admin.estimateOrder],
    [{ estimate_low: '100', estimate_high: '1001' }, 'estimate_high', tr.admin.estimateTooWide],
  ])('refuses %j with 422 naming %s, and leaves the listing waiting', async (body, field, message) => {
    const a = await waiting()
    const answer = await read(await postAdmin(`/api/admin/auctions/${a.id}/approve`, body, ed.token))
    expect(answer.status).toBe(422)
    expect(answer.body.errors[field]).toEqual([message])
    expect(await rowOf(a.id)).toMatchObject({ approved: 0, estimate_low_kurus: null, estimate_high_kurus: null })
  })
})

describe('the condition report on the lot', () => {
  it('is on the lot page and in the pre-information, with the estimate', async () => {
    const a = await seed.auction({
      condition_grade: 'good',
      condition_notes: 'Kadranda hafif lekelenme.',
      estimate_low_kurus: 200_000,
      estimate_high_kurus: 300_000,
    })
    const page = await read(await get(`/api/auctions/${a.slug}`))
    expect(page.body.data.condition).toEqual({ grade: 'good', title: 'İyi', meaning: expect.any(String), notes: 'Kadranda hafif lekelenme.', photos: [] })
    const preinfo = await read(await get(`/api/auctions/${a.id}/preinfo`))
    const item = preinfo.body.sections.find((s: { key: string }) => s.key === 'item')
    expect(item.lines).toEqual([
      expect.any(String),
      expect.stringContaining('Satıcının durum raporu: İyi'),
      expect.stringContaining('Uzman tahmini: 2.000\u00a0₺ – 3.000\u00a0₺'),
    ])
    expect(item.lines[1]).toContain('Kadranda hafif lekelenme.')
  })

  it('is absent from both when the seller gave none', async () => {
    const a = await seed.auction()
    expect((await read(await get(`/api/auctions/${a.slug}`))).body.data.condition).toBeNull()
    const preinfo = await read(await get(`/api/auctions/${a.id}/preinfo`))
    expect(preinfo.body.sections.find((s: { key: string }) => s.key === 'item').lines).toHaveLength(1)
  })
})
