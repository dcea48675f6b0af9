// "Verilerimi indir" (docs/privacy.md "The member's own data"): POST starts an export built in the background,
// GET answers its state and, when ready, the link; the link serves the file to its own member only.
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { DataExportAnswer } from '#common/schemas/data-export.ts'
import { Hono } from 'hono'
import { buildExport, exportFile, exportView, latestExport, startExport } from '../../domain/member/data-export.ts'
import type { AppEnv } from '../../env.ts'
import { createDb } from '../../db/client.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const dataExportRoutes = new Hono<AppEnv>()
  .get('/user/data-export', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ export: exportView(await latestExport(c.var.db, currentUser(c).id)) } satisfies DataExportAnswer)
  })
  .post('/user/data-export', requireUser, async (c) => {
    const { row, started } = await startExport(c.var.db, currentUser(c).id)
    // Built after the answer, on the primary (not the request's read-replica session); the cron takes up
    // whatever this does not finish.
    if (started) c.executionCtx.waitUntil(buildExport(createDb(c.env.DB), c.env, row.id))
    const message = started ? tr.dataRights.exportStarted : tr.dataRights.exportRunning
    return c.json({ export: exportView(row), message } satisfies DataExportAnswer)
  })
  .get('/user/data-export/:id/file', requireUser, async (c) => {
    const id = Number(c.req.param('id'))
    const file = Number.isSafeInteger(id) ? await exportFile(c.var.db, c.env, currentUser(c).id, id) : null
    if (!file) throw notFound()
    const name = tr.dataRights.exportFileName(file.uploaded.toISOString().slice(0, 10))
    return new Response(file.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  })
