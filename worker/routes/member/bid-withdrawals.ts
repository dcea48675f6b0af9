// Honest corrections (docs/bidding.md "Withdrawing a bid entered wrongly"): POST /api/bids/{id}/withdrawal, a
// member's request to withdraw a bid entered wrongly; GET /api/bids/{auctionId}/withdrawals, a lot's signed
// withdrawal entries for the public chain check (/dogrula, npm run verify:bids).
import { AuctionIdParam } from '#common/schemas/bids.ts'
import { BidIdParam, WithdrawalRequestForm, type LotWithdrawalsAnswer, type WithdrawalRequestAnswer } from '#common/schemas/withdrawal.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { lotWithdrawals, requestWithdrawal } from '../../domain/trust/withdrawal-request.ts'
import type { AppEnv } from '../../env.ts'
import { publicCache } from '../../middleware/cache.ts'
import { readBody, validParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const bidWithdrawalRoutes = new Hono<AppEnv>()
  .post('/bids/:id/withdrawal', requireUser, validParams(BidIdParam), async (c) => {
    const { id } = c.req.valid('param')
    const form = await readBody(c, WithdrawalRequestForm, 'json')
    return c.json((await requestWithdrawal(c.var.db, currentUser(c).id, id, form)) satisfies z.input<typeof WithdrawalRequestAnswer>, 201)
  })
  .get('/bids/:auctionId/withdrawals', publicCache(0, 5), validParams(AuctionIdParam), async (c) => {
    const { auctionId } = c.req.valid('param')
    return c.json((await lotWithdrawals(c.var.db, auctionId)) satisfies z.input<typeof LotWithdrawalsAnswer>)
  })
