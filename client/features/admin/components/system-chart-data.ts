// The system page's answer turned into uPlot's columns (system-charts.tsx): every bucket of the range on
// the time axis, an empty one as zero for bars (a quiet minute shows as a gap between bars) and as no
// point for lines (no decision is not a fast one).
import { ta } from '#client/i18n/tr-admin.ts'
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import type { ChartProps } from './uplot-chart.tsx'

const t = ta.system
type Bucket = { t: number }

/** The start of every bucket of the range, and the axis' span (half a bucket either side, for the bars). */
export function axis(s: SystemStatsAnswer, minutes = s.bucket_minutes) {
  const size = minutes * 60_000
  const x: number[] = []
  for (let at = s.from; at < s.to; at += size) x.push(at)
  return { x, span: [s.from - size / 2, s.to - size / 2] as [number, number] }
}

/** One column of `rows` aligned on `x`: `pick` of the row at each bucket, `empty` where there is none. */
export function column<R extends Bucket>(x: number[], rows: R[], pick: (r: R) => number | null, empty: number | null = 0) {
  const byT = new Map(rows.map((r) => [r.t, r]))
  return x.map((at) => {
    const r = byT.get(at)
    return r ? pick(r) : empty
  })
}

const sum = (values: (number | null)[]) => values.reduce<number>((n, v) => n + (v ?? 0), 0)
const peak = (values: (number | null)[]) => Math.max(0, ...values.map((v) => v ?? 0))

/** A count per bucket as bars. */
export function countChart(s: SystemStatsAnswer, id: string, title: string, rows: { t: number; n: number }[], tone: 'brand' | 'danger' | 'accent', minutes = s.bucket_minutes): ChartProps {
  const { x, span } = axis(s, minutes)
  const values = column(x, rows, (r) => r.n)
  return { id, x, span, counts: true, summary: t.chartSummary(title, Math.round(sum(values)), Math.round(peak(values))), series: [{ label: title, values, tone }] }
}

/** Bid decision times: the mean and the slowest of each bucket, as lines with their points. */
export function decisionChart(s: SystemStatsAnswer): ChartProps {
  const { x, span } = axis(s)
  const rows = s.decision_ms
  const n = rows.reduce((k, r) => k + r.n, 0)
  const mean = n > 0 ? Math.round((rows.reduce((k, r) => k + r.mean * r.n, 0) / n) * 10) / 10 : 0
  return {
    id: 'decision',
    x,
    span,
    summary: t.decisionSummary(t.decision(s.bucket_minutes), n, mean, Math.max(0, ...rows.map((r) => r.max))),
    series: [
      { label: t.decisionMean, values: column(x, rows, (r) => r.mean, null), tone: 'brand', kind: 'line' },
      { label: t.decisionMax, values: column(x, rows, (r) => r.max, null), tone: 'accent', kind: 'line' },
    ],
  }
}

/** Mail and SMS per bucket: the dead as bars, queued and sent as points (a quiet bucket has none). */
export function flowChart(s: SystemStatsAnswer): ChartProps {
  const { x, span } = axis(s)
  const f = s.outbox_flow
  const queued = column(x, f, (r) => r.queued || null, null)
  const sent = column(x, f, (r) => r.sent || null, null)
  const died = column(x, f, (r) => r.died)
  return {
    id: 'outbox',
    x,
    span,
    counts: true,
    summary: t.flowSummary(t.flow(s.bucket_minutes), sum(queued), sum(sent), sum(died)),
    series: [
      { label: t.flowSteps.died!, values: died, tone: 'danger' },
      { label: t.flowSteps.queued!, values: queued, tone: 'brand-light', kind: 'line', ring: true },
      { label: t.flowSteps.sent!, values: sent, tone: 'brand', kind: 'line' },
    ],
  }
}

/** The payment funnel: four named bars, the failed one in the danger colour. */
export function funnelChart(p: SystemStatsAnswer['payments']): ChartProps {
  const steps = ['started', 'three_ds', 'paid', 'failed'] as const
  const categories = steps.map((k) => t.funnelSteps[k]!)
  const ok = [p.started, p.three_ds, p.paid, null]
  const failed = [null, null, null, p.failed]
  return {
    id: 'funnel',
    x: [0, 1, 2, 3],
    categories,
    counts: true,
    summary: t.funnelSummary(t.funnel, steps.map((k, i) => `${categories[i]} ${p[k]}`).join(', ')),
    series: [
      { label: t.funnel, values: ok, tone: 'brand' },
      { label: t.funnelSteps.failed!, values: failed, tone: 'danger' },
    ],
    table: [{ label: t.count, values: steps.map((k) => p[k]), tone: 'brand' }],
  }
}
