// Console: withdrawal requests ("Hatalı pey talepleri", docs/bidding.md "Withdrawing a bid entered wrongly").
// GET /api/admin/bid-withdrawals lists them; POST /api/admin/bid-withdrawals/{id} approves or rejects one. Editors only.
import { WithdrawalDecisionForm, WithdrawalIdParam, type WithdrawalDecisionAnswer } from '#common/schemas/withdrawal.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { decideWithdrawalRequest, withdrawalDesk } from '../../domain/trust/withdrawal-desk.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

export const adminWithdrawals = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/bid-withdrawals', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await withdrawalDesk(c.var.db))
  })
  .post('/bid-withdrawals/:id', async (c) => {
    const { id } = readParams(c, WithdrawalIdParam)
    const form = await readBody(c, WithdrawalDecisionForm)
    return c.json((await decideWithdrawalRequest(c.var.db, c.env, currentUser(c), id, form)) satisfies z.input<typeof WithdrawalDecisionAnswer>)
  })
