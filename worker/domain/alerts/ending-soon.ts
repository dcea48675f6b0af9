// "Takip ettiğiniz mezat bitmek üzere": once a minute (the cron), every member watching a running lot that
// ends within ENDING_SOON_MS is told once, in the bell and (by the notifications trigger) by web push on the
// devices they turned it on for (docs/alerts.md "Web push"). The dedupe key makes a second run, or a lot
// whose end a late bid moved, tell nobody twice.
import { tr } from '#common/messages.ts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pushNotifications, type NotificationRow } from '../platform/notify.ts'

const ENDING_SOON_MS = 15 * 60_000

/** The message around the lot's name, so SQL can join the name in (the catalogue holds the sentence once). */
const [before, after] = tr.push.watchEndingMessage('\u0000').split('\u0000') as [string, string]

/** Writes the notices of lots now within ENDING_SOON_MS of their end; returns how many were written. */
export async function warnEndingSoon(db: Db, env: Parameters<typeof pushNotifications>[0], now = Date.now()): Promise<number> {
  const rows = await db.all<NotificationRow>(sql`
    INSERT INTO notifications (user_id, kind, notification_title, notification_message, notification_target_link, dedupe_key, created_at)
    SELECT w.user_id, 'watch_ending', ${tr.push.watchEndingTitle}, ${before} || a.name || ${after}, '/mezat/' || a.slug,
      'watch_ending:' || a.id || ':' || w.user_id, ${now}
    FROM auctions a JOIN watchlist w ON w.auction_id = a.id
    WHERE a.approved = 2 AND a.closed_at IS NULL AND a.end_time > ${now} AND a.end_time <= ${now + ENDING_SOON_MS}
      AND a.start_time <= ${now} AND w.user_id <> a.seller_id
    ON CONFLICT DO NOTHING
    RETURNING *`)
  // Best-effort, after the rows are written: a page that misses it reads its bell when it reconnects.
  await pushNotifications(env, rows)
  return rows.length
}
