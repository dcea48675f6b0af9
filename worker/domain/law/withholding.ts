// The e-commerce withholding's setting (docs/law.md "Money the law touches"): on by default at 1 %; an
// editor switches it or changes the rate, audited in the same batch. A change applies to payments that start
// after it: a basket already frozen keeps the amounts its buyer paid for (payment-model.ts).
import type { WithholdingForm } from '#common/schemas/money-law.ts'
import { readWithholding, WITHHOLDING_KEYS, type Withholding } from '#common/withholding.ts'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'
import { saveSettings } from '../platform/settings.ts'

export const withholdingRowsQuery = (db: Db) =>
  db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(WITHHOLDING_KEYS)))

export function withholdingOf(rows: { key: string; value: string }[]): Withholding {
  const value = (key: string) => rows.find((r) => r.key === key)?.value
  return readWithholding(value(WITHHOLDING_KEYS.enabled), value(WITHHOLDING_KEYS.rateBp))
}

/** PUT /api/admin/settings/withholding. */
export async function saveWithholding(db: Db, editor: { id: number }, f: WithholdingForm, now = Date.now()) {
  const before = withholdingOf(await withholdingRowsQuery(db))
  const rows = { [WITHHOLDING_KEYS.enabled]: f.withholding_enabled ? '1' : '0', [WITHHOLDING_KEYS.rateBp]: String(f.withholding_rate) }
  await saveSettings(db, editor.id, 'withholding', rows, {
    before: { withholding_enabled: before.enabled, withholding_rate_bp: before.rateBp },
    after: { withholding_enabled: f.withholding_enabled, withholding_rate_bp: f.withholding_rate },
  }, now)
}
