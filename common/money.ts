// Money is integer kuruş everywhere; lira exist only on the wire and on screen.
import { formatNumberTr } from './number-format.ts'

export type Kurus = number

export const toKurus = (lira: number): Kurus => Math.round(lira * 100)
export const toLira = (kurus: Kurus): number => kurus / 100

// Intl.NumberFormat('tr-TR')'s output without loading ICU's data on a first visit (common/number-format.ts).

/**
 * What follows an amount: a no-break space (U+00A0) and the lira sign, so that "15.836,10 ₺" never wraps
 * between the number and ₺ on a narrow screen, in a mail or in a notification (docs/money-path.md "Money on
 * screen"). Every formatter below ends with it; nothing else writes the sign after an amount.
 */
export const LIRA_SUFFIX = '\u00a0₺'

/**
 * The one rule for writing money to a person (docs/money-path.md "Money on screen"): whole lira without
 * decimals ("2.750 ₺"), anything with kuruş with exactly two ("2.404,10 ₺", never "2.404,1 ₺"). Values at
 * or below 0 show as 0 (spec).
 */
export const formatKurus = (kurus: Kurus) => {
  const k = kurus > 0 ? Math.round(kurus) : 0
  const digits = k % 100 === 0 ? 0 : 2
  return `${formatNumberTr(k / 100, digits, digits)}${LIRA_SUFFIX}`
}
/** "1.250 ₺" or "12,50 ₺": the same rule as formatKurus, for amounts the wire carries in lira. */
export const formatLira = (lira: number) => formatKurus(toKurus(lira))
/** "1.250,00 ₺" for summaries and payment lines, where the columns line up on the comma. */
export const formatLira2 = (lira: number) => `${formatNumberTr(lira > 0 ? lira : 0, 2, 2)}${LIRA_SUFFIX}`
