// How many buy-now items a member may hold unpaid at once (BUY_NOW_HOLDS_MAX): asked by the bid path
// before the room reserves one. Its own file so that bids.ts and cart.ts do not import each other.
import { BUY_NOW_HOLDS_MAX } from '#common/constants.ts'
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cart_items, carts } from '../../db/schema/index.ts'

/** The member's unpaid buy-now reservations (cart lines with from_bn_or_auc 1). */
export async function buyNowHolds(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cart_items)
    .innerJoin(carts, eq(carts.id, cart_items.cart_id))
    .where(and(eq(carts.user_id, userId), eq(cart_items.from_bn_or_auc, 1)))
  return row?.n ?? 0
}

/** Refuses a new buy-now while the member holds BUY_NOW_HOLDS_MAX unpaid ones (`extra`: counted after the room took it). */
export async function assertBuyNowRoom(db: Db, userId: number, extra = 0) {
  if ((await buyNowHolds(db, userId)) >= BUY_NOW_HOLDS_MAX + extra) throw invalidField('slug', tr.cart.holdsLimit(BUY_NOW_HOLDS_MAX))
}
