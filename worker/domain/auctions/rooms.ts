// D1 ⇄ auction rooms: arming a room from D1, re-arming the missed ones, writing a decision's projection on
// the request path, and applying what a room pushes (its ledger's bids and state, and their consequences)
// to D1, idempotently (docs/architecture.md "The bid's invariants"; the path is drawn in party/README.md). The
// request path's statements live in projection.ts.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { formatKurus } from '#common/money.ts'
import { tr } from '#common/messages.ts'
import { buyerShippingKurus } from '#common/pricing.ts'
import type { AuctionSnapshot, LedgerBid, RoomSync, RoomSyncAnswer } from '#common/schemas/room.ts'
import { metric } from '../../lib/metrics.ts'
import type { Db } from '../../db/client.ts'
import { auctions, bids, cargo_channels, cart_items, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { roomCommand } from '../../lib/party-client.ts'
import { notificationInsert, pushAuctionNotices, watchNotices, type NotifyInput } from '../platform/notify.ts'
import { payDeadlineFrom } from './pay-deadline.ts'
import { offerFollowUps } from './offers/follow-room.ts'
import { bidInserts, cartOf, ensureCart, heldThrough, priceForward, type Statement } from './projection.ts'
import { reserveStatements } from './reserve-sync.ts'
import { APPROVAL } from '#common/approval.ts'

/** The auction as D1 knows it, with its latest bids, for configuring its room. */
export async function snapshot(db: Db, auctionId: number): Promise<AuctionSnapshot | null> {
  const [a, recent] = await db.batch([
    db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1),
    db
      .select({ bid: bids, title: users.title })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.user_id))
      .where(eq(bids.auction_id, auctionId))
      .orderBy(desc(bids.seq))
      .limit(20),
  ])
  const row = a[0]
  if (!row) return null
  const leader = recent.find((r) => r.bid.withdrawn === 0)
  return {
    id: row.id,
    seller_id: row.seller_id,
    name: row.name,
    slug: row.slug,
    start_time: row.start_time,
    end_time: row.end_time,
    opening_kurus: row.opening_price_kurus,
    buynow_kurus: row.buynow_price_kurus,
    type: row.type,
    approved: row.approved,
    closed_at: row.closed_at,
    current_kurus: row.current_price_kurus,
    last_seq: row.last_seq,
    bid_count: row.bid_count,
    leader_id: leader?.bid.user_id ?? null,
    leader_title: leader?.title ?? null,
    winner_id: row.winner_user_id,
    sold_via: row.sold_via,
    reserve_kurus: row.reserve_kurus,
    recent_bids: recent.reverse().map(
      (r): LedgerBid => ({
        seq: r.bid.seq,
        user_id: r.bid.user_id,
        user_title: r.title,
        bid_amount_kurus: r.bid.bid_amount_kurus,
        total_amount_kurus: r.bid.total_amount_kurus,
        is_auto: r.bid.is_auto === 1,
        at: r.bid.created_at,
        ...(r.bid.receipt ? { receipt: r.bid.receipt } : {}),
      }),
    ),
  }
}

/**
 * Configures the auction's room from D1 and records that its alarm is set. False if the room is unreachable. A lot
 * taken down after a notice is configured too: its room then refuses every bid, even one on a ticket issued
 * before (docs/notice-and-takedown.md "The room").
 */
export async function armRoom(db: Db, env: Env, auctionId: number): Promise<boolean> {
  const snap = await snapshot(db, auctionId)
  if (!snap || (snap.approved !== APPROVAL.approved && snap.approved !== APPROVAL.removed)) return false
  const answer = await roomCommand(env, auctionId, { kind: 'configure', auction: snap })
  if (answer.status !== 200) return false
  await db.update(auctions).set({ room_armed_at: Date.now() }).where(eq(auctions.id, auctionId))
  return true
}

/** Rooms whose start or end falls within this window are configured again on every cron run. */
export const REARM_AHEAD_MS = 90_000

/**
 * Every approved auction has an armed room (docs/architecture.md "The bid's invariants"): those never armed (demo data, approved
 * while the party server was down), and open ones whose start or end is near or past, are configured
 * again. Configuring is idempotent; it restores an alarm a restarted room may have lost, so a close
 * happens on time even then, and one missed entirely happens within a cron period.
 */
export async function rearmRooms(db: Db, env: Env, now = Date.now(), limit = 100) {
  const soon = now + REARM_AHEAD_MS
  const due = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      or(
        and(
          eq(auctions.approved, APPROVAL.approved),
          or(
            isNull(auctions.room_armed_at),
            and(isNull(auctions.closed_at), or(lt(auctions.end_time, soon), and(isNull(auctions.started_at), lt(auctions.start_time, soon)))),
          ),
        ),
        // A removal (or its reversal) the room has not heard of yet: the editor's call could not reach it.
        and(eq(auctions.approved, APPROVAL.removed), isNull(auctions.room_armed_at), isNull(auctions.closed_at)),
      ),
    )
    .orderBy(asc(auctions.end_time))
    .limit(limit)
  let armed = 0
  for (let i = 0; i < due.length; i += 6) {
    const results = await Promise.all(due.slice(i, i + 6).map((a) => armRoom(db, env, a.id)))
    armed += results.filter(Boolean).length
  }
  return { due: due.length, armed }
}

/**
 * Brings D1 in line with a room's ledger and writes what follows from it: the bids D1 lacks (never those
 * it holds), outbid notices once per (auction, seq), the price only forward, start, buy-now reservation
 * and close applied once. Safe to repeat. Answers the highest seq of the contiguous run of bids D1 holds,
 * and the outbid notices written for the members the room named as `watching`, for the room to tell them.
 */
export async function applyRoomSync(db: Db, auctionId: number, sync: RoomSync, env?: Env): Promise<RoomSyncAnswer> {
  const { state } = sync
  const since = Date.now() // notifications written from here on are pushed at the end (worker/domain/platform/notify.ts)
  const ordered = [...sync.bids].sort((x, y) => x.seq - y.seq)
  const [auction, held, prevRows, channels] = await db.batch([
    db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1),
    heldThrough(db, auctionId),
    db
      .select({ seq: bids.seq, user_id: bids.user_id })
      .from(bids)
      .where(and(eq(bids.auction_id, auctionId), inArray(bids.seq, ordered.length ? [ordered[0]!.seq - 1] : [-1])))
      .limit(1),
    db.select().from(cargo_channels).where(eq(cargo_channels.is_active, true)).orderBy(asc(cargo_channels.price_kurus)).limit(1),
  ])
  const a = auction[0]
  if (!a) return { d1_seq: 0, notices: [] }
  const link = `/mezat/${a.slug}`
  const holds = held[0]?.held ?? 0
  // Bids D1 already holds (the request path wrote them) are not written again.
  const statements: Statement[] = bidInserts(db, auctionId, ordered.filter((b) => b.seq > holds))

  // Outbid notices, one room command at a time (its entries share `at`): whoever led before or during it
  // and does not lead after it, keyed by the entry that displaced them. Not the member whose manual bid
  // it was: an earlier maximum answered them at once and their answer said so; nor a leader whose maximum
  // held (party/README.md "Automatic bidding"). None for a repair's re-push (`quiet_through`).
  const quiet = sync.quiet_through ?? 0
  const outbid: NotifyInput[] = []
  let previous = prevRows[0]?.user_id ?? null
  for (let i = 0; i < ordered.length; ) {
    let j = i
    while (j < ordered.length && ordered[j]!.at === ordered[i]!.at) j++
    const group = ordered.slice(i, j)
    const last = group[group.length - 1]!
    const actor = group.find((b) => !b.is_auto)?.user_id
    const displaced = new Map<number, number>() // member → seq of the entry that displaced them
    let leader = previous
    for (const b of group) {
      if (leader !== null && leader !== b.user_id && !displaced.has(leader)) displaced.set(leader, b.seq)
      leader = b.user_id
    }
    for (const [user, seq] of displaced)
      if (user !== last.user_id && user !== actor && seq > quiet)
        outbid.push({
          userId: user,
          kind: 'outbid',
          title: tr.bid.outbidTitle,
          message: tr.bid.outbidMessage(a.name, formatKurus(last.total_amount_kurus)),
          link,
          dedupeKey: `outbid:${auctionId}:${seq}`,
        })
    previous = last.user_id
    i = j
  }
  for (let i = 0; i < outbid.length; i += 14) statements.push(notificationInsert(db, outbid.slice(i, i + 14)))
  statements.push(priceForward(db, auctionId, state))
  // The reserve (docs/decisions/0020-reserve-price.md): a lowering the room decided, a close below it.
  statements.push(...reserveStatements(db, a, state, since))
  // The fair close (docs/bidding.md): the end moved for a service interruption; the lot page says so.
  const ext = state.service_extension
  if (ext) statements.push(db.update(auctions).set({ service_extended_at: ext.at, service_extension_reason: ext.reason }).where(eq(auctions.id, auctionId)))
  if (state.started) statements.push(db.update(auctions).set({ started_at: sql`coalesce(${auctions.started_at}, ${auctions.start_time})` }).where(eq(auctions.id, auctionId)))
  // "Started" is news only while it runs: a sync that learns the start and the close at once says "closed".
  if (state.started && a.started_at === null && state.closed_at === null) statements.push(watchNotices(db, auctionId, { kind: 'watch_started', title: tr.notice.watchStartedTitle, message: tr.notice.watchStartedMessage(a.name), link }, [a.seller_id]))

  const shipping = buyerShippingKurus(a, channels[0]?.price_kurus ?? 0)
  const channel = channels[0]?.code ?? null
  // The lot as an item of a member's cart (made by ensureCart first): bought now (1) or won (2), due by `payBefore`.
  const cartItem = (userId: number, price: number, from: 1 | 2, payBefore: number) =>
    db.insert(cart_items).values({
      cart_id: cartOf(userId) as unknown as number,
      auction_id: auctionId,
      item_price_kurus: price,
      item_shipping_price_buyer_kurus: shipping,
      cargo_channel: channel,
      from_bn_or_auc: from,
      pay_before: payBefore,
    })
  if (state.closed_at === null) {
    // Buy-now: the holder's cart holds the item until the end; a released reservation leaves the cart.
    if (state.buynow_holder_id !== null) {
      statements.push(ensureCart(db, state.buynow_holder_id))
      statements.push(cartItem(state.buynow_holder_id, a.buynow_price_kurus, 1, state.end_time).onConflictDoNothing())
    } else statements.push(db.delete(cart_items).where(and(eq(cart_items.auction_id, auctionId), eq(cart_items.from_bn_or_auc, 1))))
  } else if (a.closed_at === null) {
    // Closing, once: notices first (guarded by D1 still showing the auction open), then the close itself.
    const final = state.current_kurus
    const open = sql`NOT EXISTS (SELECT 1 FROM auctions WHERE id = ${auctionId} AND closed_at IS NOT NULL)`
    if ((state.sold_via === 'bid' || state.sold_via === 'offer') && state.winner_id !== null) {
      // The winner pays within the pay deadline (docs/after-the-hammer.md), counted from the close; an
      // accepted offer is a binding sale closed the same way (docs/decisions/0021-offers.md).
      const payBefore = await payDeadlineFrom(db, state.closed_at)
      const byOffer = state.sold_via === 'offer'
      const price = formatKurus(final)
      const notices = [
        {
          userId: state.winner_id,
          kind: 'won',
          title: byOffer ? tr.offers.acceptedTitle : tr.bid.wonTitle,
          message: (byOffer ? tr.offers.acceptedMessage : tr.bid.wonMessage)(a.name, price),
          link: '/sepetim',
        },
        {
          userId: a.seller_id,
          kind: 'sold',
          title: byOffer ? tr.offers.soldTitle : tr.bid.soldTitle,
          message: (byOffer ? tr.offers.soldMessage : tr.bid.soldMessage)(a.name, price),
          link: '/u/satislarim',
        },
      ]
      for (const n of notices) statements.push(notificationInsert(db, { ...n, dedupeKey: `${n.kind}:${auctionId}` }))
      statements.push(ensureCart(db, state.winner_id))
      // The winner's cart gets the item; an unpaid buy-now reservation moves to the winner.
      statements.push(
        cartItem(state.winner_id, final, 2, payBefore).onConflictDoUpdate({
          target: cart_items.auction_id,
          set: { cart_id: sql`excluded.cart_id`, item_price_kurus: final, from_bn_or_auc: 2, pay_before: payBefore },
          setWhere: sql`${open}`,
        }),
      )
    } else if (state.sold_via === 'unsold') {
      statements.push(db.delete(cart_items).where(and(eq(cart_items.auction_id, auctionId), eq(cart_items.from_bn_or_auc, 1), sql`${open}`)))
    }
    statements.push(watchNotices(db, auctionId, { kind: 'watch_closed', title: tr.notice.watchClosedTitle, message: state.sold_via === 'unsold' ? tr.notice.watchClosedUnsold(a.name) : tr.notice.watchClosedSold(a.name, formatKurus(state.sold_via === 'buynow' ? a.buynow_price_kurus : final)), link }, [a.seller_id, ...(state.winner_id !== null ? [state.winner_id] : [])]))
    statements.push(
      db
        .update(auctions)
        .set({ closed_at: state.closed_at, winner_user_id: state.winner_id, sold_via: state.sold_via, started_at: sql`coalesce(${auctions.started_at}, ${auctions.start_time})` })
        .where(and(eq(auctions.id, auctionId), isNull(auctions.closed_at))),
    )
  }
  // Offers still waiting end with the close or the first bids; an accepted offer's row follows its close.
  statements.push(...offerFollowUps(db, auctionId, state, a.name, { closing: state.closed_at !== null && a.closed_at === null, bidsNow: ordered.length > 0 }))
  // The writes and the proof of what D1 now holds go in one batch.
  const batch = [...statements, heldThrough(db, auctionId)] as unknown as Parameters<typeof db.batch>[0]
  const results = await db.batch(batch)
  const after = (results[results.length - 1] as { held: number }[])[0]
  if (state.closed_at !== null && a.closed_at === null) logClose(auctionId, state)
  const notices = env ? await pushAuctionNotices(db, env, a, since, sync.watching) : []
  return { d1_seq: after?.held ?? 0, notices }
}

/**
 * The close's lag behind the auction's end: how late the room's alarm ran. A buy-now close comes before the
 * end, so it has no lag. Read by the tail worker's late-close alert (tail/signals.ts).
 */
function logClose(auctionId: number, state: RoomSync['state']) {
  const lag = state.sold_via === 'buynow' ? null : Math.max(0, state.closed_at! - state.end_time)
  console.log(JSON.stringify({ level: 'info', msg: 'auction closed', auction_id: auctionId, sold_via: state.sold_via, lag_ms: lag }))
  if (lag !== null) metric({ kind: 'close', outcome: state.sold_via === 'bid' ? 'bid' : 'unsold', ms: lag })
}

/**
 * Repair: asks the room to re-push its whole ledger from seq 1; D1 gets what it lacks, once.
 * False when the room has no ledger (never configured, or its storage is gone).
 */
export async function repairRoom(env: Env, auctionId: number): Promise<boolean> {
  return (await roomCommand(env, auctionId, { kind: 'repair' })).status === 200
}

/** Auctions closed within this window whose bid rows fall short of their ledger are repaired by the cron. */
export const REPAIR_WINDOW_MS = { after: 120_000, before: 3_600_000 }

/**
 * The cron's repair pass: an auction closed 2–60 minutes ago with fewer bid rows than `auctions.last_seq`
 * says has a hole its room did not fill; its room re-pushes from seq 1. Older auctions (those affected
 * before the room pushed its ledger) are repaired by the editor action `POST /api/admin/auctions/{id}/resync`.
 */
export async function repairLedgers(db: Db, env: Env, now = Date.now(), limit = 10) {
  const short = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.approved, APPROVAL.approved),
        gte(auctions.closed_at, now - REPAIR_WINDOW_MS.before),
        lt(auctions.closed_at, now - REPAIR_WINDOW_MS.after),
        sql`${auctions.last_seq} > (SELECT count(*) FROM bids WHERE bids.auction_id = ${auctions.id})`,
      ),
    )
    .limit(limit)
  const results = await Promise.all(short.map((a) => repairRoom(env, a.id)))
  return { short: short.length, repaired: results.filter(Boolean).length }
}


