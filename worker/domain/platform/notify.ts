// Notifications that reach the member at once (a new notification raises
// the bell by one). Every notification is a D1 row first; the push to the member's `user` room follows,
// best-effort (a page that missed it refetches its counts when it reconnects).
import type { MemberNotice, NotificationPush, UserEvent } from '#common/schemas/user-events.ts'
import { and, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import { notifications, watchlist } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { pushAll, pushToUser } from '../../lib/user-channel.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NotifyInput = {
  userId: number
  /** outbid, won, watch_started, watch_closed, approved, rejected, order_status, answered, ticket_answered … */
  kind: string
  title: string
  message: string
  link: string | null
  /** Makes the notification idempotent when its cause is retried (e.g. `order_status:{order}:{status}`). */
  dedupeKey?: string | null
  /** When it happened, where the caller's clock is the one its batch writes with; now by default. */
  at?: number
}

/** A row as its member's page reads it (common/schemas/user-events.ts `NotificationPush`). */
const noticeOf = (row: NotificationRow): NotificationPush => ({
  id: row.id,
  kind: row.kind,
  notification_title: row.notification_title,
  notification_message: row.notification_message,
  notification_target_link: row.notification_target_link,
  created_at: row.created_at,
})

const toPush = (row: NotificationRow): UserEvent => ({ event: 'NotificationCreated', data: noticeOf(row) })

/** Pushes rows already written to their members' open pages (bell +1 each). */
export const pushNotifications = (env: Env, rows: NotificationRow[]) => pushAll(rows, (row) => pushToUser(env, row.user_id, toPush(row)))

const rowOf = (input: NotifyInput) => ({
  user_id: input.userId,
  kind: input.kind,
  notification_title: input.title,
  notification_message: input.message,
  notification_target_link: input.link,
  dedupe_key: input.dedupeKey ?? null,
  created_at: input.at,
})

/**
 * The notification rows (one or several) as one statement, for a caller's own batch: the one way every
 * area writes a notification. Nothing is pushed: the caller pushes the rows its `.returning()` gave after
 * its batch (pushNotifications), or the member's page catches up. With a dedupe key a repeat writes nothing.
 */
export const notificationInsert = (db: Db, input: NotifyInput | NotifyInput[]) =>
  db
    .insert(notifications)
    .values((Array.isArray(input) ? input : [input]).map(rowOf))
    .onConflictDoNothing()

/**
 * Writes a notification and pushes it to the member's open pages. With a dedupe key it is written once:
 * a repeat returns null and pushes nothing.
 */
export async function notify(db: Db, env: Env, input: NotifyInput): Promise<NotificationRow | null> {
  const [row] = await notificationInsert(db, input).returning()
  if (row) await pushNotifications(env, [row])
  return row ?? null
}

/**
 * The columns of one notification for each member a query finds (`member`: the query's member id column), for an
 * insert…select (drizzle's needs every column of the table, in the table's order). Its dedupe key is
 * `dedupePrefix` and the member's id, so a repeated run writes none twice.
 */
export function noticeColumns<C extends AnySQLiteColumn>(
  member: C,
  notice: { kind: string; title: string; message: string; link: string },
  dedupePrefix: string,
  now: number,
) {
  return {
    id: sql<number>`NULL`.as('id'),
    user_id: member,
    kind: sql<string>`${notice.kind}`.as('kind'),
    notification_title: sql<string>`${notice.title}`.as('notification_title'),
    notification_message: sql<string>`${notice.message}`.as('notification_message'),
    notification_target_link: sql<string>`${notice.link}`.as('notification_target_link'),
    read_at: sql<number | null>`NULL`.as('read_at'),
    dedupe_key: sql<string>`${dedupePrefix} || ${member}`.as('dedupe_key'),
    created_at: sql<number>`${now}`.as('created_at'),
  }
}

/**
 * A statement for a batch: one notification to each member watching the auction (but not those in
 * `exclude`), keyed `{kind}:{auctionId}:{userId}` so that a repeated sync writes none twice.
 */
export function watchNotices(
  db: Db,
  auctionId: number,
  notice: { kind: 'watch_started' | 'watch_closed'; title: string; message: string; link: string },
  exclude: number[] = [],
  now = Date.now(),
) {
  const rows = db
    .select(noticeColumns(watchlist.user_id, notice, `${notice.kind}:${auctionId}:`, now))
    .from(watchlist)
    .where(and(eq(watchlist.auction_id, auctionId), exclude.length ? notInArray(watchlist.user_id, exclude) : undefined))
  return db.insert(notifications).select(rows).onConflictDoNothing()
}

/** Keys from `prefix` up to (not including) the next prefix: a range the unique index answers. */
const keyPrefix = (prefix: string) => and(gte(notifications.dedupe_key, prefix), lt(notifications.dedupe_key, `${prefix.slice(0, -1)};`))

/**
 * After applyRoomSync (worker/domain/auctions/rooms.ts): pushes the notifications of this auction that the sync
 * wrote (outbid, won, sold, watch_started, watch_closed, the reserve's; written at or after `since`), and to a winner
 * the item now in their cart. A notification written by an earlier call is not pushed again; a push
 * repeated by two overlapping syncs is dropped by the user room (its key is the row id).
 *
 * The outbid notices of members in `watching` (their page is bidding on the auction's socket) are not
 * pushed: they are returned, for the auction room to tell those pages on the socket they already hold
 * (party/README.md "Outbid notices on the bidding page"). The row is written either way.
 */
export async function pushAuctionNotices(
  db: Db,
  env: Env,
  auction: { id: number; slug: string; name: string },
  since: number,
  watching: readonly number[] = [],
): Promise<MemberNotice[]> {
  try {
    return await pushNotices(db, env, auction, since, new Set(watching))
  } catch (error) {
    // The rows are written; a member's page catches up on its next (re)connection.
    console.error(JSON.stringify({ level: 'warn', msg: 'auction notices not pushed', auctionId: auction.id, error: String(error) }))
    return []
  }
}

async function pushNotices(db: Db, env: Env, auction: { id: number; slug: string; name: string }, since: number, watching: Set<number>) {
  const id = auction.id
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        or(
          keyPrefix(`outbid:${id}:`),
          keyPrefix(`watch_started:${id}:`),
          keyPrefix(`watch_closed:${id}:`),
          keyPrefix(`reserve_lowered:${id}:`),
          inArray(notifications.dedupe_key, [`won:${id}`, `sold:${id}`, `reserve_unmet:${id}`, `reserve_unmet_bidder:${id}`]),
        ),
        gte(notifications.created_at, since),
      ),
    )
  const onPage = rows.filter((row) => row.kind === 'outbid' && watching.has(row.user_id))
  await pushNotifications(
    env,
    rows.filter((row) => !onPage.includes(row)),
  )
  const winner = rows.find((r) => r.dedupe_key === `won:${id}`)
  if (winner)
    await pushToUser(env, winner.user_id, {
      event: 'CartItemAdded',
      data: { auction_id: id, slug: auction.slug, name: auction.name, source: 'won' },
    })
  return onPage.map((row): MemberNotice => ({ ...noticeOf(row), user_id: row.user_id }))
}
