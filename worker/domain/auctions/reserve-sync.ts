// What a room's sync writes about the reserve price (docs/decisions/0020-reserve-price.md), called by rooms.ts
// `applyRoomSync`: a lowering the room decided, and a close below the reserve.
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { reserveMet } from '#common/reserve.ts'
import type { RoomSync } from '#common/schemas/room.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, notifications, users } from '../../db/schema/index.ts'
import type { Statement } from './projection.ts'
import { noticeColumns, notificationInsert } from '../platform/notify.ts'

type Lot = { id: number; name: string; slug: string; seller_id: number; reserve_kurus: number | null; closed_at: number | null }

/** Notices to every member who bid on or watches the lot (not the seller), once per (lot, new reserve, member). */
function toBiddersAndWatchers(db: Db, a: Lot, notice: { kind: string; title: string; message: string; key: string }, now: number) {
  const rows = db
    .select(noticeColumns(users.id, { ...notice, link: `/mezat/${a.slug}` }, notice.key, now))
    .from(users)
    .where(
      and(
        sql`${users.id} IN (SELECT user_id FROM bids WHERE auction_id = ${a.id} UNION SELECT user_id FROM watchlist WHERE auction_id = ${a.id})`,
        ne(users.id, a.seller_id),
      ),
    )
  return db.insert(notifications).select(rows).onConflictDoNothing()
}

/**
 * What a room's sync writes about the reserve (worker/domain/auctions/rooms.ts `applyRoomSync`): a lowering the room
 * decided (D1 only ever follows it down) with its notices, and at a close below the reserve the seller's and the
 * highest bidder's notices. Each once: the update is conditional and every notice has its dedupe key.
 */
export function reserveStatements(db: Db, a: Lot, state: RoomSync['state'], now: number): Statement[] {
  const out: Statement[] = []
  const lowered = state.reserve_kurus
  if (lowered !== undefined && a.reserve_kurus !== null && lowered < a.reserve_kurus) {
    out.push(db.update(auctions).set({ reserve_kurus: lowered }).where(and(eq(auctions.id, a.id), sql`${auctions.reserve_kurus} > ${lowered}`)))
    const met = reserveMet(state.current_kurus, lowered)
    const message = met ? tr.reserve.loweredMessageMet(a.name) : tr.reserve.loweredMessage(a.name)
    out.push(toBiddersAndWatchers(db, a, { kind: 'reserve_lowered', title: tr.reserve.loweredTitle, message, key: `reserve_lowered:${a.id}:${lowered}:` }, now))
  }
  const reserve = state.reserve_kurus ?? a.reserve_kurus
  // Unsold because of the reserve alone: a lot taken down or withdrawn closes unsold too, but not below its reserve.
  const unmet = state.closed_at !== null && a.closed_at === null && state.sold_via === 'unsold' && state.bid_count > 0 && reserve !== null && !reserveMet(state.current_kurus, reserve)
  if (unmet) {
    const price = formatKurus(state.current_kurus)
    const notice = (user: number, kind: string, title: string, message: string, link: string) =>
      notificationInsert(db, { userId: user, kind, title, message, link, dedupeKey: `${kind}:${a.id}` })
    out.push(notice(a.seller_id, 'reserve_unmet', tr.reserve.unmetSellerTitle, tr.reserve.unmetSellerMessage(a.name, price), '/u/mezatlarim'))
    if (state.leader_id !== null)
      out.push(notice(state.leader_id, 'reserve_unmet_bidder', tr.reserve.unmetBidderTitle, tr.reserve.unmetBidderMessage(a.name), `/mezat/${a.slug}`))
  }
  return out
}

