// A bell notice about an offer, written by INSERT … SELECT from the offer row itself: it exists only when the
// write it reports did (the row reads the new status in the same batch), and its key writes it once.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { notifications, offers } from '../../../db/schema/index.ts'

type Notice = { to: 'buyer' | 'seller'; title: string; message: string; link: string; key: SQL<string> | string; now: number }

export function offerNotice(db: Db, n: Notice, where: SQL | undefined) {
  // NOTE: drizzle's insert…select needs every column of the table, in the table's order.
  const rows = db
    .select({
      id: sql<number>`NULL`.as('id'),
      user_id: n.to === 'buyer' ? offers.buyer_id : offers.seller_id,
      kind: sql<string>`'offer'`.as('kind'),
      notification_title: sql<string>`${n.title}`.as('notification_title'),
      notification_message: sql<string>`${n.message}`.as('notification_message'),
      notification_target_link: sql<string>`${n.link}`.as('notification_target_link'),
      read_at: sql<number | null>`NULL`.as('read_at'),
      dedupe_key: (typeof n.key === 'string' ? sql<string>`${n.key}` : n.key).as('dedupe_key'),
      created_at: sql<number>`${n.now}`.as('created_at'),
    })
    .from(offers)
    .where(where)
  return db.insert(notifications).select(rows).onConflictDoNothing().returning()
}
