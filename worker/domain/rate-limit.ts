// Fixed-window counters in D1. One statement per hit, so two requests never both slip under the limit.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rate_limits } from '../db/schema/index.ts'

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
