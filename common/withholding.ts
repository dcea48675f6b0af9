// The e-commerce withholding (e-ticaret stopajı) on payments to sellers, and the monthly money reports
// (docs/law.md "Money the law touches"): the rule once, for the worker, the console and the tests.
import { feeKurus } from './auction-rules.ts'

/** The `settings` rows editors change: whether Mezat withholds ('1'/'0') and the rate in basis points. */
export const WITHHOLDING_KEYS = { enabled: 'withholding_enabled', rateBp: 'withholding_rate_bp' } as const
/** 1 %: the rate in force since 1 January 2025 (docs/law.md). */
export const WITHHOLDING_DEFAULT_BP = 100
/** The console refuses a rate above this (a typo of 10 for 1 must not take a tenth of every sale). */
export const WITHHOLDING_MAX_PERCENT = 5

export type Withholding = { enabled: boolean; rateBp: number }

/** The stored rows, read with the defaults: on and 1 % unless an editor said otherwise. */
export function readWithholding(enabled: string | undefined, rateBp: string | undefined): Withholding {
  const n = Number(rateBp)
  const rate = rateBp !== undefined && Number.isInteger(n) && n >= 0 && n <= WITHHOLDING_MAX_PERCENT * 100 ? n : WITHHOLDING_DEFAULT_BP
  return { enabled: enabled !== '0', rateBp: rate }
}

/** The rate applied to a sale now: 0 when switched off. */
export const withholdingBp = (w: Withholding) => (w.enabled ? w.rateBp : 0)

/**
 * The amount withheld from one item's sale: the rate on the item's price (the hammer or buy-now price, before
 * the commission is taken off: the base is the sale, not what is left of it). Rounded to the kuruş.
 */
export const withholdingKurus = (priceKurus: number, rateBp: number) => feeKurus(priceKurus, rateBp)

/** A report's month, "YYYY-MM", in Europe/Istanbul (Türkiye has no summer time: UTC+3 all year). */
export const REPORT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const ISTANBUL_OFFSET_MS = 3 * 3_600_000

/** The month's bounds as UTC milliseconds [from, to): midnight of the 1st in Istanbul to that of the next month. */
export function monthBounds(month: string): { from: number; to: number } {
  const m = REPORT_MONTH.exec(month)
  if (!m) throw new Error(`not a month: ${month}`)
  const y = Number(m[1])
  const mo = Number(m[2]) - 1
  return { from: Date.UTC(y, mo, 1) - ISTANBUL_OFFSET_MS, to: Date.UTC(y, mo + 1, 1) - ISTANBUL_OFFSET_MS }
}

/** The month a moment falls in, in Istanbul ("2025-01"). */
export function monthOf(at: number): string {
  const d = new Date(at + ISTANBUL_OFFSET_MS)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}
