// The console's e-commerce withholding setting and the monthly reports' month (docs/law.md "Money the law
// touches"). Form strings are coerced; each wrong field answers its own Turkish sentence.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { REPORT_MONTH, WITHHOLDING_MAX_PERCENT } from '../withholding.ts'
import { flag, form } from './admin.ts'

const m = tr.moneyLaw

/** PUT /api/admin/settings/withholding: on or off, and the rate as a percentage with at most two decimals. */
export const WithholdingForm = form({
  withholding_enabled: flag(false),
  withholding_rate: z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: m.withholdingRateInvalid })
      .refine((p) => Number.isFinite(p) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, m.withholdingRateInvalid)
      .min(0, m.withholdingRateInvalid)
      .max(WITHHOLDING_MAX_PERCENT, m.withholdingRateInvalid)
      .transform((p) => Math.round(p * 100)),
  ),
})
export type WithholdingForm = z.output<typeof WithholdingForm>

/** ?month=YYYY-MM of the monthly reports. */
export const ReportMonthQuery = z.object({
  month: z.string({ error: m.reportMonthInvalid }).regex(REPORT_MONTH, m.reportMonthInvalid),
})
