// The alerts' tail worker (tail/, docs/operations.md "Alerts"), fed trace events of the shape wrangler dev
// hands a tail consumer (recorded in ../recorded/tail-events.json), and the producer's own lines (a failing
// outbox, a late close) turned into such events: counted per signal and window, one mail to the operators
// past the threshold, queued in the outbox the main worker's cron delivers.
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '../../../common/messages.ts'
import tail from '../../../tail/index.ts'
import { record, type TailEnv } from '../../../tail/alerts.ts'
import { observe } from '../../../tail/signals.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { applyRoomSync } from '../../../worker/domain/auctions/rooms.ts'
import { deliverOutbox, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import RECORDED from '../recorded/tail-events.json'
import { auction, db, unique } from '../../support/seed.ts'

const OPS = 'operasyon@mezat.test'
const tailEnv = { ...env, ALERT_MAIL_TO: OPS } as unknown as TailEnv
const [healthz503, categories200, cron] = RECORDED.events as unknown as TraceItem[]

const run = (events: TraceItem[], e: TailEnv = tailEnv) => tail.tail(events, e)
const alertMails = (subjectLike: string) =>
  db.select().from(schema.outbox).where(and(eq(schema.outbox.recipient, OPS), like(schema.outbox.subject, `%${subjectLike}%`)))
const counter = (signal: string, subject: string) =>
  db.select().from(schema.ops_alerts).where(and(eq(schema.ops_alerts.signal, signal), eq(schema.ops_alerts.subject, subject)))

/** A recorded event of the same kind carrying other console lines (the producer's, as JSON strings). */
const withLines = (base: TraceItem, lines: object[], over: Partial<TraceItem> = {}): TraceItem =>
  ({ ...base, ...over, logs: lines.map((l) => ({ message: [JSON.stringify(l)], level: 'log', timestamp: Date.now() })) }) as TraceItem
const failedRequest = (route: string) => withLines(categories200!, [{ level: 'error', msg: 'request', route, status: 500, url: route }])

afterEach(() => vi.restoreAllMocks())

describe('the alerts tail worker', () => {
  it('reads the recorded events: the 503 names its route and the unreachable room; a 200 and the cron are quiet', () => {
    expect(observe([healthz503!, categories200!, cron!])).toEqual([
      { signal: 'room_unreachable', subject: 'healthz', value: 1 },
      { signal: 'route_errors', subject: '/healthz', value: 1 },
    ])
  })

  it('mails the operators once when a room stops answering three times in a window, then keeps counting', async () => {
    await run([healthz503!, healthz503!])
    expect(await alertMails('healthz')).toEqual([])
    await run([healthz503!])
    await run([healthz503!, healthz503!])
    const mails = await alertMails('healthz')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(tr.alert.subject('room_unreachable', 'healthz'))
    expect(mails[0]!.body).toContain('Son 5 dakikada 3 kez görüldü (eşik: 3).')
    expect((await counter('room_unreachable', 'healthz'))[0]).toMatchObject({ count: 5, alerted_at: expect.any(Number) })
    // Five 503s of /healthz: under the route threshold (10), so no route mail.
    expect((await counter('route_errors', '/healthz'))[0]!.count).toBe(5)
    expect(await alertMails('/healthz')).toEqual([])
  })

  it('mails on the tenth 5xx of one route in five minutes, not the ninth, and again in the next window', async () => {
    const route = `/api/sinama/${unique()}`
    const t0 = Math.ceil(Date.now() / 300_000) * 300_000
    expect(await record(tailEnv, observe(Array.from({ length: 9 }, () => failedRequest(route))), t0)).toBe(0)
    expect(await record(tailEnv, observe([failedRequest(route), failedRequest(route)]), t0 + 1000)).toBe(1)
    expect(await record(tailEnv, observe([failedRequest(route)]), t0 + 2000)).toBe(0)
    expect(await record(tailEnv, observe(Array.from({ length: 10 }, () => failedRequest(route))), t0 + 300_000)).toBe(1)
    expect(await alertMails(route)).toHaveLength(2)
    // A route that answers 4xx is the caller's problem, not an error.
    const refused = withLines(categories200!, [{ level: 'info', msg: 'request', route, status: 422 }])
    expect(observe([refused])).toEqual([])
  })

  it('counts an invocation that died without a request line under its method and path', () => {
    const died = withLines(categories200!, [], { outcome: 'exception', exceptions: [{ name: 'Error', message: 'boom', timestamp: 1 }] } as never)
    expect(observe([died])).toEqual([{ signal: 'route_errors', subject: 'GET /api/categories (exception)', value: 1 }])
  })

  it('mails at once when a room closes an auction later than the setting behind its end; not for an on-time close', async () => {
    const late = await auction({ end_time: Date.now() - 20_000, start_time: Date.now() - 3_600_000 })
    const onTime = await auction({ end_time: Date.now() - 20_000, start_time: Date.now() - 3_600_000 })
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    const close = (id: number, endTime: number, closedAt: number) =>
      applyRoomSync(db, id, { state: { auction_id: id, current_kurus: 100_00, last_seq: 0, bid_count: 0, leader_id: null, end_time: endTime, started: true, closed_at: closedAt, winner_id: null, sold_via: 'unsold', buynow_holder_id: null }, bids: [] })
    await close(late.id, late.end_time, late.end_time + 12_345)
    await close(onTime.id, onTime.end_time, onTime.end_time + 400)
    await close(late.id, late.end_time, late.end_time + 12_345) // a second sync of a closed auction logs nothing
    const closes = lines.filter((l) => l.includes('"auction closed"')).map((l) => JSON.parse(l) as { lag_ms: number })
    expect(closes.map((c) => c.lag_ms)).toEqual([12_345, 400])
    vi.restoreAllMocks()
    await run([withLines(cron!, closes)])
    const mails = await alertMails(`auction ${late.id}`)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain('En büyük gecikme: 12345 ms')
    expect(await alertMails(`auction ${onTime.id}`)).toEqual([])
  })

  it('mails when the outbox keeps failing, from the lines the delivery itself writes, and the main worker sends the alert', async () => {
    await db.update(schema.outbox).set({ status: 'sent' }) // the earlier tests' alert mails are not part of this
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line))
    const resendEnv = { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_test', MAIL_FROM: 'Mezat <bildirim@mezat.test>' } as unknown as Env
    const down = (async () => new Response('unavailable', { status: 503 })) as unknown as typeof fetch
    for (let i = 0; i < 5; i++) await queueMail(db, `uye.${unique()}@example.com`, 'Siparişiniz kargoda', 'Takip: 123')
    await deliverOutbox(db, resendEnv, Date.now(), 50, down)
    vi.restoreAllMocks()
    const failed = errors.filter((l) => l.includes('"outbox send failed"'))
    expect(failed).toHaveLength(5)
    expect(failed.join('\n')).not.toContain('example.com') // the recipient is never logged
    await run([withLines(cron!, failed.map((l) => JSON.parse(l) as object))])
    const [mail] = await alertMails(tr.alert.signalName.outbox_failing)
    expect(mail).toMatchObject({ channel: 'mail', status: 'pending', body: expect.stringContaining('Son 60 dakikada 5 kez') })
    // The alert is an ordinary outbox row: the cron delivers it with the rest (development keeps it as sent).
    await deliverOutbox(db, env as unknown as Env, Date.now() + 1000)
    expect((await db.select().from(schema.outbox).where(eq(schema.outbox.id, mail!.id)))[0]!.status).toBe('sent')
  })

  it('without the operators’ address counts but queues no mail, and says so in an error line', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line))
    const route = `/api/adressiz/${unique()}`
    await run(Array.from({ length: 12 }, () => failedRequest(route)), { ...tailEnv, ALERT_MAIL_TO: '' })
    expect((await counter('route_errors', route))[0]).toMatchObject({ count: 12, alerted_at: null })
    expect(await db.select().from(schema.outbox).where(like(schema.outbox.subject, `%${route}%`))).toEqual([])
    expect(errors.some((l) => l.includes('ALERT_MAIL_TO is not set'))).toBe(true)
  })
})
