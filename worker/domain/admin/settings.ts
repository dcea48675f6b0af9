// Console: settings editors change without a deploy — the buyer's service fee and the seller's
// commission (basis points in `settings`) and the cargo firms' prices (`cargo_channels`).
import { tr } from '#common/messages.ts'
import type { CargoChannelForm, SettingsForm } from '#common/schemas/admin-people.ts'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cargo_channels, settings } from '../../db/schema/index.ts'
import { found } from '../platform/found.ts'
import { withholdingOf, withholdingRowsQuery } from '../law/withholding.ts'
import { auditRow, changes } from '../platform/audit.ts'
import { saveSettings } from '../platform/settings.ts'

type Editor = { id: number }
/** The keys of `settings` the console edits; the detail page and checkout read the first (auction-detail.ts BUYER_FEE_KEY). */
export const RATE_KEYS = { commission_rate_buyer: 'commission_rate_buyer_bp', commission_rate_seller: 'commission_rate_seller_bp' } as const

export async function readSettings(db: Db) {
  const [rows, cargo, withholding] = await db.batch([
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, Object.values(RATE_KEYS))),
    db.select().from(cargo_channels).orderBy(asc(cargo_channels.sort_order), asc(cargo_channels.code)),
    withholdingRowsQuery(db),
  ])
  const bp = (key: string) => {
    const n = Number(rows.find((r) => r.key === key)?.value)
    return Number.isInteger(n) ? n : 0
  }
  return {
    buyerBp: bp(RATE_KEYS.commission_rate_buyer),
    sellerBp: bp(RATE_KEYS.commission_rate_seller),
    cargo,
    withholding: withholdingOf(withholding),
  }
}

export async function saveRates(db: Db, editor: Editor, f: SettingsForm, now = Date.now()) {
  const before = await readSettings(db)
  const rows = { [RATE_KEYS.commission_rate_buyer]: String(f.commission_rate_buyer), [RATE_KEYS.commission_rate_seller]: String(f.commission_rate_seller) }
  await saveSettings(db, editor.id, 'commission', rows, {
    before: { commission_rate_buyer_bp: before.buyerBp, commission_rate_seller_bp: before.sellerBp },
    after: { commission_rate_buyer_bp: f.commission_rate_buyer, commission_rate_seller_bp: f.commission_rate_seller },
  }, now)
}

export async function saveCargoChannel(db: Db, editor: Editor, code: string, f: CargoChannelForm) {
  const before = found(await db.query.cargo_channels.findFirst({ where: eq(cargo_channels.code, code) }), tr.admin.cargoNotFound)
  const values = { cargo_channel_title: f.cargo_channel_title, price_kurus: f.price, is_active: f.is_active, sort_order: f.sort_order }
  await db.batch([
    db.update(cargo_channels).set(values).where(eq(cargo_channels.code, code)),
    auditRow(db, editor.id, { action: 'update', entity: 'cargo_channel', entityId: code, detail: changes(before, values) }),
  ])
}
