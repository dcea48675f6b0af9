// The winner's pay deadline (docs/after-the-hammer.md "Pay deadline"): editors' days in
// `settings`, else the default of common/after-the-hammer.ts.
import { PAY_DEADLINE_KEY, payDeadlineMs, readPayDeadlineDays } from '#common/after-the-hammer.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'
import { saveSetting } from '../platform/settings.ts'

/** The editors' pay deadline in days (settings), or the default. */
export async function payDeadlineDays(db: Db): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PAY_DEADLINE_KEY)).limit(1)
  return readPayDeadlineDays(row?.value)
}

/** When an item won (or accepted) at `from` must be paid. */
export const payDeadlineFrom = async (db: Db, from: number) => from + payDeadlineMs(await payDeadlineDays(db))

/** PUT /api/admin/settings/pay-deadline: the editors' days, audited in the same batch. */
export async function savePayDeadline(db: Db, editor: { id: number }, days: number, now = Date.now()) {
  await saveSetting(db, editor.id, PAY_DEADLINE_KEY, days, await payDeadlineDays(db), now)
}
