// docs/architecture.md "API conventions": POST /api/admin/auctions/{id}/approve and /reject { reason }. Editors only.
// Also the review queue (GET /api/admin/auctions?status=&q=&page=), one listing's full review
// (GET /api/admin/auctions/{id}), its showcase label and badge (PUT …/showcase) and the console's counts
// (GET /api/admin/summary), and the ledger repair (POST …/resync).
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { ReviewAnswer } from '#common/schemas/admin-answers.ts'
import { AdminAuctionQuery, ApproveForm, IdParam, RejectForm, ShowcaseForm } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { dashboardCounts, listForReview, loadReview, setShowcase } from '../../domain/admin/auctions.ts'
import { approveAuction, rejectAuction } from '../../domain/admin/approval.ts'
import { repairRoom } from '../../domain/auctions/rooms.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { toReview, toReviewRow } from '../../resources/admin-rows.ts'
import { serverTime } from '../../resources/auctions.ts'
import { editorOnly } from './guard.ts'

export const adminAuctions = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/summary', async (c) => c.json({ counts: await dashboardCounts(c.var.db), server_time: serverTime() }))
  .get('/auctions', async (c) => {
    const page = await listForReview(c.var.db, readQuery(c, AdminAuctionQuery))
    return c.json({ auctions: { ...page, data: page.data.map(toReviewRow) }, server_time: serverTime() })
  })
  .get('/auctions/:id', async (c) => {
    const me = currentUser(c)
    return c.json(toReview(await loadReview(c.var.db, me, readParams(c, IdParam).id), me.id) satisfies z.input<typeof ReviewAnswer>)
  })
  .put('/auctions/:id/showcase', async (c) => {
    await setShowcase(c.var.db, currentUser(c), readParams(c, IdParam).id, await readBody(c, ShowcaseForm))
    return c.json({ message: tr.admin.showcaseSaved } satisfies MessageAnswer)
  })
  // Re-push the room's whole ledger to D1 from seq 1 (repair of auctions that lost bids; party/README.md).
  .post('/auctions/:id/resync', async (c) => {
    const { id } = readParams(c, IdParam)
    if (!(await repairRoom(c.env, id))) throw notFound(tr.admin.ledgerUnavailable)
    return c.json({ message: tr.admin.ledgerResync } satisfies MessageAnswer)
  })
  .post('/auctions/:id/approve', async (c) => {
    const { id } = readParams(c, IdParam)
    return c.json(await approveAuction(c.var.db, c.env, currentUser(c), id, await readBody(c, ApproveForm), Date.now(), (work) =>
      c.executionCtx.waitUntil(work),
    ))
  })
  .post('/auctions/:id/reject', async (c) =>
    c.json(await rejectAuction(c.var.db, currentUser(c), readParams(c, IdParam).id, (await readBody(c, RejectForm)).reason, c.env)),
  )
