// What the shell needs about the signed-in member: profile, counts, notifications.
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cart_items, carts, notifications, users } from '../../db/schema/index.ts'

/** What GET /api/user answers: the member's row and both counts, in one round trip. */
export async function loadShell(db: Db, userId: number) {
  const [user, cart, unread] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select({ n: count() }).from(cart_items).innerJoin(carts, eq(carts.id, cart_items.cart_id)).where(eq(carts.user_id, userId)),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.user_id, userId), isNull(notifications.read_at))),
  ])
  return { user: user[0], cartItemCount: cart[0]?.n ?? 0, notificationCount: unread[0]?.n ?? 0 }
}

export const listNotifications = (db: Db, userId: number, limit = 50) =>
  db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(limit)
