// Money is integer kuruş everywhere; lira exist only on the wire and on screen.
export type Kurus = number

export const toKurus = (lira: number): Kurus => Math.round(lira * 100)
export const toLira = (kurus: Kurus): number => kurus / 100

const tl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 0, maximumFractionDigits: 2 })
const tl2 = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "1.250 ₺" (kuruş shown only when present); values at or below 0 show as 0 (spec). */
export const formatLira = (lira: number) => `${tl.format(lira > 0 ? lira : 0)} ₺`
/** "1.250,00 ₺" for summaries and payment lines. */
export const formatLira2 = (lira: number) => `${tl2.format(lira > 0 ? lira : 0)} ₺`
export const formatKurus = (kurus: Kurus) => formatLira(toLira(kurus))
