// KVKK başvurusu (docs/privacy.md "KVKK requests"): a member's request is received at once, a guest's only
// once the mailed link is opened; the 30-day clock of KVKK m.13/2 runs from receipt, the console lists open
// ones by due date with the overdue marked, and the answer is kept once, mailed to the applicant and shown to
// a member. Bad input is 422 naming the field and stores nothing; the console is for editors only.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { kvkk } from '../../../common/messages/kvkk.ts'
import { tr } from '../../../common/messages.ts'
import {
  AdminKvkkFileAnswer,
  AdminKvkkListAnswer,
  KVKK_ANSWER_DAYS,
  KVKK_ANSWER_MS,
  KVKK_CONFIRM_MS,
  KvkkRequestsAnswer,
} from '../../../common/schemas/kvkk-request.ts'
import { RETENTION } from '../../../common/retention.ts'
import { formatDateTime } from '../../../common/time.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { destroyExpiredRecords } from '../../../worker/domain/member/retention-job.ts'
import { editor, member, postAdmin } from '../../support/admin-seed.ts'
import { get, postJson, read } from '../../support/http.ts'
import { db, linkIn, mailsTo, unique, user } from '../../support/seed.ts'

const m = kvkk
const DAY = 24 * 60 * 60 * 1000
const ask = { kinds: ['info', 'learn'], details: 'Hangi verilerimi işlediğinizi öğrenmek istiyorum.' }
const rowOf = async (id: number) => (await db.select().from(schema.kvkk_requests).where(eq(schema.kvkk_requests.id, id)))[0]!
const rowsFor = (email: string) => db.select().from(schema.kvkk_requests).where(eq(schema.kvkk_requests.email, email))

async function guestAsks(email = `basvuru-${unique()}@example.com`, name = 'Zeynep Çelik') {
  const res = await read(await postJson('/api/kvkk-requests', { ...ask, name, email }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const mail = (await mailsTo(email)).at(-1)!
  const token = linkIn(mail.body, '/kvkk-basvurusu')!.searchParams.get('onay')!
  return { email, token, res }
}
const confirm = (token: string) => postJson('/api/kvkk-requests/confirm', { token })

describe('a signed-in member’s request', () => {
  it('is received at once, due in 30 days, with a receipt mailed to the account’s address; only they see it', async () => {
    const asker = await member()
    const before = Date.now()
    const { status, body } = await read(await postJson('/api/kvkk-requests', { ...ask, name: 'Başka', email: 'x@example.com' }, asker.token))
    expect(status).toBe(200)
    const row = await rowOf(body.request.id)
    expect(row).toMatchObject({ status: 'open', user_id: asker.user.id, email: asker.user.email, name: asker.user.title })
    expect(row.due_at! - row.received_at!).toBe(KVKK_ANSWER_MS)
    expect(row.received_at!).toBeGreaterThanOrEqual(before)
    expect(JSON.parse(row.kinds)).toEqual(['learn', 'info'])
    const due = formatDateTime(row.due_at!).slice(0, 10)
    expect(body.message).toBe(m.received(row.reference, due))
    expect(body.request).toMatchObject({ reference: row.reference, status: 'open', overdue: false, days_left: KVKK_ANSWER_DAYS })
    const [receipt] = await mailsTo(asker.user.email)
    expect(receipt!.subject).toBe(m.receivedSubject(row.reference))
    expect(receipt!.body).toContain(due)
    expect(receipt!.body).toContain(m.kind.learn)

    const mine = KvkkRequestsAnswer.parse((await read(await get('/api/user/kvkk-requests', asker.token))).body)
    expect(mine.requests.map((r) => r.id)).toEqual([row.id])
    const other = await member()
    expect(KvkkRequestsAnswer.parse((await read(await get('/api/user/kvkk-requests', other.token))).body).requests).toEqual([])
    expect((await get('/api/user/kvkk-requests')).status).toBe(401)
  })

  it('refuses bad input with 422 naming the field, storing nothing', async () => {
    const asker = await member()
    const cases: [unknown, string, string][] = [
      [{ details: 'Bir şey' }, 'kinds', m.kindsRequired],
      [{ kinds: [], details: 'Bir şey' }, 'kinds', m.kindsRequired],
      [{ kinds: ['everything'], details: 'Bir şey' }, 'kinds', m.kindsRequired],
      [{ kinds: ['learn'], details: '   ' }, 'details', m.detailsRequired],
      [{ kinds: ['learn'], details: 'ç'.repeat(5001) }, 'details', m.detailsTooLong],
    ]
    for (const [payload, field, sentence] of cases) {
      const { status, body } = await read(await postJson('/api/kvkk-requests', payload, asker.token))
      expect(status, JSON.stringify(payload).slice(0, 80)).toBe(422)
      expect(Object.values(body.errors).flat()).toContain(sentence)
      expect(Object.keys(body.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true)
    }
    expect(await rowsFor(asker.user.email)).toEqual([])
    expect(await mailsTo(asker.user.email)).toEqual([])
  })
})

describe('a guest’s request', () => {
  it('waits for the mailed link: unconfirmed, not in the console, no clock; the link starts the 30 days once', async () => {
    const ed = await editor()
    const { email, token, res } = await guestAsks()
    expect(res.body).toEqual({ message: m.confirmSent, request: null })
    const [pending] = await rowsFor(email)
    expect(pending).toMatchObject({ status: 'unconfirmed', user_id: null, received_at: null, due_at: null })
    expect(pending!.confirm_hash).not.toContain(token)
    const listed = AdminKvkkListAnswer.parse((await read(await get('/api/admin/kvkk-requests?status=all', ed.token))).body)
    expect(listed.requests.data.map((r) => r.id)).not.toContain(pending!.id)
    expect((await get(`/api/admin/kvkk-requests/${pending!.id}`, ed.token)).status).toBe(404)

    const wrong = await read(await confirm('0'.repeat(64)))
    expect(wrong).toMatchObject({ status: 422, body: { errors: { token: [m.badLink] } } })
    const first = await read(await confirm(token))
    expect(first.status).toBe(200)
    const row = await rowOf(pending!.id)
    expect(row.status).toBe('open')
    expect(row.due_at! - row.received_at!).toBe(KVKK_ANSWER_MS)
    expect(first.body.message).toBe(m.received(row.reference, formatDateTime(row.due_at!).slice(0, 10)))
    const again = await read(await confirm(token))
    expect(again.body.message).toBe(first.body.message)
    expect((await rowOf(row.id)).received_at).toBe(row.received_at)
    // The confirmation link, then one receipt: opening the link twice mails nothing more.
    expect((await mailsTo(email)).map((x) => x.subject)).toEqual([m.confirmSubject, m.receivedSubject(row.reference)])
  })

  it('is tied to the member whose address it confirmed', async () => {
    const owner = await user()
    const { token } = await guestAsks(owner.email)
    const { body } = await read(await confirm(token))
    expect((await rowOf(body.request.id)).user_id).toBe(owner.id)
  })

  it('cannot be confirmed after a day, and the nightly job deletes it', async () => {
    const { email, token } = await guestAsks()
    await db
      .update(schema.kvkk_requests)
      .set({ created_at: Date.now() - KVKK_CONFIRM_MS - 1000 })
      .where(eq(schema.kvkk_requests.email, email))
    expect(await read(await confirm(token))).toMatchObject({ status: 422, body: { errors: { token: [m.badLink] } } })
    expect((await rowsFor(email))[0]!.status).toBe('unconfirmed')
    await destroyExpiredRecords(env.DB)
    expect(await rowsFor(email)).toEqual([])
  })

  it('needs a name and a valid address (422 naming each), storing nothing', async () => {
    const { status, body } = await read(await postJson('/api/kvkk-requests', { ...ask, name: '', email: 'adres-degil' }))
    expect(status).toBe(422)
    expect(body.errors).toMatchObject({ name: [m.nameRequired], email: [tr.auth.emailInvalid] })
    expect(await rowsFor('adres-degil')).toEqual([])
  })
})

describe('the console’s 30-day clock and the answer', () => {
  it('lists open requests by due date, marks the overdue and counts them', async () => {
    const ed = await editor()
    const late = await member()
    const fresh = await member()
    const a = (await read(await postJson('/api/kvkk-requests', ask, late.token))).body.request.id as number
    const b = (await read(await postJson('/api/kvkk-requests', ask, fresh.token))).body.request.id as number
    const received = Date.now() - (KVKK_ANSWER_DAYS + 2) * DAY
    await db
      .update(schema.kvkk_requests)
      .set({ received_at: received, due_at: received + KVKK_ANSWER_MS })
      .where(eq(schema.kvkk_requests.id, a))
    const list = AdminKvkkListAnswer.parse((await read(await get('/api/admin/kvkk-requests', ed.token))).body)
    const ids = list.requests.data.map((r) => r.id)
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b))
    const overdue = list.requests.data.find((r) => r.id === a)!
    expect(overdue).toMatchObject({ overdue: true, days_left: -2, username: late.user.username, email: late.user.email })
    expect(list.requests.data.find((r) => r.id === b)).toMatchObject({ overdue: false, days_left: KVKK_ANSWER_DAYS })
    expect(list.overdue).toBeGreaterThanOrEqual(1)
    expect(list.open).toBeGreaterThanOrEqual(list.overdue + 1)
  })

  it('records the answer once, mails it to the applicant and tells a member; a second answer is 409', async () => {
    const ed = await editor()
    const asker = await member()
    const id = (await read(await postJson('/api/kvkk-requests', ask, asker.token))).body.request.id as number
    const path = `/api/admin/kvkk-requests/${id}/answer`
    const missing = await read(await postAdmin(path, { answer_text: 'Cevap' }, ed.token))
    expect(missing).toMatchObject({ status: 422, body: { errors: { outcome: [m.outcomeRequired] } } })
    const empty = await read(await postAdmin(path, { outcome: 'rejected', answer_text: ' ' }, ed.token))
    expect(empty).toMatchObject({ status: 422, body: { errors: { answer_text: [m.answerRequired] } } })
    expect((await rowOf(id)).status).toBe('open')

    const text = 'Talebiniz kimliğinizi doğrulayamadığımız için reddedildi: hesabınızın e-posta adresinden yazın.'
    expect(await read(await postAdmin(path, { outcome: 'rejected', answer_text: text }, ed.token))).toEqual({
      status: 200,
      body: { message: m.answered },
    })
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'answered', outcome: 'rejected', answer_text: text, answered_by: ed.user.id })
    const mail = (await mailsTo(asker.user.email)).at(-1)!
    expect(mail.subject).toBe(m.answerSubject(row.reference))
    expect(mail.body).toContain(text)
    expect(mail.body).toContain(m.outcome.rejected)
    const [notice] = await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, asker.user.id))
    expect(notice).toMatchObject({ kind: 'kvkk_answered', notification_message: m.notificationMessage(row.reference) })
    const file = AdminKvkkFileAnswer.parse((await read(await get(`/api/admin/kvkk-requests/${id}`, ed.token))).body)
    expect(file.request).toMatchObject({ status: 'answered', outcome: 'rejected', answered_by: ed.user.title, overdue: false })
    const mine = KvkkRequestsAnswer.parse((await read(await get('/api/user/kvkk-requests', asker.token))).body)
    expect(mine.requests[0]).toMatchObject({ status: 'answered', answer_text: text })

    const twice = await read(await postAdmin(path, { outcome: 'accepted', answer_text: 'Yine' }, ed.token))
    expect(twice).toEqual({ status: 409, body: { message: m.alreadyAnswered } })
    expect((await rowOf(id)).answer_text).toBe(text)
    const [audit] = await db.select().from(schema.audit_log).where(eq(schema.audit_log.entity, 'kvkk_request'))
    expect(audit).toMatchObject({ user_id: ed.user.id, action: 'reply', entity_id: String(id) })
  })

  it('is for editors only: a guest 401, a member 403, and a member’s answer changes nothing', async () => {
    const asker = await member()
    const id = (await read(await postJson('/api/kvkk-requests', ask, asker.token))).body.request.id as number
    expect((await get('/api/admin/kvkk-requests')).status).toBe(401)
    expect((await get('/api/admin/kvkk-requests', asker.token)).status).toBe(403)
    expect((await get(`/api/admin/kvkk-requests/${id}`, asker.token)).status).toBe(403)
    const res = await postAdmin(`/api/admin/kvkk-requests/${id}/answer`, { outcome: 'accepted', answer_text: 'Kendi cevabım' }, asker.token)
    expect(res.status).toBe(403)
    expect((await rowOf(id)).status).toBe('open')
  })
})

describe('the retention of answered requests', () => {
  const answer = async (token: string, id: number, text: string) => {
    const res = await read(await postAdmin(`/api/admin/kvkk-requests/${id}/answer`, { outcome: 'accepted', answer_text: text }, token))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  const auditOf = async (id: number) =>
    (
      await db
        .select()
        .from(schema.audit_log)
        .where(and(eq(schema.audit_log.entity, 'kvkk_request'), eq(schema.audit_log.entity_id, String(id))))
    )[0]!
  const noticesOf = (userId: number) =>
    db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.kind, 'kvkk_answered')))

  it('destroys a request answered longer ago than its period, with its mails, notification and quoted answer; keeps the rest', async () => {
    const ed = await editor()
    const [old, young, waiting] = [await member(), await member(), await member()]
    const ids = [] as number[]
    for (const who of [old, young, waiting]) ids.push((await read(await postJson('/api/kvkk-requests', ask, who.token))).body.request.id as number)
    const [oldId, youngId, openId] = ids as [number, number, number]
    await answer(ed.token, oldId, 'Verileriniz silindi; Ayşe Yılmaz adına kayıtlı adres kaldırıldı.')
    await answer(ed.token, youngId, 'Verilerinizin kopyası ektedir.')
    const now = Date.now()
    const answeredAt = now - RETENTION.kvkkRequests - DAY
    await db.update(schema.kvkk_requests).set({ answered_at: answeredAt }).where(eq(schema.kvkk_requests.id, oldId))
    await db
      .update(schema.notifications)
      .set({ created_at: answeredAt })
      .where(and(eq(schema.notifications.user_id, old.user.id), eq(schema.notifications.kind, 'kvkk_answered')))
    // Mail to the same address that is not about the request stays (it has a purpose of its own).
    await db.insert(schema.outbox).values({ channel: 'mail', recipient: old.user.email, subject: 'Pey bildirimi', body: 'Teklifiniz geçildi.' })
    const oldRef = (await rowOf(oldId)).reference
    expect((await mailsTo(old.user.email)).map((x) => x.subject)).toEqual(
      expect.arrayContaining([m.receivedSubject(oldRef), m.answerSubject(oldRef)]),
    )

    await destroyExpiredRecords(env.DB, now)

    expect(await db.select().from(schema.kvkk_requests).where(eq(schema.kvkk_requests.id, oldId))).toEqual([])
    const left = (await mailsTo(old.user.email)).map((x) => x.subject ?? '')
    expect(left.filter((subject) => subject.includes(oldRef))).toEqual([])
    expect(left).toContain('Pey bildirimi')
    expect(await noticesOf(old.user.id)).toEqual([])
    const oldAudit = await auditOf(oldId)
    expect(oldAudit).toMatchObject({ user_id: ed.user.id, action: 'reply' })
    expect(JSON.stringify(oldAudit.detail)).not.toContain('Ayşe')
    expect(oldAudit.detail).toMatchObject({ outcome: 'accepted' })

    // Answered inside the period, or not answered yet: all kept.
    expect(await rowOf(youngId)).toMatchObject({ status: 'answered', answer_text: 'Verilerinizin kopyası ektedir.' })
    expect((await mailsTo(young.user.email)).map((x) => x.subject)).toContain(m.answerSubject((await rowOf(youngId)).reference))
    expect(await noticesOf(young.user.id)).toHaveLength(1)
    expect((await auditOf(youngId)).detail).toMatchObject({ answer: 'Verilerinizin kopyası ektedir.' })
    expect(await rowOf(openId)).toMatchObject({ status: 'open' })
  })

  it('forgets a confirmed guest’s token once the link’s day is over', async () => {
    const { email, token } = await guestAsks()
    expect((await read(await confirm(token))).status).toBe(200)
    const [row] = await rowsFor(email)
    expect(row!.confirm_hash).not.toBeNull()
    await destroyExpiredRecords(env.DB, row!.created_at + KVKK_CONFIRM_MS - 1)
    expect((await rowOf(row!.id)).confirm_hash).not.toBeNull()
    await destroyExpiredRecords(env.DB, row!.created_at + KVKK_CONFIRM_MS + 1)
    expect((await rowOf(row!.id)).confirm_hash).toBeNull()
    expect(await read(await confirm(token))).toMatchObject({ status: 422, body: { errors: { token: [m.badLink] } } })
    expect((await rowOf(row!.id)).status).toBe('open')
  })
})
