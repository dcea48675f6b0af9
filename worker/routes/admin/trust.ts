// Console: the shill-bidding desk (docs/shill-desk.md). GET /api/admin/shill ranks bidder–seller pairs with their
// evidence; POST /api/admin/shill/{bidder}/{seller} records an editor's decision. Editors only.
import { ShillPairParams, ShillReviewForm, type ShillReviewAnswer } from '#common/schemas/shill.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { reviewShillPair, shillDesk } from '../../domain/trust/shill-desk.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

export const adminTrust = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/shill', async (c) => c.json(await shillDesk(c.var.db)))
  .post('/shill/:bidder/:seller', async (c) => {
    const { bidder, seller } = readParams(c, ShillPairParams)
    const form = await readBody(c, ShillReviewForm)
    const message = await reviewShillPair(c.var.db, c.env, currentUser(c), bidder, seller, form)
    return c.json({ message } satisfies z.input<typeof ShillReviewAnswer>)
  })
