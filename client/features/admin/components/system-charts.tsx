// The system page's charts (docs/operations.md "Metrics"), loaded only when the page is opened. Plain SVG:
// a handful of bar charts of at most 60 bars need no library (uPlot, the smallest well-kept one, is 51 KB
// minified, 22 KB gzipped; these charts are a few hundred bytes of markup code). Each chart scales to its
// card's width, so it reads at 390 px as at 1280; its numbers are also in its label for screen readers.
import { ta } from '#client/i18n/tr-admin.ts'
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { formatDateTime } from '#common/time.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { systemStatsQuery } from '../queries.ts'
import { RefusalChart } from './refusal-chart.tsx'

const t = ta.system
type Bucket = { t: number; n: number }

/** Every slot of the range, the empty ones as zero, so a quiet minute shows as a gap. */
function slots(buckets: Bucket[], from: number, to: number, minutes: number): Bucket[] {
  const size = minutes * 60_000
  const byT = new Map(buckets.map((b) => [b.t, b.n]))
  const out: Bucket[] = []
  for (let at = from; at < to; at += size) out.push({ t: at, n: byT.get(at) ?? 0 })
  return out
}

const clock = (ms: number) => formatDateTime(ms).slice(11)

function Bars({ title, data, tone = 'brand' }: { title: string; data: Bucket[]; tone?: 'brand' | 'danger' | 'accent' }) {
  const peak = Math.max(0, ...data.map((d) => d.n))
  const total = data.reduce((n, d) => n + d.n, 0)
  const W = 300
  const H = 90
  const w = W / Math.max(1, data.length)
  const fill = { brand: 'fill-brand-500', danger: 'fill-danger-600', accent: 'fill-accent-500' }[tone]
  return (
    <figure className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-ink-muted tabular">
          Σ {Math.round(total * 10) / 10} · max {Math.round(peak * 10) / 10}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="mt-3 h-24 w-full" role="img" aria-label={t.chartSummary(title, Math.round(total), Math.round(peak))}>
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="stroke-line" strokeWidth="1" />
        {data.map((d, i) =>
          d.n > 0 ? <rect key={d.t} x={i * w + w * 0.1} width={w * 0.8} y={H - (d.n / peak) * (H - 4)} height={(d.n / peak) * (H - 4)} className={fill} /> : null,
        )}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-muted tabular" aria-hidden="true">
        <span>{data[0] ? clock(data[0].t) : ''}</span>
        <span>{data.at(-1) ? clock(data.at(-1)!.t) : ''}</span>
      </div>
    </figure>
  )
}

function Funnel({ p }: { p: SystemStatsAnswer['payments'] }) {
  const steps = [['started', p.started], ['three_ds', p.three_ds], ['paid', p.paid], ['failed', p.failed]] as const
  const top = Math.max(1, p.started)
  return (
    <figure className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <figcaption className="text-sm font-semibold text-ink">{t.funnel}</figcaption>
      <dl className="mt-3 space-y-2 text-sm">
        {steps.map(([key, n]) => (
          <div key={key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2">
            <dt className="text-ink-muted">{t.funnelSteps[key]}</dt>
            <div className="h-3 rounded bg-slate-100" aria-hidden="true">
              <div className={`h-3 rounded ${key === 'failed' ? 'bg-danger-600' : 'bg-brand-500'}`} style={{ width: `${(n / top) * 100}%` }} />
            </div>
            <dd className="text-right font-semibold text-ink tabular">{n}</dd>
          </div>
        ))}
      </dl>
    </figure>
  )
}

function Outbox({ o }: { o: SystemStatsAnswer['outbox'] }) {
  const tiles: Array<[string, string | number, boolean]> = [
    [t.waiting, o.waiting, false],
    [t.oldestLabel, t.oldest(o.oldest_waiting_s), false],
    [t.deadNow, o.dead, o.dead > 0],
    [t.sent, o.sent, false],
    [t.died, o.died, o.died > 0],
  ]
  return (
    <figure className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <figcaption className="text-sm font-semibold text-ink">{t.outbox}</figcaption>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map(([label, value, bad]) => (
          <div key={label}>
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className={`text-lg font-bold tabular ${bad ? 'text-danger-700' : 'text-ink'}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  )
}

export default function SystemCharts() {
  const [range, setRange] = useState<'hour' | 'day'>('hour')
  const q = useQuery(systemStatsQuery(range))
  const s = q.data
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
      {!s ? (
        <p className="text-sm text-ink-muted">{t.loading}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          <Bars title={t.bids(s.bucket_minutes)} data={slots(s.bids, s.from, s.to, s.bucket_minutes)} />
          <RefusalChart s={s} />
          <Bars title={t.errors} data={slots(s.errors, s.from, s.to, 5)} tone="danger" />
          <Bars title={t.closeLag} data={slots(s.close_lag_s, s.from, s.to, s.bucket_minutes)} tone="accent" />
          <Funnel p={s.payments} />
          <Outbox o={s.outbox} />
        </div>
      )}
    </section>
  )
}
