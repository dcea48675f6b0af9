// Notifications (member-area "Notifications"): notify() writes once per
// dedupe key; applyRoomSync writes the watched-auction notices (started, closed) once per watcher. No party
// server runs here, so every push fails: it must never fail the write or the request.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import type { RoomStateView } from '../../../common/schemas/room.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { applyRoomSync } from '../../../worker/domain/auctions/rooms.ts'
import { notify } from '../../../worker/domain/platform/notify.ts'
import type { Env } from '../../../worker/env.ts'
import { roomStateOf } from '../../support/checkout-seed.ts'
import { notificationsOf, person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'

const workerEnv = env as unknown as Env
const input = (userId: number, dedupeKey?: string) => ({
  userId,
  kind: 'order_status',
  title: 'Siparişiniz kargoya verildi',
  message: '“Cep saati” siparişiniz kargoya verildi.',
  link: '/u/siparislerim',
  dedupeKey,
})

describe('notify()', () => {
  it('writes the row and answers it even though the push cannot be delivered', async () => {
    const alice = await person()
    const row = await notify(seed.db, workerEnv, input(alice.id, `order_status:1:3:${alice.id}`))
    expect(row).toMatchObject({ user_id: alice.id, kind: 'order_status', notification_target_link: '/u/siparislerim', read_at: null })
    expect(await notificationsOf(alice.id)).toHaveLength(1)
  })

  it('writes a notification with a dedupe key once; without a key, every time', async () => {
    const alice = await person()
    const key = `order_status:2:4:${alice.id}`
    expect(await notify(seed.db, workerEnv, input(alice.id, key))).not.toBeNull()
    expect(await notify(seed.db, workerEnv, input(alice.id, key))).toBeNull()
    await notify(seed.db, workerEnv, input(alice.id))
    await notify(seed.db, workerEnv, input(alice.id))
    expect(await notificationsOf(alice.id)).toHaveLength(3)
  })
})

/** An open lot's state as its room reports it. */
const state = (auctionId: number, over: Partial<RoomStateView> = {}) =>
  roomStateOf({ id: auctionId, current_price_kurus: 100_00, last_seq: 0, bid_count: 0, end_time: Date.now() + 3_600_000 }, over)

async function watched() {
  const seller = await person()
  const a = await seed.auction({ seller, start_time: Date.now() - 1000 })
  const [w1, w2, winner] = [await person(), await person(), await person()]
  await seed.db.insert(schema.watchlist).values([w1, w2, winner].map((w) => ({ user_id: w.id, auction_id: a.id })))
  return { a, seller, w1, w2, winner }
}

describe('watched auctions: applyRoomSync writes the start and close notices', () => {
  it('tells every watcher once when the auction starts, however often the room syncs', async () => {
    const { a, seller, w1, w2 } = await watched()
    for (let i = 0; i < 3; i++) await applyRoomSync(seed.db, a.id, { state: state(a.id), bids: [] }, workerEnv)
    for (const w of [w1, w2]) {
      const rows = await notificationsOf(w.id)
      expect(rows.map((n) => [n.kind, n.notification_title, n.notification_message, n.notification_target_link, n.dedupe_key])).toEqual([
        [
          'watch_started',
          tr.notice.watchStartedTitle,
          tr.notice.watchStartedMessage(a.name),
          `/mezat/${a.slug}`,
          `watch_started:${a.id}:${w.id}`,
        ],
      ])
    }
    expect(await notificationsOf(seller.id)).toEqual([])
  })

  it('tells the watchers the closing price once at the close; the winner gets "won" instead', async () => {
    const { a, seller, w1, winner } = await watched()
    const bid = {
      seq: 1,
      user_id: winner.id,
      user_title: winner.title,
      bid_amount_kurus: 50_00,
      total_amount_kurus: 150_00,
      is_auto: false,
      at: Date.now(),
    }
    await applyRoomSync(
      seed.db,
      a.id,
      { state: state(a.id, { current_kurus: 150_00, last_seq: 1, bid_count: 1, leader_id: winner.id }), bids: [bid] },
      workerEnv,
    )
    const closed = state(a.id, {
      current_kurus: 150_00,
      last_seq: 1,
      bid_count: 1,
      leader_id: winner.id,
      closed_at: Date.now(),
      winner_id: winner.id,
      sold_via: 'bid',
    })
    for (let i = 0; i < 2; i++) await applyRoomSync(seed.db, a.id, { state: closed, bids: [bid] }, workerEnv)
    expect((await notificationsOf(w1.id)).map((n) => [n.kind, n.notification_message])).toEqual([
      ['watch_started', tr.notice.watchStartedMessage(a.name)],
      ['watch_closed', tr.notice.watchClosedSold(a.name, '150\u00a0₺')],
    ])
    expect((await notificationsOf(winner.id)).map((n) => n.kind)).toEqual(['watch_started', 'won'])
    expect((await notificationsOf(seller.id)).map((n) => n.kind)).toEqual(['sold'])
  })

  it('says so when the auction closes without a bid (a sync that learns the start and the close at once says only "closed")', async () => {
    const { a, w2 } = await watched()
    await applyRoomSync(seed.db, a.id, { state: state(a.id, { closed_at: Date.now(), sold_via: 'unsold' }), bids: [] }, workerEnv)
    expect((await notificationsOf(w2.id)).map((n) => n.notification_message)).toEqual([tr.notice.watchClosedUnsold(a.name)])
  })
})
