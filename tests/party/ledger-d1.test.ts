// Invariant 3 under outages: nothing the room accepted is ever lost from D1. The room's ledger
// is the truth; D1 answers what it truly holds (the contiguous run of bid rows), the room never moves its
// D1 mark past what it sent, and keeps pushing, a chunk at a time, until D1 is level.
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import type { RoomCommand } from '../../common/schemas/room.ts'
import * as schema from '../../worker/db/schema/index.ts'
import type { Env } from '../../worker/env.ts'
import { roomCommand } from '../../worker/lib/party-client.ts'
import { faults } from '../support/faults.ts'
import { get, postJson } from '../support/http.ts'
import { person } from '../support/live-seed.ts'
import { d1Auction, d1Bids, ledger, member, roomState, runAlarm, syncUntilLevel } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

afterEach(() => {
  faults.workerDown = false
  faults.killSync = null
  faults.d1Writes = false
})

type Receipt = { state: { current_kurus: number; last_seq: number } }
/** A command straight to the room, as the worker sends it (signed): the worker itself may be down. */
async function command(auctionId: number, cmd: RoomCommand): Promise<Receipt> {
  const answer = await roomCommand(env as unknown as Env, auctionId, cmd)
  if (answer.status !== 200) throw new Error(`room answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body as Receipt
}
async function configured(over: Parameters<typeof auction>[0] = {}) {
  await get('/api/footer') // binds the harness (room ⇄ worker hops)
  const a = await auction(over)
  const snapshot = await roomCommand(env as unknown as Env, a.id, { kind: 'state' })
  if (snapshot.status === 404) {
    const { armRoom } = await import('../../worker/domain/auctions/rooms.ts')
    const { createDb } = await import('../../worker/db/client.ts')
    await armRoom(createDb(env.DB), env as unknown as Env, a.id)
  }
  return a
}

const outbidKeys = async (auctionId: number) =>
  (
    await db
      .select({ key: schema.notifications.dedupe_key })
      .from(schema.notifications)
      .where(like(schema.notifications.dedupe_key, `outbid:${auctionId}:%`))
  ).map((n) => n.key)

type Bidder = { id: number; title: string }
/**
 * `count` bids straight to the room: alice opens at 110 ₺ (10 ₺ over the opening), then bob and alice take turns,
 * each 1 ₺ over the other; request ids `${prefix}-0`, `${prefix}-1`, ….
 */
async function takeTurns(auctionId: number, [alice, bob]: [Bidder, Bidder], count: number, prefix: string) {
  let receipt = await command(auctionId, {
    kind: 'bid',
    user_id: alice.id,
    user_title: alice.title,
    bid_amount_kurus: 10_00,
    total_amount_kurus: 110_00,
    request_id: `${prefix}-0`,
  })
  for (let i = 1; i < count; i++) {
    const who = i % 2 ? bob : alice
    receipt = await command(auctionId, {
      kind: 'bid',
      user_id: who.id,
      user_title: who.title,
      bid_amount_kurus: 1_00,
      total_amount_kurus: receipt.state.current_kurus + 1_00,
      request_id: `${prefix}-${i}`,
    })
  }
}

describe('the room and D1 when the worker is down', () => {
  it('2000 bids while the worker is down: D1 holds all of them, in order, once each, and /api/bids lists them', async () => {
    const a = await configured({ opening_price_kurus: 100_00, current_price_kurus: 100_00 })
    const [duelLow, duelHigh, carol, dave] = await Promise.all([member(), member(), member(), member()])
    faults.workerDown = true // every room → worker call is refused from here on

    // An automatic-bid duel, then manual bids, each answered by the higher maximum.
    await command(a.id, { kind: 'autobid', user_id: duelLow.id, user_title: duelLow.title, max_kurus: 5_000_00, request_id: 'duel-low' })
    let receipt = await command(a.id, {
      kind: 'autobid',
      user_id: duelHigh.id,
      user_title: duelHigh.title,
      max_kurus: 9_000_000_00,
      request_id: 'duel-high',
    })
    for (let i = 0; receipt.state.last_seq < 2000; i++) {
      const who = i % 2 ? carol : dave
      receipt = await command(a.id, {
        kind: 'bid',
        user_id: who.id,
        user_title: who.title,
        bid_amount_kurus: bidIncrementKurus(receipt.state.current_kurus), // the least the table allows
        total_amount_kurus: receipt.state.current_kurus + bidIncrementKurus(receipt.state.current_kurus),
        request_id: `manual-${i}`,
      })
      if (i % 250 === 0) await runAlarm(a.id) // the room tries to sync: refused, kept, retried later
    }
    const room = await ledger(a.id)
    expect(room.length).toBeGreaterThanOrEqual(2000)
    expect(room.some((b) => b.is_auto) && room.some((b) => !b.is_auto)).toBe(true)
    expect(faults.refusedSyncs).toBeGreaterThan(0)
    expect(await d1Bids(a.id)).toHaveLength(0)
    expect((await roomState(a.id)).d1_seq).toBe(0)

    faults.workerDown = false
    await syncUntilLevel(a.id, 60_000) // 500 bids a sync, the next chunk at once
    const rows = await d1Bids(a.id)
    expect(rows.map((b) => [b.seq, b.user_id, b.bid_amount_kurus, b.total_amount_kurus, b.is_auto === 1])).toEqual(
      room.map((b) => [b.seq, b.user_id, b.bid_amount_kurus, b.total_amount_kurus, b.is_auto]),
    )
    expect(await d1Auction(a.id)).toMatchObject({
      last_seq: room.length,
      bid_count: room.length,
      current_price_kurus: room.at(-1)!.total_amount_kurus,
    })
    // Each outbid notice once (the duel's and the manual bids' losers).
    const keys = await outbidKeys(a.id)
    expect(new Set(keys).size).toBe(keys.length)

    // The whole ledger through the paged bid list, newest first.
    const listed: number[] = []
    for (let page = 1; ; page++) {
      const body = (await (await get(`/api/bids/${a.id}?page=${page}`)).json()) as {
        data: { seq: number }[]
        current_page: number
        last_page: number
        total: number
      }
      expect(body.current_page).toBe(page)
      expect(body.total).toBe(room.length)
      listed.push(...body.data.map((b) => b.seq))
      if (page >= body.last_page) break
    }
    expect(listed).toEqual(room.map((b) => b.seq).reverse())
  }, 240_000)

  it('survives the worker dying in the middle of a sync: D1 gets each bid once and the room keeps pushing', async () => {
    const a = await configured()
    const [alice, bob] = await Promise.all([member(), member()])
    faults.workerDown = true
    await takeTurns(a.id, [alice, bob], 30, 'k')
    faults.workerDown = false
    faults.killSync = 'after-write' // the worker writes D1, then dies before it answers
    // One sync attempt (this call's or the room's own alarm's, which may be running now): D1 holds the bids.
    await vi.waitFor(
      async () => {
        await runAlarm(a.id)
        expect(await d1Bids(a.id)).toHaveLength(30)
      },
      { timeout: 20_000, interval: 50 },
    )
    expect((await roomState(a.id)).d1_seq).toBe(0) // no answer, no mark: the room does not guess

    faults.killSync = null
    await syncUntilLevel(a.id, 20_000)
    const rows = await d1Bids(a.id)
    expect(rows.map((b) => b.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    const keys = await outbidKeys(a.id)
    expect(keys).toHaveLength(29) // every bid after the first outbids the other member, once
    expect(new Set(keys).size).toBe(29)
  })

  it('answers from rows, not the header: a hole in D1 below the mark is filled again', async () => {
    const a = await configured()
    const [alice, bob] = await Promise.all([member(), member()])
    await takeTurns(a.id, [alice, bob], 6, 'h')
    await syncUntilLevel(a.id, 20_000)
    // D1 loses bid 3 (the header still says 6): the editor's repair re-pushes from seq 1.
    await db.delete(schema.bids).where(and(eq(schema.bids.auction_id, a.id), eq(schema.bids.seq, 3)))
    expect((await d1Auction(a.id)).last_seq).toBe(6)
    expect((await roomCommand(env as unknown as Env, a.id, { kind: 'repair' })).status).toBe(200)
    await syncUntilLevel(a.id, 20_000)
    expect((await d1Bids(a.id)).map((b) => b.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(await outbidKeys(a.id)).toHaveLength(5) // the re-push writes no notice twice, none late
  })

  it('repairs through the editor action (editors only) and, for a recently closed auction, by the cron', async () => {
    const a = await configured()
    const [alice, bob] = await Promise.all([member(), member()])
    await takeTurns(a.id, [alice, bob], 2, 'r')
    await syncUntilLevel(a.id, 20_000)
    const lose = () => db.delete(schema.bids).where(and(eq(schema.bids.auction_id, a.id), eq(schema.bids.seq, 1)))

    await lose()
    const [memberOnly, editor] = [await person(), await person('editor')]
    expect((await postJson(`/api/admin/auctions/${a.id}/resync`, {}, memberOnly.token)).status).toBe(403)
    expect((await postJson(`/api/admin/auctions/${a.id}/resync`, {}, editor.token)).status).toBe(200)
    await syncUntilLevel(a.id, 20_000)
    expect((await d1Bids(a.id)).map((b) => b.seq)).toEqual([1, 2])

    // Closed ten minutes ago (in D1) and short of a row: the cron's repair pass re-pushes it.
    await lose()
    await db
      .update(schema.auctions)
      .set({ closed_at: Date.now() - 600_000 })
      .where(eq(schema.auctions.id, a.id))
    const { runScheduled } = await import('../../worker/index.ts')
    const result = await runScheduled(env as never)
    expect(result.ledgers.repaired).toBeGreaterThanOrEqual(1)
    await syncUntilLevel(a.id, 20_000)
    expect((await d1Bids(a.id)).map((b) => b.seq)).toEqual([1, 2])
  })
})
