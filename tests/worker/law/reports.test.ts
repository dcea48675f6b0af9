// Notice and takedown (docs/notice-and-takedown.md): the report's fields and their 422s, a guest's report
// throttled by address, the editors' clock from receipt (a setting, 48 hours by default) and overdue, removal
// hiding the content from lists and pages with the seller told why, rejection with the reporter told, the
// seller's one objection with documents and the editor's decision that brings the content back, every step in
// the event table and the audit log, and the queue for editors only.
import { env } from 'cloudflare:workers'
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { isOverdue, readReportHours } from '../../../common/reports.ts'
import { fromWireTime } from '../../../common/time.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import type { Env } from '../../../worker/env.ts'
import { auditOf, editor, member, ok, postAdmin, putJson } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { chatLine, liveSession } from '../../support/live-seed.ts'
import { pngBytes } from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
const e = env as unknown as Env
const m = tr.reports

const FIELDS = {
  name: 'Deniz Öztürk',
  email: 'Hukuk@Marka.example',
  right_holder: '1',
  kind: 'trademark',
  url: 'https://mezat.example/mezat/saat',
  explanation: 'İlandaki saat tescilli markamızın taklididir; orijinal seri numarası yok.',
  registration_no: '2019/123456',
}

/** A multipart report, as the form sends it, from `ip` (a fresh address unless given). */
function report(fields: Record<string, string>, o: { files?: File[]; auth?: string; ip?: string } = {}) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  for (const f of o.files ?? []) form.append('evidence', f)
  return call('POST', '/api/reports', form, { auth: o.auth, ip: o.ip })
}
const png = () => new File([pngBytes(40, 30)], 'kanit.png', { type: 'image/png' })
const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')], 'belge.pdf', { type: 'application/pdf' })
const reportRow = async (id: number) => (await seed.db.query.content_reports.findFirst({ where: eq(schema.content_reports.id, id) }))!
const eventsOf = async (id: number) =>
  (await seed.db.select().from(schema.content_report_events).where(eq(schema.content_report_events.report_id, id)).orderBy(schema.content_report_events.id)).map((x) => x.action)
const reportCount = async () => (await seed.db.select().from(schema.content_reports)).length
const lotRow = async (id: number) => (await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, id) }))!

/** A seller with a running lot, an editor, and a guest's report on the lot. */
async function reported(fields: Partial<typeof FIELDS> = {}) {
  const seller = await member()
  const lot = await seed.auction({ seller: seller.user })
  const ed = await editor()
  const sent = await read(await report({ ...FIELDS, ...fields, target: 'auction', target_id: String(lot.id) }))
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return { seller, lot, ed, id: sent.body.id as number }
}

describe('the report form', () => {
  it('answers 422 naming each missing or wrong field, and stores nothing', async () => {
    const lot = await seed.auction()
    const before = await reportCount()
    const target = { target: 'auction', target_id: String(lot.id) }
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...FIELDS, ...target, name: '' }, 'name', m.nameRequired],
      [{ ...FIELDS, ...target, email: 'yok' }, 'email', tr.auth.emailInvalid],
      [{ ...FIELDS, ...target, right_holder: '' }, 'right_holder', m.rightHolderRequired],
      [{ ...FIELDS, ...target, kind: 'hakaret' }, 'kind', m.kindRequired],
      [{ ...FIELDS, ...target, explanation: 'Kısa.' }, 'explanation', m.explanationRequired],
      [{ ...FIELDS, ...target, registration_no: '' }, 'registration_no', m.registrationRequired],
      [{ ...FIELDS, target: 'auction', target_id: '99999999' }, 'target_id', m.targetInvalid],
      [{ ...FIELDS, target: 'yorum', target_id: String(lot.id) }, 'target', m.targetInvalid],
    ]
    for (const [fields, field, message] of cases) {
      const { status, body } = await read(await report(fields))
      expect(status, field).toBe(422)
      expect(body.errors[field], field).toEqual([message])
    }
    const bad = await read(await report({ ...FIELDS, ...target }, { files: [new File(['merhaba'], 'a.txt', { type: 'text/plain' })] }))
    expect([bad.status, bad.body.errors.evidence]).toEqual([422, [m.evidenceType]])
    const many = await read(await report({ ...FIELDS, ...target }, { files: [png(), png(), png(), pdf()] }))
    expect([many.status, many.body.errors.evidence]).toEqual([422, [m.evidenceTooMany]])
    expect(await reportCount()).toBe(before)
  })

  it('needs no registration number outside trademark, patent and design claims', async () => {
    const lot = await seed.auction()
    const { status } = await read(await report({ ...FIELDS, kind: 'counterfeit', registration_no: '', right_holder: '0', target: 'auction', target_id: String(lot.id) }))
    expect(status).toBe(201)
  })

  it('takes a guest’s report with its evidence, starts the clock and mails the receipt', async () => {
    const lot = await seed.auction()
    const before = Date.now()
    const sent = await read(await report({ ...FIELDS, target: 'auction', target_id: String(lot.id) }, { files: [png(), pdf()] }))
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe(m.received(sent.body.id))
    const row = await reportRow(sent.body.id)
    expect(row).toMatchObject({ status: 'open', owner_id: lot.seller_id, reporter_id: null, reporter_email: 'hukuk@marka.example', right_holder: true, kind: 'trademark' })
    expect(row.due_at - row.received_at).toBe(48 * HOUR)
    expect(row.received_at).toBeGreaterThanOrEqual(before)
    expect(row.evidence).toHaveLength(2)
    for (const key of row.evidence) {
      expect(key.startsWith('reports/')).toBe(true)
      expect(await e.PHOTOS.head(key)).not.toBeNull()
      // Evidence is never public.
      expect((await get(`/media/${key}`)).status).toBe(404)
    }
    expect(await eventsOf(row.id)).toEqual(['received'])
    const mails = await seed.mailsTo('hukuk@marka.example')
    expect(mails.some((x) => x.subject === m.mail.receivedSubject(row.id))).toBe(true)
  })

  it('counts a guest’s reports per address: the sixth within the hour is refused', async () => {
    const lot = await seed.auction()
    const fields = { ...FIELDS, target: 'auction', target_id: String(lot.id) }
    for (let i = 0; i < 5; i++) expect((await report(fields, { ip: '192.0.2.77' })).status).toBe(201)
    const refused = await report(fields, { ip: '192.0.2.77' })
    expect(refused.status).toBe(429)
    expect((await report(fields, { ip: '192.0.2.78' })).status).toBe(201)
  })

  it('refuses content that is not public: a lot already removed, a deleted chat line', async () => {
    const lot = await seed.auction({ approved: 3 })
    const session = await liveSession()
    const line = await chatLine(session.id, (await seed.user()).id, 'Silinen', { deleted_at: Date.now() })
    for (const [target, id] of [['auction', lot.id], ['chat', line.id]] as const) {
      const { status, body } = await read(await report({ ...FIELDS, target, target_id: String(id) }))
      expect([status, body.errors.target_id]).toEqual([422, [m.targetInvalid]])
    }
  })
})

describe('the editors’ queue', () => {
  it('is for editors only, and so are the files', async () => {
    const { id } = await reported()
    const someone = await member()
    expect((await get('/api/admin/reports')).status).toBe(401)
    expect((await get('/api/admin/reports', someone.token)).status).toBe(403)
    expect((await get(`/api/admin/reports/${id}/files/0`, someone.token)).status).toBe(403)
  })

  it('shows the clock from receipt, overdue past the setting’s hours, and serves the evidence to editors', async () => {
    const lot = await seed.auction()
    const sent = await read(await report({ ...FIELDS, target: 'auction', target_id: String(lot.id) }, { files: [png()] }))
    const ed = await editor()
    // Received 49 hours ago with the default 48: overdue.
    await seed.db.update(schema.content_reports).set({ received_at: Date.now() - 49 * HOUR, due_at: Date.now() - HOUR }).where(eq(schema.content_reports.id, sent.body.id))
    const queue = await ok(get('/api/admin/reports', ed.token))
    const row = queue.reports.find((r: { id: number }) => r.id === sent.body.id)
    expect(row).toMatchObject({ overdue: true, status: 'open', target: 'auction', target_title: lot.title, target_link: `/mezat/${lot.slug}` })
    expect(fromWireTime(row.due_at) - fromWireTime(row.received_at)).toBe(48 * HOUR)
    expect(queue.response_hours).toBe(48)
    expect(queue.overdue).toBeGreaterThanOrEqual(1)
    expect(row.events.map((x: { action: string }) => x.action)).toEqual(['received'])
    const file = await get(row.files[0].url, ed.token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('takes the hours an editor set in the console at receipt; a longer period than 48 hours or a wrong value is refused', async () => {
    const ed = await editor()
    const setHours = (value: unknown, token = ed.token) => putJson('/api/admin/settings/report-hours', { report_response_hours: value }, token)
    try {
      for (const bad of ['49', '0', '12,5', 'iki gün', ''])
        expect(await read(await setHours(bad))).toMatchObject({ status: 422, body: { errors: { report_response_hours: [m.hoursInvalid(1, 48)] } } })
      expect(await seed.db.select().from(schema.settings).where(eq(schema.settings.key, 'report_response_hours'))).toEqual([])
      expect((await setHours(24, (await member()).token)).status).toBe(403)
      expect((await call('PUT', '/api/admin/settings/report-hours', '{}', { headers: { 'Content-Type': 'application/json' } })).status).toBe(401)

      expect(await ok(setHours('24'))).toEqual({ message: m.hoursSaved })
      expect(await ok(get('/api/admin/settings', ed.token))).toMatchObject({ report_response_hours: 24 })
      expect((await auditOf('setting', 'report_response_hours'))[0]).toMatchObject({
        user_id: ed.user.id,
        action: 'update',
        detail: { report_response_hours: [48, 24] },
      })
      const { id } = await reported()
      const row = await reportRow(id)
      expect(row.due_at - row.received_at).toBe(24 * HOUR)
    } finally {
      await seed.db.delete(schema.settings).where(eq(schema.settings.key, 'report_response_hours'))
    }
  })

  it('reads overdue only for a step waiting for an editor, and a bad setting as 48', () => {
    const now = 1_000 * HOUR
    expect(isOverdue({ status: 'open', due_at: now - 1 }, now)).toBe(true)
    expect(isOverdue({ status: 'open', due_at: now }, now)).toBe(false)
    expect(isOverdue({ status: 'objected', due_at: now - 1 }, now)).toBe(true)
    for (const s of ['removed', 'rejected', 'restored', 'removal_upheld']) expect(isOverdue({ status: s, due_at: now - 1 }, now)).toBe(false)
    // 48 hours is the Yönetmelik's most, so a stored longer period reads as 48 too.
    expect([readReportHours(null), readReportHours('0'), readReportHours('1.5'), readReportHours('72'), readReportHours('12')]).toEqual([48, 48, 48, 48, 12])
  })
})

describe('removal, rejection and the objection', () => {
  it('removal hides the lot from the lists and its page, tells the seller why and the reporter, and is audited', async () => {
    const { seller, lot, ed, id } = await reported()
    const reason = 'Marka tescil belgesi ve taklit ürün fotoğrafları incelendi.'
    expect((await ok(postAdmin(`/api/admin/reports/${id}/remove`, { reason }, ed.token))).message).toBe(m.removedDone)
    expect((await lotRow(lot.id)).approved).toBe(3)
    expect((await get(`/api/auctions/${lot.slug}`)).status).toBe(404)
    const list = await ok(get(`/api/auctions?q=${encodeURIComponent(lot.name)}`))
    expect(JSON.stringify(list)).not.toContain(lot.slug)
    // The seller still sees the lot, marked as removed.
    expect((await get(`/api/auctions/${lot.slug}`, seller.token)).status).toBe(200)
    const bell = await seed.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, seller.user.id), eq(schema.notifications.kind, 'content_report')))
    expect(bell).toHaveLength(1)
    expect(bell[0]!.notification_message).toContain(reason)
    expect((await seed.mailsTo(seller.user.email)).some((x) => x.body.includes(reason))).toBe(true)
    expect((await seed.mailsTo('hukuk@marka.example')).some((x) => x.subject === m.mail.removedReporterSubject(id))).toBe(true)
    const [audit] = await auditOf('content_report', id)
    expect(audit).toMatchObject({ user_id: ed.user.id, action: 'status', detail: { status: ['open', 'removed'], reason } })
    expect(await eventsOf(id)).toEqual(['received', 'removed'])
    // A second decision is refused, and approval cannot bring the lot back past the objection.
    expect((await postAdmin(`/api/admin/reports/${id}/reject`, { reason: 'İkinci karar denemesi.' }, ed.token)).status).toBe(409)
    expect((await postAdmin(`/api/admin/auctions/${lot.id}/approve`, {}, ed.token)).status).toBe(409)
  })

  it('rejection keeps the lot and tells the reporter why', async () => {
    const { lot, ed, id } = await reported({ email: 'red@example.com' })
    const reason = 'İlandaki ürün markanın orijinal ürünüdür.'
    expect((await ok(postAdmin(`/api/admin/reports/${id}/reject`, { reason }, ed.token))).message).toBe(m.rejectedDone)
    expect((await lotRow(lot.id)).approved).toBe(2)
    expect((await reportRow(id)).status).toBe('rejected')
    expect((await seed.mailsTo('red@example.com')).some((x) => x.body.includes(reason))).toBe(true)
    expect(await eventsOf(id)).toEqual(['received', 'rejected'])
    expect((await postAdmin(`/api/admin/reports/${id}/reject`, { reason: 'kısa' }, ed.token)).status).toBe(422)
  })

  it('an editor’s reason under 10 characters is a 422 that changes nothing', async () => {
    const { ed, id, lot } = await reported()
    const { status, body } = await read(await postAdmin(`/api/admin/reports/${id}/remove`, { reason: 'kısa' }, ed.token))
    expect([status, body.errors.reason]).toEqual([422, [m.reasonRequired]])
    expect((await reportRow(id)).status).toBe('open')
    expect((await lotRow(lot.id)).approved).toBe(2)
  })

  it('the seller objects once with documents; upheld, the lot is back', async () => {
    const { seller, lot, ed, id } = await reported()
    await ok(postAdmin(`/api/admin/reports/${id}/remove`, { reason: 'Taklit ürün şüphesi güçlü.' }, ed.token))
    const mine = await ok(get('/api/my-removals', seller.token))
    expect(mine.removals).toEqual([expect.objectContaining({ id, status: 'removed', may_object: true, reason: 'Taklit ürün şüphesi güçlü.', target_title: lot.title })])
    expect(JSON.stringify(mine)).not.toContain('hukuk@marka.example')
    const form = () => {
      const f = new FormData()
      f.set('text', 'Ürün orijinaldir; faturası ve yetkili satıcı belgesi ektedir.')
      f.append('documents', pdf())
      return f
    }
    // Only the owner may object.
    expect((await call('POST', `/api/my-removals/${id}/objection`, form(), { auth: (await member()).token })).status).toBe(404)
    expect((await ok(call('POST', `/api/my-removals/${id}/objection`, form(), { auth: seller.token }))).message).toBe(m.objectionSent)
    expect((await call('POST', `/api/my-removals/${id}/objection`, form(), { auth: seller.token })).status).toBe(409)
    const row = await reportRow(id)
    expect(row).toMatchObject({ status: 'objected', objection_documents: [expect.stringMatching(/^reports\/.+\.pdf$/)] })
    expect(row.due_at - (row.objected_at ?? 0)).toBe(48 * HOUR)
    const queued = (await ok(get('/api/admin/reports', ed.token))).reports.find((r: { id: number }) => r.id === id)
    expect(queued.files.map((f: { label: string }) => f.label)).toEqual([m.fileObjection(1)])
    expect((await get(queued.files[0].url, ed.token)).headers.get('content-type')).toBe('application/pdf')
    await ok(postAdmin(`/api/admin/reports/${id}/objection`, { decision: 'uphold', reason: 'Fatura orijinalliği gösteriyor.' }, ed.token))
    expect((await lotRow(lot.id)).approved).toBe(2)
    expect((await get(`/api/auctions/${lot.slug}`)).status).toBe(200)
    expect(await eventsOf(id)).toEqual(['received', 'removed', 'objected', 'restored'])
    const audits = (await auditOf('content_report', id)).map((a) => (a.detail as { status: string[] }).status)
    expect(audits).toEqual([['objected', 'restored'], ['open', 'removed']])
    const bells = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, seller.user.id)).orderBy(desc(schema.notifications.id))
    expect(bells[0]!.notification_title).toBe(m.notify.restoredTitle)
  })

  it('a dismissed objection keeps the lot down; another standing removal keeps it down too', async () => {
    const { seller, lot, ed, id } = await reported()
    const second = await read(await report({ ...FIELDS, kind: 'counterfeit', target: 'auction', target_id: String(lot.id) }))
    await ok(postAdmin(`/api/admin/reports/${id}/remove`, { reason: 'Taklit ürün şüphesi güçlü.' }, ed.token))
    // The lot is already down: the second report is still decided, and its removal holds the lot.
    await ok(postAdmin(`/api/admin/reports/${second.body.id}/remove`, { reason: 'İkinci bildirim de taklit diyor.' }, ed.token))
    await ok(call('POST', `/api/my-removals/${id}/objection`, JSON.stringify({ text: 'Ürün orijinaldir; faturası elimdedir.' }), { auth: seller.token, headers: { 'Content-Type': 'application/json' } }))
    await ok(postAdmin(`/api/admin/reports/${id}/objection`, { decision: 'uphold', reason: 'Bu bildirim için itiraz yerinde.' }, ed.token))
    expect((await lotRow(lot.id)).approved).toBe(3)
    await ok(call('POST', `/api/my-removals/${second.body.id}/objection`, JSON.stringify({ text: 'Ürün orijinaldir; faturası elimdedir.' }), { auth: seller.token, headers: { 'Content-Type': 'application/json' } }))
    await ok(postAdmin(`/api/admin/reports/${second.body.id}/objection`, { decision: 'dismiss', reason: 'Belgeler taklit iddiasını çürütmüyor.' }, ed.token))
    expect((await reportRow(second.body.id)).status).toBe('removal_upheld')
    expect((await lotRow(lot.id)).approved).toBe(3)
    expect((await postAdmin(`/api/admin/reports/${id}/objection`, { decision: 'dismiss', reason: 'Karar zaten verilmişti.' }, ed.token)).status).toBe(409)
  })

  it('removes a chat line and a seller profile, and an upheld objection brings them back', async () => {
    const ed = await editor()
    const author = await member()
    const session = await liveSession()
    const line = await chatLine(session.id, author.user.id, 'Sahte ürün satıyorum, ucuza!')
    const chat = await read(await report({ ...FIELDS, kind: 'fraud', registration_no: '', target: 'chat', target_id: String(line.id) }))
    const profile = await read(await report({ ...FIELDS, kind: 'personal_rights', registration_no: '', target: 'seller', target_id: String(author.user.id) }))
    expect([chat.status, profile.status]).toEqual([201, 201])
    await ok(postAdmin(`/api/admin/reports/${chat.body.id}/remove`, { reason: 'Dolandırıcılık çağrısı içeriyor.' }, ed.token))
    await ok(postAdmin(`/api/admin/reports/${profile.body.id}/remove`, { reason: 'Profil adı başkasının kimliğini kullanıyor.' }, ed.token))
    const lineRow = async () => (await seed.db.query.live_chat_messages.findFirst({ where: eq(schema.live_chat_messages.id, line.id) }))!
    expect((await lineRow()).deleted_at).not.toBeNull()
    expect((await get(`/api/profil/${author.user.slug}`)).status).toBe(404)
    for (const id of [chat.body.id, profile.body.id]) {
      await ok(call('POST', `/api/my-removals/${id}/objection`, JSON.stringify({ text: 'Bu içerik hukuka aykırı değildir, açıklamam ektedir.' }), { auth: author.token, headers: { 'Content-Type': 'application/json' } }))
      await ok(postAdmin(`/api/admin/reports/${id}/objection`, { decision: 'uphold', reason: 'İtiraz yerinde bulundu.' }, ed.token))
    }
    expect((await lineRow()).deleted_at).toBeNull()
    expect((await get(`/api/profil/${author.user.slug}`)).status).toBe(200)
  })
})
