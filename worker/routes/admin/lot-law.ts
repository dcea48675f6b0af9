// Console: cultural property and the cayma exception of single lots (docs/law.md "Cultural property",
// "Cayma exceptions"): the document of a lot (its opening recorded before it is served, since the approval asks
// for it), the clearing of a seller's m.15 mark, and the museum filing's CSV, read with the editor's cookie from a link.
import { CulturalReportQuery } from '#common/lot-law.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { IdParam } from '#common/schemas/admin.ts'
import { notFound } from '#common/errors.ts'
import { Hono } from 'hono'
import { clearCaymaException, culturalReport, openCulturalDocument } from '../../domain/law/lot-law.ts'
import type { AppEnv } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { privateFileResponse } from '../../lib/private-file.ts'
import { readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

export const adminLotLaw = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/auctions/:id/cultural-document', async (c) => {
    const key = await openCulturalDocument(c.var.db, currentUser(c), readParams(c, IdParam).id)
    const object = await c.env.PHOTOS.get(key)
    if (!object) throw notFound()
    return privateFileResponse(object)
  })
  .delete('/auctions/:id/cayma-exception', async (c) =>
    c.json((await clearCaymaException(c.var.db, currentUser(c), readParams(c, IdParam).id)) satisfies MessageAnswer),
  )
  .get('/reports/cultural-property', async (c) => {
    const range = readQuery(c, CulturalReportQuery)
    const { csv } = await culturalReport(c.var.db, range, appOrigin(c.env))
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="kultur-varligi-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  })
