// Beyond the spec (docs/notice-and-takedown.md): POST /api/reports, anyone's notice of illegal or infringing content
// (a guest's too, counted per address); GET /api/my-removals and POST /api/my-removals/{id}/objection, the owner's
// view of their removed content and their one objection with documents.
import { MyRemovalsAnswer, ObjectionForm, ReportCreatedAnswer, ReportForm } from '#common/reports.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { myRemovals, objectToRemoval } from '../../domain/law/report-decisions.ts'
import { receiveReport } from '../../domain/law/reports.ts'
import type { AppEnv } from '../../env.ts'
import { checkEvidence, storeEvidence } from '../../lib/evidence.ts'
import { peekBodyField, readBody, readParams } from '../../lib/validate.ts'
import { clientIp, currentUser, optionalUser, requireUser } from '../../middleware/auth.ts'
import { dampAddress } from '../../middleware/rate-limit.ts'

export const reportRoutes = new Hono<AppEnv>()
  .post('/reports', dampAddress('AUTH_ADDRESS_LIMIT'), optionalUser, async (c) => {
    const form = await readBody(c, ReportForm)
    const files = await checkEvidence(await peekBodyField(c, 'evidence'), 'evidence')
    const evidence = await storeEvidence(c.env.PHOTOS, files)
    const answer = await receiveReport(c.var.db, form, { userId: c.var.user?.id ?? null, ip: clientIp(c) }, evidence)
    return c.json(answer satisfies z.input<typeof ReportCreatedAnswer>, 201)
  })
  .get('/my-removals', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ removals: await myRemovals(c.var.db, currentUser(c).id) } satisfies z.input<typeof MyRemovalsAnswer>)
  })
  .post('/my-removals/:id/objection', requireUser, async (c) => {
    const { id } = readParams(c, RowIdParam)
    const form = await readBody(c, ObjectionForm)
    const documents = await storeEvidence(c.env.PHOTOS, await checkEvidence(await peekBodyField(c, 'documents'), 'documents'))
    return c.json((await objectToRemoval(c.var.db, currentUser(c).id, id, form.text, documents)) satisfies MessageAnswer)
  })
