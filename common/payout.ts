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

/**
 * When a refund shows on the card is the card's bank's to decide: iyzico says "usually a few days"
 * (docs.iyzico.com "İptal ve İade": "iadenin karta yansıma süresi ilgili bankaya göre değişebilmekte ve
 * genellikle birkaç gün sürmektedir"). The buyer is given a date this many working days after the refund,
 * by which it should be there and after which they should ask (docs/money-path.md "After a return").
 */
const REFUND_TO_CARD_WORKDAYS = 10
/** Türkiye keeps UTC+3 all year (no summer time since 2016): weekends are counted in that time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000

/** The date by which a refund made at `refundedAt` should show on the card: REFUND_TO_CARD_WORKDAYS weekdays on. */
export function refundReachesCardBy(refundedAt: number): number {
  let t = refundedAt
  for (let left = REFUND_TO_CARD_WORKDAYS; left > 0; ) {
    t += DAY_MS
    const weekday = new Date(t + ISTANBUL_OFFSET_MS).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return t
}
