// The monthly reports editors download for the accountant (docs/law.md "Money the law touches"): the
// withholding kept back from payments to sellers, and the net transaction volume. One statement each; a
// month is Istanbul's (common/withholding.ts monthBounds). Amounts in lira with a decimal comma and `;`
// between columns, as a spreadsheet set to Turkish reads them.
import { tr } from '#common/messages.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { formatDateTime } from '#common/time.ts'
import { monthBounds } from '#common/withholding.ts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { toCsv } from '../../lib/csv.ts'

const m = tr.moneyLaw.csv
/** Kuruş as "1234,56": no thousands mark, so a spreadsheet reads it as a number. */
const lira = (kurus: number) => `${kurus < 0 ? '-' : ''}${(Math.abs(kurus) / 100).toFixed(2).replace('.', ',')}`

type WithholdingRow = {
  at: number
  order_id: number
  seller_id: number
  title: string
  kind: 'bireysel' | 'ticari' | null
  tax_no: string | null
  base: number
  amount: number
  returned: number
}

/**
 * Each withholding of the month, one ledger row per item paid out: when, the order, the seller with their
 * kind and tax number (the trader's VKN, else the person's T.C. Kimlik No: the declaration names the payee),
 * the base, the amount, and whether the sale was later returned (the accountant corrects for it).
 */
export async function withholdingReport(db: Db, month: string) {
  const { from, to } = monthBounds(month)
  const rows = await db.all<WithholdingRow>(sql`
    SELECT w.created_at AS at, w.order_id, w.seller_id, u.title, si.kind,
      CASE WHEN si.kind = 'ticari' AND si.vkn IS NOT NULL THEN si.vkn ELSE u.tckn END AS tax_no,
      w.base_kurus AS base, w.amount_kurus AS amount,
      EXISTS (SELECT 1 FROM payouts d WHERE d.payment_id = w.payment_id AND d.transaction_id = w.transaction_id AND d.kind = 'disapprove') AS returned
    FROM payouts w JOIN users u ON u.id = w.seller_id LEFT JOIN seller_identities si ON si.user_id = w.seller_id
    WHERE w.kind = 'withholding' AND w.created_at >= ${from} AND w.created_at < ${to}
    ORDER BY w.created_at, w.id`)
  const c = m.withholding
  const total = (f: (r: WithholdingRow) => number) => rows.reduce((s, r) => s + f(r), 0)
  const lines = rows.map((r) => [
    formatDateTime(r.at),
    r.order_id,
    r.seller_id,
    r.title,
    c.kind[r.kind ?? 'bireysel'],
    r.tax_no ?? '',
    lira(r.base),
    lira(r.amount),
    r.returned ? c.returned : c.notReturned,
  ])
  lines.push([c.total, '', '', '', '', '', lira(total((r) => r.base)), lira(total((r) => r.amount)), ''])
  return { csv: toCsv({ columns: c.columns, rows: lines }, ';'), total: total((r) => r.amount), count: rows.length }
}

type VolumeRow = {
  at: number
  id: number
  seller_id: number
  items: number
  fees: number
  shipping: number
  paid: number
  state: 'sold' | 'cancelled' | 'returned'
}

/**
 * The month's net transaction volume, by when each thing happened: the orders paid in the month count in, the
 * orders cancelled in the month and those whose return was refunded in the month count out (an order paid in
 * January and returned in February lowers February). The amount is what the buyer paid for the order
 * (goods, service fee and cargo, without a bank's installment difference).
 */
export async function volumeReport(db: Db, month: string) {
  const { from, to } = monthBounds(month)
  const cols = sql`o.id, o.seller_id, o.items_total_kurus AS items, o.commissions_total_buyer_kurus AS fees,
    o.shipping_price_total_buyer_kurus AS shipping, o.total_buyer_kurus AS paid`
  const rows = await db.all<VolumeRow>(sql`
    SELECT o.created_at AS at, ${cols}, 'sold' AS state FROM orders o WHERE o.created_at >= ${from} AND o.created_at < ${to}
    UNION ALL
    SELECT o.cancelled_at AS at, ${cols}, 'cancelled' AS state FROM orders o WHERE o.cancelled_at >= ${from} AND o.cancelled_at < ${to}
    UNION ALL
    SELECT r.at AS at, ${cols}, 'returned' AS state FROM orders o
      JOIN (SELECT order_id, max(completed_at) AS at FROM refunds WHERE status = 'done' GROUP BY order_id) r ON r.order_id = o.id
      WHERE o.cancelled_at IS NULL AND o.status = ${ORDER_STATUS.returnApproved} AND r.at >= ${from} AND r.at < ${to}
    ORDER BY at, id`)
  const sign = (r: VolumeRow) => (r.state === 'sold' ? 1 : -1)
  const sum = (state: VolumeRow['state']) => rows.filter((r) => r.state === state).reduce((s, r) => s + r.paid, 0)
  const totals = { gross: sum('sold'), cancelled: sum('cancelled'), returned: sum('returned') }
  const net = totals.gross - totals.cancelled - totals.returned
  const c = m.volume
  const lines: (string | number)[][] = rows.map((r) => [
    formatDateTime(r.at),
    r.id,
    r.seller_id,
    lira(r.items),
    lira(r.fees),
    lira(r.shipping),
    lira(r.paid),
    c.state[r.state],
    lira(sign(r) * r.paid),
  ])
  const summary = (label: string, kurus: number) => [label, '', '', '', '', '', '', '', lira(kurus)]
  lines.push(summary(c.gross, totals.gross), summary(c.cancelled, -totals.cancelled), summary(c.returned, -totals.returned), summary(c.net, net))
  return { csv: toCsv({ columns: c.columns, rows: lines }, ';'), ...totals, net }
}
