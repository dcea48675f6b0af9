// DESIGN.md "Conventions": POST /api/admin/auctions/{id}/approve and /reject { reason }. Editors only.
import { Hono } from 'hono'
import { IdParam, RejectForm } from '#common/schemas/admin.ts'
import { approveAuction, rejectAuction } from '../../domain/approval.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireEditor } from '../../middleware/auth.ts'

export const adminAuctions = new Hono<AppEnv>()
  .use(requireEditor)
  .post('/auctions/:id/approve', async (c) => c.json(await approveAuction(c.var.db, c.env, currentUser(c), readParams(c, IdParam).id)))
  .post('/auctions/:id/reject', async (c) =>
    c.json(await rejectAuction(c.var.db, currentUser(c), readParams(c, IdParam).id, (await readBody(c, RejectForm)).reason)),
  )
