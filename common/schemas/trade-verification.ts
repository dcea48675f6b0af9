// The verification rule's schemas (the rule itself: common/trade-verification.ts).
import { z } from 'zod'
import * as tr from '../messages/trade.ts'
import { TRADE_VERIFICATION_LEVELS } from '../trade-verification.ts'

export const TradeVerificationLevel = z.enum(TRADE_VERIFICATION_LEVELS, { error: tr.tradeVerification.levelInvalid })

/** PUT /api/admin/settings/verification */
export const TradeVerificationForm = z.object({ trade_verification: TradeVerificationLevel })
