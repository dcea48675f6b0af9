// Beyond the spec (docs/law.md "Seller kind"): GET and PUT /api/seller-identity, the member's own kind
// and trader identity. Editors verify it in the console (worker/routes/admin/people.ts).
import { SellerIdentityAnswer, SellerIdentityForm } from '#common/seller-identity.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { ownSellerIdentity, saveSellerIdentity } from '../../domain/member/seller-identity.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const sellerIdentityRoutes = new Hono<AppEnv>()
  .get('/seller-identity', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json((await ownSellerIdentity(c.var.db, currentUser(c).id)) satisfies z.input<typeof SellerIdentityAnswer>)
  })
  .put('/seller-identity', requireUser, async (c) =>
    c.json((await saveSellerIdentity(c.var.db, currentUser(c).id, await readBody(c, SellerIdentityForm))) satisfies z.input<typeof SellerIdentityAnswer>),
  )
