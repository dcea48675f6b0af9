// Refused bids by reason on the system page (docs/operations.md "Metrics"): one stacked bar per bucket
// (uPlot draws the running totals over each other, the tallest first), the four most frequent reasons of
// the range in their own colour and the rest as "Diğer". The legend below names every reason with its total
// and its path (POST or the room's socket), so the figures are read as text at 390 px and by screen
// readers, not from the colours alone; the table under the chart has each bucket's figures by reason.
import { ta } from '#client/i18n/tr-admin.ts'
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { useMemo } from 'react'
import { axis } from './system-chart-data.ts'
import { UplotChart, type ChartProps, type ChartSeries, type Tone } from './uplot-chart.tsx'

const t = ta.system
const TONES: Tone[] = ['danger', 'accent', 'brand', 'brand-light']
const SWATCHES = ['bg-danger-600', 'bg-accent-500', 'bg-brand-500', 'bg-brand-300'] as const
const OTHER = { tone: 'muted' as Tone, swatch: 'bg-slate-400' }

/** The four most frequent reasons of the range, each its own layer; every other reason in "Diğer". */
function layers(s: SystemStatsAnswer) {
  const top = s.refusals.reasons.slice(0, TONES.length).map((r) => r.reason)
  const others = s.refusals.reasons.length > top.length
  return { top, names: [...top.map((r) => t.reason(r)), ...(others ? [t.refusalsOther] : [])] }
}

export function refusalChart(s: SystemStatsAnswer): ChartProps {
  const { x, span } = axis(s)
  const { top, names } = layers(s)
  const layerOf = (reason: string) => (top.includes(reason) ? top.indexOf(reason) : top.length)
  const own = names.map((_, i) => {
    const perBucket = new Map<number, number>()
    for (const b of s.refusals.buckets) if (layerOf(b.reason) === i) perBucket.set(b.t, (perBucket.get(b.t) ?? 0) + b.n)
    return x.map((at) => perBucket.get(at) ?? 0)
  })
  // Running totals from the bottom (the most frequent) up; drawn the tallest first so each layer shows.
  const running = own.map((_, i) => x.map((__, k) => own.slice(0, i + 1).reduce((n, col) => n + (col[k] ?? 0), 0)))
  const tone = (i: number) => (i < top.length ? TONES[i]! : OTHER.tone)
  const series: ChartSeries[] = running.map((values, i) => ({ label: names[i]!, values, tone: tone(i) })).reverse()
  const total = s.refusals.reasons.reduce((n, r) => n + r.n, 0)
  const title = t.refusals(s.bucket_minutes)
  return {
    id: 'refusals',
    x,
    span,
    counts: true,
    overlaid: true,
    summary: t.refusalsSummary(title, total, s.refusals.reasons.map((r) => `${t.reason(r.reason)} ${r.n}`).join(', ')),
    series: series.length > 0 ? series : [{ label: title, values: x.map(() => 0), tone: 'danger' }],
    table: own.map((values, i) => ({ label: names[i]!, values, tone: tone(i) })),
  }
}

export function RefusalChart({ s }: { s: SystemStatsAnswer }) {
  const { top } = layers(s)
  const p = useMemo(() => refusalChart(s), [s])
  const swatch = (reason: string) => (top.includes(reason) ? SWATCHES[top.indexOf(reason)]! : OTHER.swatch)
  const { reasons } = s.refusals
  return (
    <figure className="min-w-0 rounded-card bg-surface p-4 shadow-card ring-1 ring-line" data-chart="refusals">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{t.refusals(s.bucket_minutes)}</span>
        <span className="whitespace-nowrap text-ink-muted tabular">Σ {reasons.reduce((n, r) => n + r.n, 0)}</span>
      </figcaption>
      <UplotChart p={p} />
      {reasons.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t.refusalsNone}</p>
      ) : (
        <ul className="mt-3 grid gap-y-1.5 text-sm">
          {reasons.map((r) => (
            <li key={r.reason} className="flex items-baseline gap-2">
              <span className={`inline-block size-2.5 shrink-0 rounded-sm ${swatch(r.reason)}`} aria-hidden="true" />
              <span className="min-w-0 flex-1 text-ink">{top.includes(r.reason) ? t.reason(r.reason) : `${t.reason(r.reason)} (${t.refusalsOther})`}</span>
              <span className="font-semibold text-ink tabular">{r.n}</span>
              <span className="text-xs text-ink-muted tabular">{t.refusalPaths(r.post, r.socket)}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  )
}
