// The museum filing's list (docs/law.md "Cultural property"): the cultural-property lots starting between two
// days, as CSV. By default the coming 30 days, since the filing is due before the auction. A plain link: the
// editor's cookie goes with it.
import { buttonClass } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { tr } from '#common/messages.ts'
import { toWireTime } from '#common/time.ts'
import { useState } from 'react'

const m = tr.lotLaw
const DAY = 86_400_000
const day = (ms: number) => toWireTime(ms).slice(0, 10)
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

export function CulturalReportCard() {
  const [from, setFrom] = useState(() => day(Date.now()))
  const [to, setTo] = useState(() => day(Date.now() + 30 * DAY))
  const valid = DAY_RE.test(from) && DAY_RE.test(to) && from <= to
  return (
    <SectionCard title={m.reportTitle}>
      <div className="space-y-3" data-testid="cultural-report">
        <p className="text-sm text-ink-muted">{m.reportLead}</p>
        <div className="grid max-w-md grid-cols-2 gap-3">
          <TextField label={m.reportFrom} type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={DAY_RE.test(from) ? undefined : m.reportDayInvalid} />
          <TextField
            label={m.reportTo}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={!DAY_RE.test(to) ? m.reportDayInvalid : from > to ? m.reportRangeOrder : undefined}
          />
        </div>
        {valid ? (
          <a href={`/api/admin/reports/cultural-property?from=${from}&to=${to}`} download className={buttonClass('secondary', 'sm')}>
            {tr.moneyLaw.download}
          </a>
        ) : null}
      </div>
    </SectionCard>
  )
}
