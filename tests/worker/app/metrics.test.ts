// Metrics (docs/operations.md "Metrics"): the Analytics Engine data points the worker writes through
// worker/lib/metrics.ts, one layout for all (index = kind; blobs kind, outcome, reason; doubles ms, 1),
// read here from the METRICS binding wrangler.toml gives the worker.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../common/errors.ts'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { applyRoomSync } from '../../../worker/domain/auctions/rooms.ts'
import { failPayment } from '../../../worker/domain/checkout/payment-model.ts'
import { deliverOutbox, MAX_ATTEMPTS, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import { refusalReason } from '../../../worker/lib/metrics.ts'
import { auction, db, unique, user } from '../../support/seed.ts'

let points: AnalyticsEngineDataPoint[] = []
beforeEach(() => {
  points = []
  const dataset = (env as unknown as Env).METRICS!
  vi.spyOn(dataset, 'writeDataPoint').mockImplementation((p) => void points.push(p!))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const seen = () => points.map((p) => [...(p.blobs ?? []), ...(p.doubles ?? [])])

describe('metrics', () => {
  it('names a bid refusal by the room’s sentence, or by status and field for the ones with figures', () => {
    const refused = (status: 409 | 422 | 503, message: string, field?: string) =>
      refusalReason(new ApiError(status, { message, ...(field ? { errors: { [field]: [message] } } : {}) }))
    expect(refused(422, tr.bid.closed, 'bid_amount')).toBe('closed')
    expect(refused(422, tr.bid.alreadyHighest, 'bid_amount')).toBe('already_highest')
    expect(refused(503, tr.bid.busy)).toBe('busy')
    expect(refused(503, tr.bid.unavailable)).toBe('room_unavailable')
    expect(refused(409, tr.bid.priceMoved('100\u00a0₺'), 'total_amount')).toBe('price_moved')
    expect(refused(422, 'Pey artışı en az 5\u00a0₺ olmalı.', 'bid_amount')).toBe('below_increment')
    expect(refused(422, 'başka', 'x')).toBe('status_422')
  })

  it('writes a close with its lag behind the end, none for a buy-now close', async () => {
    const a = await auction({ end_time: Date.now() - 60_000, start_time: Date.now() - 3_600_000 })
    const b = await auction({ end_time: Date.now() + 60_000, start_time: Date.now() - 3_600_000 })
    const state = { current_kurus: 100_00, last_seq: 0, bid_count: 0, leader_id: null, started: true, winner_id: null, buynow_holder_id: null }
    await applyRoomSync(db, a.id, { state: { ...state, auction_id: a.id, end_time: a.end_time, closed_at: a.end_time + 2_500, sold_via: 'unsold' }, bids: [] })
    await applyRoomSync(db, b.id, { state: { ...state, auction_id: b.id, end_time: b.end_time, closed_at: Date.now(), sold_via: 'buynow' }, bids: [] })
    expect(seen()).toEqual([['close', 'unsold', '', 2_500, 1]])
    expect(points[0]!.indexes).toEqual(['close'])
  })

  it('writes outbox deliveries: sent, retried, and dead on the last attempt', async () => {
    await db.update(schema.outbox).set({ status: 'sent' })
    const resendEnv = { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_test', MAIL_FROM: 'Mezat <bildirim@mezat.test>' } as unknown as Env
    const down = (async () => new Response('unavailable', { status: 503 })) as unknown as typeof fetch
    const [row] = await queueMail(db, `uye.${unique()}@example.com`, 'Konu', 'Metin').returning()
    await deliverOutbox(db, resendEnv, Date.now(), 50, down)
    await db.update(schema.outbox).set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: 0, status: 'pending' })
    await deliverOutbox(db, resendEnv, Date.now(), 50, down)
    await db.update(schema.outbox).set({ attempts: 0, next_attempt_at: 0, status: 'pending' })
    await deliverOutbox(db, env as unknown as Env, Date.now())
    expect(row).toBeDefined()
    expect(seen()).toEqual([
      ['outbox', 'retried', 'mail', 0, 1],
      ['outbox', 'dead', 'mail', 0, 1],
      ['outbox', 'sent', 'mail', 0, 1],
    ])
  })

  it('writes a failed payment once, with its reason, however often it is ended', async () => {
    const buyer = await user()
    const [cart] = await db.insert(schema.carts).values({ user_id: buyer.id }).returning()
    const [p] = await db
      .insert(schema.payments)
      .values({ user_id: buyer.id, cart_id: cart!.id, conversation_id: unique(), idempotency_key: unique(), provider: 'simulated', status: 'pending', price_kurus: 100_00, paid_price_kurus: 100_00, basket: {} } as typeof schema.payments.$inferInsert)
      .returning()
    await failPayment(db, p!, 'MD0', 'Kart doğrulanamadı')
    await failPayment(db, p!, 'MD0', 'Kart doğrulanamadı')
    expect(seen()).toEqual([['payment', 'failed', 'MD0', 0, 1]])
  })
})
