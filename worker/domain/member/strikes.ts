// Non-payer strikes (docs/after-the-hammer.md "Strikes"): what the member sees in their account,
// the count the bid and buy routes refuse on (trade-verification.ts), and the editor's audited lift.
import { blockedByStrikes, STRIKES_TO_BLOCK } from '#common/after-the-hammer.ts'
import { conflict } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, payment_strikes, users } from '../../db/schema/index.ts'
import { found } from '../platform/found.ts'
import { auditRow } from '../platform/audit.ts'

/** What a strike counts towards the block: a shill-desk strike blocks by itself (docs/shill-desk.md). */
const weightOf = (reason: 'unpaid' | 'shill' | 'withdrawals') => (reason === 'shill' ? STRIKES_TO_BLOCK : 1)

/** The member's strikes that count (not lifted), weighted, as a scalar subquery usable in any select. */
export const activeStrikesSql = (userId: number | ReturnType<typeof sql> | Placeholder) =>
  sql<number>`(SELECT coalesce(sum(CASE WHEN reason = 'shill' THEN ${STRIKES_TO_BLOCK} ELSE 1 END), 0) FROM payment_strikes WHERE user_id = ${userId} AND lifted_at IS NULL)`

/** GET /api/myStrikes: every strike of the member, newest first, with the reason and whether it still counts. */
export async function myStrikes(db: Db, userId: number) {
  const rows = await db
    .select({ strike: payment_strikes, auction_name: auctions.name, auction_slug: auctions.slug })
    .from(payment_strikes)
    .innerJoin(auctions, eq(auctions.id, payment_strikes.auction_id))
    .where(eq(payment_strikes.user_id, userId))
    .orderBy(desc(payment_strikes.created_at), desc(payment_strikes.id))
  const active = rows.filter((r) => r.strike.lifted_at === null).reduce((n, r) => n + weightOf(r.strike.reason), 0)
  return { rows, active, limit: STRIKES_TO_BLOCK, blocked: blockedByStrikes(active) }
}

/** POST /api/admin/users/{id}/strikes/lift: every counting strike of the member is lifted, in one audited batch. */
export async function liftStrikes(db: Db, editor: { id: number }, userId: number, now = Date.now()) {
  const u = found(
    await db.query.users.findFirst({ where: eq(users.id, userId), columns: { id: true, username: true } }),
    tr.admin.userNotFound,
  )
  const active = await db
    .select({ id: payment_strikes.id })
    .from(payment_strikes)
    .where(and(eq(payment_strikes.user_id, u.id), isNull(payment_strikes.lifted_at)))
  if (!active.length) throw conflict(tr.afterHammer.noStrikes)
  const ids = active.map((r) => r.id)
  await db.batch([
    db
      .update(payment_strikes)
      .set({ lifted_at: now, lifted_by: editor.id })
      .where(and(inArray(payment_strikes.id, ids), isNull(payment_strikes.lifted_at))),
    auditRow(db, editor.id, {
      action: 'unblock',
      entity: 'payment_strikes',
      entityId: u.id,
      detail: { username: u.username, strike_ids: ids },
    }),
  ])
  return ids.length
}
