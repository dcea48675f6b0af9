// Fixed-window counters in D1. One statement per hit, so two requests never both slip under the limit.
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rate_limits } from '../../db/schema/index.ts'

export type Window = { count: number; resetAt: number }

/** Counts one hit against `key` and returns the window after it. */
export async function hit(db: Db, key: string, windowSeconds: number, now = Date.now()): Promise<Window> {
  const resetAt = now + windowSeconds * 1000
  const [row] = await db
    .insert(rate_limits)
    .values({ key, count: 1, reset_at: resetAt })
    .onConflictDoUpdate({
      target: rate_limits.key,
      set: {
        count: sql`CASE WHEN ${rate_limits.reset_at} <= ${now} THEN 1 ELSE ${rate_limits.count} + 1 END`,
        reset_at: sql`CASE WHEN ${rate_limits.reset_at} <= ${now} THEN ${resetAt} ELSE ${rate_limits.reset_at} END`,
      },
    })
    .returning({ count: rate_limits.count, resetAt: rate_limits.reset_at })
  return row ?? { count: 1, resetAt }
}

/** The current window of `key` without counting (null when none is open). */
export async function peek(db: Db, key: string, now = Date.now()): Promise<Window | null> {
  const row = await db.query.rate_limits.findFirst({ where: eq(rate_limits.key, key) })
  if (!row || row.reset_at <= now) return null
  return { count: row.count, resetAt: row.reset_at }
}

export const clear = (db: Db, key: string) => db.delete(rate_limits).where(eq(rate_limits.key, key))

/** Gives back one hit of an open window (an attempt that turned out to be legitimate). */
export const unhit = (db: Db, key: string, now = Date.now()) =>
  db
    .update(rate_limits)
    .set({ count: sql`MAX(0, ${rate_limits.count} - 1)` })
    .where(and(eq(rate_limits.key, key), gt(rate_limits.reset_at, now)))

/** Opens (or moves) a waiting period on `key`: nothing under it may happen before `until`. */
export const waitUntil = (db: Db, key: string, until: number) =>
  db
    .insert(rate_limits)
    .values({ key, count: 1, reset_at: until })
    .onConflictDoUpdate({ target: rate_limits.key, set: { count: sql`${rate_limits.count} + 1`, reset_at: until } })
