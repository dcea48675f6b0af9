// The editors' settings (`settings`: a key and its value as text), each save written with its audit row
// in one batch (platform/audit.ts), so a setting never changes without its record.
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'
import { auditRow, changes } from './audit.ts'

type Change = { before: Record<string, unknown>; after: Record<string, unknown> }

/**
 * Saves `rows` (key → text) and one audit row `update setting {name}` holding what changed, `before` and
 * `after` as the editors read them.
 */
export async function saveSettings(db: Db, editorId: number, name: string, rows: Record<string, string>, change: Change, now = Date.now()) {
  const upserts = Object.entries(rows).map(([key, value]) =>
    db
      .insert(settings)
      .values({ key, value, updated_at: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: now } }),
  )
  const audit = auditRow(db, editorId, { action: 'update', entity: 'setting', entityId: name, detail: changes(change.before, change.after) })
  await db.batch([audit, ...upserts])
}

/** Saves one setting, audited under its key with its value before and after. */
export const saveSetting = (db: Db, editorId: number, key: string, value: string | number, before: unknown, now = Date.now()) =>
  saveSettings(db, editorId, key, { [key]: String(value) }, { before: { [key]: before }, after: { [key]: value } }, now)
