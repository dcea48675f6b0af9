// Refused bids by reason on the system page (docs/operations.md "Metrics"): one stacked bar per bucket,
// the four most frequent reasons of the range in their own colour and the rest as "Diğer". The legend
// below names every reason with its total and its path (POST or the room's socket), so the figures are
// read as text at 390 px and by screen readers, not from the colours alone.
import { ta } from '#client/i18n/tr-admin.ts'
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { formatDateTime } from '#common/time.ts'

const t = ta.system
const TONES = ['fill-danger-600', 'fill-accent-500', 'fill-brand-600', 'fill-brand-300'] as const
const SWATCHES = ['bg-danger-600', 'bg-accent-500', 'bg-brand-600', 'bg-brand-300'] as const
const OTHER = { fill: 'fill-slate-400', swatch: 'bg-slate-400' }
const clock = (ms: number) => formatDateTime(ms).slice(11)

export function RefusalChart({ s }: { s: SystemStatsAnswer }) {
  const { buckets, reasons } = s.refusals
  const top = reasons.slice(0, TONES.length).map((r) => r.reason)
  const rank = (reason: string) => (top.includes(reason) ? top.indexOf(reason) : top.length)
  const tone = (reason: string) => {
    const i = rank(reason)
    return i < top.length ? { fill: TONES[i]!, swatch: SWATCHES[i]! } : OTHER
  }
  const size = s.bucket_minutes * 60_000
  const slots: number[] = []
  for (let at = s.from; at < s.to; at += size) slots.push(at)
  const perSlot = new Map<number, { reason: string; n: number }[]>()
  for (const b of buckets) perSlot.set(b.t, [...(perSlot.get(b.t) ?? []), b])
  const peak = Math.max(1, ...slots.map((at) => (perSlot.get(at) ?? []).reduce((n, b) => n + b.n, 0)))
  const total = reasons.reduce((n, r) => n + r.n, 0)
  const title = t.refusals(s.bucket_minutes)
  const W = 300
  const H = 90
  const w = W / Math.max(1, slots.length)
  return (
    <figure className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line" data-chart="refusals">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="whitespace-nowrap text-ink-muted tabular">Σ {total}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="mt-3 h-24 w-full"
        role="img"
        aria-label={t.refusalsSummary(title, total, reasons.map((r) => `${t.reason(r.reason)} ${r.n}`).join(', '))}
      >
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="stroke-line" strokeWidth="1" />
        {slots.map((at, i) => {
          // Stacked in the legend's order (most frequent at the bottom), "Diğer" on top.
          const parts = [...(perSlot.get(at) ?? [])].sort((x, y) => rank(x.reason) - rank(y.reason))
          let y = H
          return parts.map((p) => {
            const h = (p.n / peak) * (H - 4)
            y -= h
            return <rect key={`${at}-${p.reason}`} x={i * w + w * 0.1} width={w * 0.8} y={y} height={h} className={tone(p.reason).fill} />
          })
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-muted tabular" aria-hidden="true">
        <span>{slots[0] !== undefined ? clock(slots[0]) : ''}</span>
        <span>{slots.at(-1) !== undefined ? clock(slots.at(-1)!) : ''}</span>
      </div>
      {reasons.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t.refusalsNone}</p>
      ) : (
        <ul className="mt-3 grid gap-y-1.5 text-sm">
          {reasons.map((r) => (
            <li key={r.reason} className="flex items-baseline gap-2">
              <span className={`inline-block size-2.5 shrink-0 rounded-sm ${tone(r.reason).swatch}`} aria-hidden="true" />
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
