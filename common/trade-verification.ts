// The verification rule for bidding and buying: editors choose in the console what a
// member must have verified — nothing (the spec's default: any logged-in member may bid and buy), the
// e-mail address or the phone. The worker refuses, the bid box warns and the help centre states the
// rule from these few lines, so the three cannot disagree.

export const TRADE_VERIFICATION_LEVELS = ['none', 'email', 'phone'] as const
export type TradeVerification = (typeof TRADE_VERIFICATION_LEVELS)[number]
/** Storefront a member may bid and buy once logged in; verification is the editors' choice. */
export const DEFAULT_TRADE_VERIFICATION: TradeVerification = 'none'
/** The `settings` row that holds the choice. */
export const TRADE_VERIFICATION_KEY = 'trade_verification'
/** Where a member verifies the e-mail (resend link) and the phone (code): the account page. */
export const VERIFY_HREF = '/u/hesapbilgilerim'

/** A stored value, or the default when the row is missing or unreadable. */
export const readTradeVerification = (value: string | null | undefined): TradeVerification =>
  TRADE_VERIFICATION_LEVELS.includes(value as TradeVerification) ? (value as TradeVerification) : DEFAULT_TRADE_VERIFICATION

/** What this member still has to verify before bidding or buying: null when nothing. */
export function verificationNeeded(
  level: TradeVerification,
  user: { email_verified_at: unknown; phone_verified_at: unknown },
): 'email' | 'phone' | null {
  if (level === 'email' && user.email_verified_at == null) return 'email'
  if (level === 'phone' && user.phone_verified_at == null) return 'phone'
  return null
}

// Its schemas (the console's form, the settings answer) are common/schemas/trade-verification.ts: the lot
// page's bid box reads VERIFY_HREF here on a first visit, which builds no zod schema (docs/first-visit.md).
