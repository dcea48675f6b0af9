// The least opening price of a lot that may have a reserve (docs/decisions/0020-reserve-price.md): the editors'
// whole lira in `settings`, else the default of common/reserve.ts. Changed in the console (Ayarlar), audited in the
// same batch.
import { readReserveThresholdTl, RESERVE_THRESHOLD_KEY } from '#common/reserve.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'
import { saveSetting } from '../platform/settings.ts'

/** The setting's row, for a caller's batch (read it with common/reserve.ts `readReserveThresholdTl`). */
export const reserveThresholdQuery = (db: Db) => db.select({ value: settings.value }).from(settings).where(eq(settings.key, RESERVE_THRESHOLD_KEY)).limit(1)

export async function reserveThresholdTl(db: Db): Promise<number> {
  const [row] = await reserveThresholdQuery(db)
  return readReserveThresholdTl(row?.value)
}

/** PUT /api/admin/settings/reserve-threshold */
export async function saveReserveThreshold(db: Db, editor: { id: number }, lira: number, now = Date.now()) {
  await saveSetting(db, editor.id, RESERVE_THRESHOLD_KEY, lira, await reserveThresholdTl(db), now)
}
