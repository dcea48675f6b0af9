// The monthly reports for the accountant (docs/law.md "Money the law touches"): pick a month, download the
// withholding report or the net transaction volume as CSV. Plain links: the editor's cookie goes with them.
import { buttonClass } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { tr } from '#common/messages.ts'
import { monthOf, REPORT_MONTH } from '#common/withholding.ts'
import { useState } from 'react'

const m = tr.moneyLaw

/** The month before this one in Istanbul: the one whose declaration is due. */
const lastMonth = () => {
  const [y, mo] = monthOf(Date.now()).split('-').map(Number) as [number, number]
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`
}

function Report({ title, hint, href, month }: { title: string; hint: string; href: string; month: string }) {
  const valid = REPORT_MONTH.test(month)
  return (
    <div className="flex flex-col gap-2 rounded-control border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-ink-muted">{hint}</p>
      </div>
      {valid ? (
        <a href={`${href}?month=${month}`} download className={buttonClass('secondary', 'sm')} aria-label={`${title}: ${m.download} (${month})`}>
          {m.download}
        </a>
      ) : null}
    </div>
  )
}

export function MoneyReportsCard() {
  const [month, setMonth] = useState(lastMonth)
  const valid = REPORT_MONTH.test(month)
  return (
    <SectionCard title={m.reportsTitle}>
      <div className="space-y-3" data-testid="money-reports">
        <p className="text-sm text-ink-muted">{m.reportsLead}</p>
        <TextField
          label={m.reportMonth}
          type="month"
          className="max-w-xs"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          error={valid ? undefined : m.reportMonthInvalid}
        />
        <Report title={m.withholdingReport} hint={m.withholdingReportHint} href="/api/admin/reports/withholding" month={month} />
        <Report title={m.volumeReport} hint={m.volumeReportHint} href="/api/admin/reports/net-volume" month={month} />
      </div>
    </SectionCard>
  )
}
