// Console: the e-commerce withholding's setting and the monthly reports for the accountant
// (docs/law.md "Money the law touches"). The reports are CSV files, read with the editor's cookie from a link.
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { ReportMonthQuery, WithholdingForm } from '#common/schemas/money-law.ts'
import { Hono } from 'hono'
import { volumeReport, withholdingReport } from '../../domain/law/money-reports.ts'
import { saveWithholding } from '../../domain/law/withholding.ts'
import type { AppEnv } from '../../env.ts'
import { currentUser } from '../../middleware/auth.ts'
import { readBody, readQuery } from '../../lib/validate.ts'
import { editorOnly } from './guard.ts'

const csvFile = (csv: string, name: string) =>
  new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })

export const adminMoneyLaw = new Hono<AppEnv>()
  .use(editorOnly)
  .put('/settings/withholding', async (c) => {
    await saveWithholding(c.var.db, currentUser(c), await readBody(c, WithholdingForm))
    return c.json({ message: tr.moneyLaw.withholdingSaved } satisfies MessageAnswer)
  })
  .get('/reports/withholding', async (c) => {
    const { month } = readQuery(c, ReportMonthQuery)
    return csvFile((await withholdingReport(c.var.db, month)).csv, `stopaj-${month}.csv`)
  })
  .get('/reports/net-volume', async (c) => {
    const { month } = readQuery(c, ReportMonthQuery)
    return csvFile((await volumeReport(c.var.db, month)).csv, `net-islem-hacmi-${month}.csv`)
  })
