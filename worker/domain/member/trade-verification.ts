// What a member must verify before bidding and buying: the editors' setting in
// `settings` (common/trade-verification.ts), checked by the bid and buy-now routes before the room is
// asked (on the bid path read in the same statement as the session: authenticateTrader in worker/domain/member/auth.ts),
// shown in the detail answer so the bid box warns before any dialog, and stated in the help centre.
import { blockedByStrikes, STRIKES_HREF, STRIKES_TO_BLOCK } from '#common/after-the-hammer.ts'
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import {
  readTradeVerification,
  TRADE_VERIFICATION_KEY,
  VERIFY_HREF,
  verificationNeeded,
  type TradeVerification,
} from '#common/trade-verification.ts'
import { eq, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings, users } from '../../db/schema/index.ts'
import { activeStrikesSql } from './strikes.ts'
import { saveSetting } from '../platform/settings.ts'

const levelQuery = (db: Db) => db.select({ value: settings.value }).from(settings).where(eq(settings.key, TRADE_VERIFICATION_KEY)).limit(1)

/** The current setting; the spec's default ('none') when editors never chose. */
export async function tradeVerificationLevel(db: Db): Promise<TradeVerification> {
  const [row] = await levelQuery(db)
  return readTradeVerification(row?.value)
}

/** The setting's value as a scalar subquery (null when editors never chose), for a statement that reads it along. */
export const tradeVerificationSetting = sql<string | null>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${TRADE_VERIFICATION_KEY})`

/** The member's verification dates and the setting, in one statement (batchable). */
export const verificationStateQuery = (db: Db, userId: number | Placeholder) =>
  db
    .select({
      email_verified_at: users.email_verified_at,
      phone_verified_at: users.phone_verified_at,
      level: sql<string | null>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${TRADE_VERIFICATION_KEY})`,
      strikes: activeStrikesSql(userId),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)

/** What is still missing for the rows of verificationStateQuery (null: nothing). */
export const missingVerification = (rows: Awaited<ReturnType<typeof verificationStateQuery>>) =>
  rows[0] ? verificationNeeded(readTradeVerification(rows[0].level), rows[0]) : null

/** The refusal: 403 with the sentence the bid box shows and the page where the member verifies. */
export const verificationRequired = (what: 'email' | 'phone') =>
  new ApiError(403, { message: tr.tradeVerification.needed[what], verify_url: VERIFY_HREF })

/** The refusal of a member with too many non-payer strikes (docs/after-the-hammer.md "Strikes"). */
export const struckOut = () => new ApiError(403, { message: tr.afterHammer.blocked(STRIKES_TO_BLOCK), verify_url: STRIKES_HREF })

/** Whether the rows of verificationStateQuery belong to a member blocked by strikes. */
const isStruckOut = (rows: Awaited<ReturnType<typeof verificationStateQuery>>) => blockedByStrikes(rows[0]?.strikes ?? 0)

/**
 * Throws the refusal when the member is blocked by non-payer strikes, or the setting asks for something
 * `userId` has not verified. One round trip.
 */
export async function assertMayTrade(db: Db, userId: number) {
  const rows = await verificationStateQuery(db, userId)
  if (isStruckOut(rows)) throw struckOut()
  const what = missingVerification(rows)
  if (what) throw verificationRequired(what)
}

export async function saveTradeVerification(db: Db, editor: { id: number }, level: TradeVerification, now = Date.now()) {
  await saveSetting(db, editor.id, TRADE_VERIFICATION_KEY, level, await tradeVerificationLevel(db), now)
}
