// The rules after the hammer (docs/after-the-hammer.md "Pay deadline", "Second chance",
// "Strikes"): the worker applies them, the cart and the help text state them from these few lines.

/** The `settings` row editors may set (whole days, 1–14); without it the default applies. */
export const PAY_DEADLINE_KEY = 'pay_deadline_days'
/** Three days: long enough for a weekend and a bank holiday eve, short enough for the seller and the runner-up. */
export const PAY_DEADLINE_DAYS_DEFAULT = 3
export const PAY_DEADLINE_DAYS_MAX = 14
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** A stored value, or the default when the row is missing or not a whole number of days in range. */
export const readPayDeadlineDays = (value: string | null | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= PAY_DEADLINE_DAYS_MAX ? n : PAY_DEADLINE_DAYS_DEFAULT
}
export const payDeadlineMs = (days: number) => days * DAY_MS

/** Reminders before the pay deadline: one when a day is left, one when two hours are left; each once. */
export const PAY_REMINDERS = [
  { key: '24h', beforeMs: 24 * HOUR_MS },
  { key: '2h', beforeMs: 2 * HOUR_MS },
] as const

/** A second-chance offer stays open this long; accepted, the item gets its own pay deadline. */
const SECOND_CHANCE_HOURS = 48
export const SECOND_CHANCE_MS = SECOND_CHANCE_HOURS * HOUR_MS

/** Active (not lifted) strikes at which bidding, buy-now and accepting offers are refused. */
export const STRIKES_TO_BLOCK = 2

/** Whether a member with `active` strikes may bid and buy. */
export const blockedByStrikes = (active: number) => active >= STRIKES_TO_BLOCK

/** Where a member sees their strikes. */
export const STRIKES_HREF = '/u/hesapbilgilerim'
