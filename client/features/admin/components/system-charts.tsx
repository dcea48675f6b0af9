// The system page's charts (docs/operations.md "Metrics"), loaded only when the page is opened: this module
// and uPlot, which it alone imports, make the page's lazy chunk (never the app's). Each chart is a card
// that takes its column's width (one column at 390 px, two from md), drawn by uplot-chart.tsx with its
// figures in a table beneath for screen readers.
import { ta } from '#client/i18n/tr-admin.ts'
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { systemStatsQuery } from '../queries.ts'
import { RefusalChart } from './refusal-chart.tsx'
import { countChart, decisionChart, flowChart, funnelChart } from './system-chart-data.ts'
import { UplotChart, type ChartProps } from './uplot-chart.tsx'

const t = ta.system

function Card({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-card bg-surface p-4 shadow-card ring-1 ring-line" data-chart={id}>
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        {aside ? <span className="whitespace-nowrap text-ink-muted tabular">{aside}</span> : null}
      </figcaption>
      {children}
    </figure>
  )
}

/** A chart whose series name themselves: a key of colours under the chart. */
function Key({ p }: { p: ChartProps }) {
  const swatch = { brand: 'bg-brand-500', danger: 'bg-danger-600', accent: 'bg-accent-500', ink: 'bg-ink', muted: 'bg-slate-400', 'brand-light': 'bg-brand-300' }
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
      {p.series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${swatch[s.tone]}`} />
          {s.label}
        </li>
      ))}
    </ul>
  )
}

function OutboxNow({ o }: { o: SystemStatsAnswer['outbox'] }) {
  const tiles: Array<[string, string | number, boolean]> = [
    [t.waiting, o.waiting, false],
    [t.oldestLabel, t.oldest(o.oldest_waiting_s), false],
    [t.deadNow, o.dead, o.dead > 0],
    [t.sent, o.sent, false],
    [t.died, o.died, o.died > 0],
  ]
  return (
    <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
      {tiles.map(([label, value, bad]) => (
        <div key={label}>
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className={`text-lg font-bold tabular ${bad ? 'text-danger-700' : 'text-ink'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every chart's columns, built once per answer (uplot-chart.tsx redraws when they change). */
function useCharts(s: SystemStatsAnswer) {
  return useMemo(
    () => ({
      bids: countChart(s, 'bids', t.bids(s.bucket_minutes), s.bids, 'brand'),
      decision: decisionChart(s),
      lag: countChart(s, 'close-lag', t.closeLag, s.close_lag_s, 'accent'),
      errors: countChart(s, 'errors', t.errors, s.errors, 'danger', 5),
      funnel: funnelChart(s.payments),
      outbox: flowChart(s),
    }),
    [s],
  )
}

function Charts({ s }: { s: SystemStatsAnswer }) {
  const c = useCharts(s)
  const total = (p: ChartProps) => `Σ ${p.series[0]!.values.reduce<number>((n, v) => n + (v ?? 0), 0)}`
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Card id="bids" title={t.bids(s.bucket_minutes)} aside={total(c.bids)}>
        <UplotChart p={c.bids} />
      </Card>
      <RefusalChart s={s} />
      <Card id="decision" title={t.decision(s.bucket_minutes)}>
        <UplotChart p={c.decision} />
        <Key p={c.decision} />
      </Card>
      <Card id="close-lag" title={t.closeLag}>
        <UplotChart p={c.lag} />
      </Card>
      <Card id="funnel" title={t.funnel}>
        <UplotChart p={c.funnel} />
      </Card>
      <Card id="outbox" title={t.outbox}>
        <OutboxNow o={s.outbox} />
        <UplotChart p={c.outbox} />
        <Key p={c.outbox} />
        <p className="mt-1 text-xs text-ink-muted">{t.flowNote}</p>
      </Card>
      <Card id="errors" title={t.errors} aside={total(c.errors)}>
        <UplotChart p={c.errors} />
      </Card>
    </div>
  )
}

export default function SystemCharts() {
  const [range, setRange] = useState<'hour' | 'day'>('hour')
  const q = useQuery(systemStatsQuery(range))
  return (
    <section aria-labelledby="system-charts" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="system-charts" className="text-lg font-semibold text-ink">
          {t.chartsTitle}
        </h2>
        <div role="group" aria-label={t.rangeLabel} className="inline-flex rounded-lg ring-1 ring-line">
          {(['hour', 'day'] as const).map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
              className={`min-h-10 px-3 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ${range === r ? 'bg-brand-600 text-white' : 'bg-surface text-ink'}`}
            >
              {t.range[r]}
            </button>
          ))}
        </div>
      </div>
      {q.isError ? <p className="text-sm text-danger-700">{t.failed}</p> : null}
      {q.data ? <Charts s={q.data} /> : <p className="text-sm text-ink-muted">{t.loading}</p>}
    </section>
  )
}
