// Money is integer kuruş everywhere; lira exist only on the wire and on screen.
import { formatNumberTr } from './number-format.ts'

export type Kurus = number

export const toKurus = (lira: number): Kurus => Math.round(lira * 100)
export const toLira = (kurus: Kurus): number => kurus / 100

// Intl.NumberFormat('tr-TR')'s output without loading ICU's data on a first visit (common/number-format.ts).

/** "1.250 ₺" (kuruş shown only when present); values at or below 0 show as 0 (spec). */
export const formatLira = (lira: number) => `${formatNumberTr(lira > 0 ? lira : 0, 0, 2)} ₺`
/** "1.250,00 ₺" for summaries and payment lines. */
export const formatLira2 = (lira: number) => `${formatNumberTr(lira > 0 ? lira : 0, 2, 2)} ₺`
export const formatKurus = (kurus: Kurus) => formatLira(toLira(kurus))
