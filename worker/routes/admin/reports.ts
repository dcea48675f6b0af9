// Console: the notice-and-takedown queue "Şikayetler" (docs/notice-and-takedown.md): the waiting reports and
// objections with their due time, the files, and the decisions (remove, reject, decide an objection).
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { AdminReportsAnswer, AdminReportsQuery, ObjectionDecisionForm, ReportDecisionForm, ReportHoursForm } from '#common/reports.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { decideObjection, rejectReport, removeReported } from '../../domain/law/report-decisions.ts'
import { reportFileKey, reportQueue, saveReportHours } from '../../domain/law/reports.ts'
import type { AppEnv } from '../../env.ts'
import { privateFileResponse } from '../../lib/private-file.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

const FileParam = RowIdParam.extend({ n: z.coerce.number().int().min(0).max(5).catch(-1) })

export const adminReports = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/reports', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const { status } = readQuery(c, AdminReportsQuery)
    return c.json((await reportQueue(c.var.db, status)) satisfies z.input<typeof AdminReportsAnswer>)
  })
  .get('/reports/:id/files/:n', async (c) => {
    const { id, n } = readParams(c, FileParam)
    const key = n < 0 ? null : await reportFileKey(c.var.db, id, n)
    const object = key ? await c.env.PHOTOS.get(key) : null
    if (!object) throw notFound()
    return privateFileResponse(object)
  })
  .post('/reports/:id/remove', async (c) => {
    const { id } = readParams(c, RowIdParam)
    const { reason } = await readBody(c, ReportDecisionForm, 'json')
    return c.json((await removeReported(c.var.db, c.env, currentUser(c), id, reason)) satisfies MessageAnswer)
  })
  .post('/reports/:id/reject', async (c) => {
    const { id } = readParams(c, RowIdParam)
    const { reason } = await readBody(c, ReportDecisionForm, 'json')
    return c.json((await rejectReport(c.var.db, currentUser(c), id, reason)) satisfies MessageAnswer)
  })
  .post('/reports/:id/objection', async (c) => {
    const { id } = readParams(c, RowIdParam)
    const { decision, reason } = await readBody(c, ObjectionDecisionForm, 'json')
    return c.json((await decideObjection(c.var.db, c.env, currentUser(c), id, decision, reason)) satisfies MessageAnswer)
  })
  .put('/settings/report-hours', async (c) => {
    await saveReportHours(c.var.db, currentUser(c), (await readBody(c, ReportHoursForm)).report_response_hours)
    return c.json({ message: tr.reports.hoursSaved } satisfies MessageAnswer)
  })
