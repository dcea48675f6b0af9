// Protected payment, the seller's money and returns (docs/after-the-hammer.md): the numbers and the pure
// rules, once. Integer kuruş and UTC milliseconds.
import { isValidTurkishIban } from './validation/iban.ts'
import { isValidTckn } from './validation/tckn.ts'

const DAY_MS = 86_400_000
/** A delivered item's payment is released to the seller this long after delivery when the buyer neither confirms nor complains. */
const RELEASE_AFTER_DAYS = 3
export const RELEASE_AFTER_MS = RELEASE_AFTER_DAYS * DAY_MS
/** The buyer may open a return this long after confirming the item (or its automatic confirmation). */
const RETURN_WINDOW_DAYS = 14
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * DAY_MS

/** Why a buyer returns an item (the return dialog's choices; stored as the code). */
export const RETURN_REASONS = ['not_as_described', 'damaged', 'wrong_item', 'not_original', 'missing_parts', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
/** What a stored return may say: a reason of the dialog, or `withdrawal` (cayma, which needs none: common/cayma.ts). */
export const RETURN_KINDS = [...RETURN_REASONS, 'withdrawal'] as const
export type ReturnKind = (typeof RETURN_KINDS)[number]
export const RETURN_NOTE_MAX = 500

/** Where a sale's money is, as the seller and editors see it. */
export const MONEY_STATES = ['held', 'released', 'profile_missing', 'return_open', 'returned', 'clawback', 'refunded'] as const
export type MoneyState = (typeof MONEY_STATES)[number]

/** The profile fields a seller needs to become a sub-merchant: name, T.C. Kimlik No, account holder and IBAN. */
export type PayoutProfile = {
  first_name: string | null
  last_name: string | null
  tckn: string | null
  bank_account_name: string | null
  bank_iban: string | null
}
export const payoutProfileComplete = (u: PayoutProfile) =>
  Boolean(u.first_name?.trim() && u.last_name?.trim() && u.bank_account_name?.trim()) &&
  isValidTckn(u.tckn ?? '') &&
  isValidTurkishIban(u.bank_iban ?? '')

/** "TR…1234": an IBAN as the seller's money view shows it. */
export const maskIban = (iban: string | null | undefined) => (iban && iban.length >= 8 ? `TR…${iban.slice(-4)}` : null)

/** May the buyer open a return now? Only at status 5, within the window from the confirmation. */
export const returnWindowOpen = (confirmedAt: number | null, now: number) => confirmedAt !== null && now <= confirmedAt + RETURN_WINDOW_MS
