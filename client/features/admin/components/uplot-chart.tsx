// One chart of the system page drawn by uPlot (docs/operations.md "Metrics", why this library), with its
// figures as text: the canvas is an image named by its summary, and a table under it ("Sayılarla") holds
// every non-empty bucket, for screen readers and for reading exact values on a phone. The chart takes its
// card's width (a ResizeObserver redraws it), so it reads at 390 px as at 1280 (uPlot thins the ticks by width).
import { ta } from '#client/i18n/tr-admin.ts'
import { formatDateTime, TIME_ZONE } from '#common/time.ts'
import { useEffect, useRef, type RefObject } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

const t = ta.system
const HEIGHT = 176

export type Tone = 'brand' | 'danger' | 'accent' | 'ink' | 'muted' | 'brand-light'
/** `ring`: a line's points drawn as hollow rings, so a point of a later series at the same value shows inside. */
export type ChartSeries = { label: string; values: (number | null)[]; tone: Tone; kind?: 'bars' | 'line'; ring?: boolean }
export type ChartProps = {
  /** Names the chart in tests and styles (data-chart). */
  id: string
  /** What the image says to a screen reader: the title and the range's figures. */
  summary: string
  /** Bucket starts (UTC ms) on a time axis, or 0..n-1 with `categories` for named bars. */
  x: number[]
  series: ChartSeries[]
  /** The time axis' span: from the first bucket's start to the last's end. */
  span?: [number, number]
  categories?: string[]
  /** Whole numbers only on the value axis (counts). */
  counts?: boolean
  /** Series drawn over each other at the same x (a stack given as running totals). */
  overlaid?: boolean
  /** The table's columns when they are not the drawn series (a stack's own figures, the funnel's one column). */
  table?: ChartSeries[]
}

const VAR = { brand: '--color-brand-500', danger: '--color-danger-600', accent: '--color-accent-500', ink: '--color-ink', muted: '--color-slate-400', 'brand-light': '--color-brand-300' } as const
const FALLBACK = { brand: '#3f58b0', danger: '#dc2626', accent: '#f59e0b', ink: '#0f172a', muted: '#94a3b8', 'brand-light': '#8ea3dd' } as const
/** The design system's colours (client/styles.css), which a canvas cannot read from class names. */
function colour(tone: Tone | 'line' | 'muted-text'): string {
  const name = tone === 'line' ? '--color-line' : tone === 'muted-text' ? '--color-ink-muted' : VAR[tone]
  const value = typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || (tone === 'line' ? '#e2e8f0' : tone === 'muted-text' ? '#475569' : FALLBACK[tone])
}

const clock = (ms: number) => formatDateTime(ms).slice(11)
const STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]
const COUNT_STEPS = STEPS.filter((s) => s >= 1)
/** The value axis' top: the peak rounded up to a step that gives at most four gridlines, so the top is labelled. */
function top(max: number, counts: boolean) {
  if (!(max > 0)) return 1
  const step = (counts ? COUNT_STEPS : STEPS).find((s) => max / s <= 4) ?? max / 4
  return Math.ceil(max / step - 1e-9) * step
}
const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','))

function options(p: ChartProps, width: number): uPlot.Options {
  const axis = { stroke: colour('muted-text'), font: '12px system-ui, sans-serif', grid: { stroke: colour('line'), width: 1 }, ticks: { show: false } }
  const bars = uPlot.paths.bars!({ size: [p.overlaid ? 0.8 : 0.7, 40, 1], align: 0 })
  const last = Math.max(0, p.x.length - 1)
  return {
    width,
    height: HEIGHT,
    ms: 1,
    tzDate: (ms) => uPlot.tzDate(new Date(ms), TIME_ZONE),
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: p.categories ? { time: false, range: [-0.5, last + 0.5] } : { time: true, range: () => p.span ?? [p.x[0] ?? 0, p.x.at(-1) ?? 1] },
      y: { range: (_u, _min, max) => [0, top(max, !!p.counts)] },
    },
    axes: [
      p.categories
        ? { ...axis, size: 32, grid: { show: false }, splits: () => p.x, values: (_u, splits) => splits.map((i) => p.categories![i] ?? '') }
        : { ...axis, size: 32, grid: { show: false }, space: 64, values: (_u, splits) => splits.map(clock) },
      { ...axis, size: 44, ...(p.counts ? { incrs: COUNT_STEPS } : {}), values: (_u, splits) => splits.map(number) },
    ],
    series: [
      {},
      ...p.series.map((s) => ({
        label: s.label,
        stroke: colour(s.tone),
        width: s.kind === 'line' ? 2 : 0,
        ...(s.kind === 'line'
          ? { points: s.ring ? { show: true, size: 11, width: 2, stroke: colour(s.tone), fill: '#ffffff' } : { show: true, size: 5, fill: colour(s.tone) } }
          : { fill: colour(s.tone), paths: bars, points: { show: false } }),
      })),
    ],
  }
}

/** The rows of the table: the buckets with a figure, each at its Istanbul time (or the bar's name). */
function rows(p: ChartProps) {
  const at = (i: number) => (p.categories ? (p.categories[i] ?? '') : formatDateTime(p.x[i]!))
  return p.x.map((_, i) => ({ at: at(i), values: p.series.map((s) => s.values[i] ?? null) })).filter((r) => p.categories || r.values.some((v) => v !== null && v !== 0))
}

/** Draws `p` into `box` at the box's width and follows its resizing; built again when `p` changes. */
function usePlot(box: RefObject<HTMLDivElement | null>, p: ChartProps) {
  useEffect(() => {
    const el = box.current
    if (!el) return
    const width = () => Math.max(200, Math.floor(el.clientWidth))
    const u = new uPlot(options(p, width()), [p.x, ...p.series.map((s) => s.values)], el)
    const watch = new ResizeObserver(() => u.setSize({ width: width(), height: HEIGHT }))
    watch.observe(el)
    return () => {
      watch.disconnect()
      u.destroy()
    }
  }, [box, p])
}

/** `p` must keep its identity while its figures do (the callers build it in a useMemo of the answer). */
export function UplotChart({ p }: { p: ChartProps }) {
  const box = useRef<HTMLDivElement>(null)
  usePlot(box, p)
  const columns = p.table ?? p.series
  const table = rows({ ...p, series: columns })
  return (
    <>
      <div ref={box} role="img" aria-label={p.summary} className="mt-3 w-full min-w-0 overflow-hidden" style={{ height: HEIGHT }} data-chart-canvas={p.id} />
      <details className="mt-2 text-xs text-ink-muted">
        <summary className="cursor-pointer select-none">{t.asTable}</summary>
        {table.length === 0 ? (
          <p className="mt-2">{t.none}</p>
        ) : (
          <div className="mt-2 max-h-64 overflow-auto">
            <table className="w-full text-left tabular">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2 font-semibold">{p.categories ? t.step : t.time}</th>
                  {columns.map((s) => (
                    <th key={s.label} scope="col" className="py-1 pr-2 text-right font-semibold">{s.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.map((r) => (
                  <tr key={r.at} className="border-t border-line">
                    <th scope="row" className="py-1 pr-2 font-normal">{r.at}</th>
                    {r.values.map((v, i) => (
                      <td key={i} className="py-1 pr-2 text-right text-ink">{v === null ? '—' : number(v)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </>
  )
}
