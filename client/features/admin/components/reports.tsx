// The notice-and-takedown queue "Şikayetler" (docs/notice-and-takedown.md): each waiting report or objection with its
// clock from receipt (overdue in red), what was reported and by whom, the files, the steps so far, and the decision.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { TextareaField } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { fromServer } from '#client/lib/form-errors.ts'
import { cx } from '#client/lib/cx.ts'
import { tr } from '#common/messages.ts'
import type { AdminReport, AdminReportsAnswer } from '#common/reports.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { AdminPage, FilterSelect } from './ui.tsx'

const m = tr.reports
const c = m.console
const when = (wire: string) => wire.slice(0, 16).replace('T', ' ')

function Decide({ r }: { r: AdminReport }) {
  const write = useAdminWrite(['reports'])
  const [reason, setReason] = useState('')
  const error = fromServer(write.error).reason
  const send = (path: string, body: Record<string, string>) => write.mutate({ method: 'post', path: `/api/admin/reports/${r.id}/${path}`, body: { reason, ...body } })
  if (r.status !== 'open' && r.status !== 'objected') return null
  return (
    <div className="space-y-2 border-t border-line pt-3">
      <TextareaField label={c.reason} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
      <div className="flex flex-wrap gap-2">
        {r.status === 'open' ? (
          <>
            <Button variant="danger" size="sm" loading={write.isPending} onClick={() => send('remove', {})}>
              {c.remove}
            </Button>
            <Button variant="secondary" size="sm" loading={write.isPending} onClick={() => send('reject', {})}>
              {c.reject}
            </Button>
          </>
        ) : (
          <>
            <Button variant="primary" size="sm" loading={write.isPending} onClick={() => send('objection', { decision: 'uphold' })}>
              {c.uphold}
            </Button>
            <Button variant="secondary" size="sm" loading={write.isPending} onClick={() => send('objection', { decision: 'dismiss' })}>
              {c.dismiss}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}

function ReportCard({ r }: { r: AdminReport }) {
  return (
    <Card className={cx('space-y-3 p-4', r.overdue && 'ring-2 ring-danger-600')}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-bold text-ink">
          #{r.id} · {m.kindLabel[r.kind]}
        </h2>
        <Badge tone={r.status === 'open' || r.status === 'objected' ? 'accent' : 'neutral'}>{m.statusLabel[r.status]}</Badge>
        {r.overdue ? <Badge tone="danger">{c.overdueBadge}</Badge> : null}
      </div>
      <p className="text-sm tabular">
        <span className="text-ink-muted">{c.received(when(r.received_at))}</span> ·{' '}
        <span className={cx('font-semibold', r.overdue ? 'text-danger-700' : 'text-ink')}>{c.due(when(r.due_at))}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-ink-muted">{c.content}</dt>
        <dd className="break-words">
          {m.targetLabel[r.target]}: {r.target_link ? <InternalLink href={r.target_link} className="font-semibold text-brand-700 underline">{r.target_title}</InternalLink> : r.target_title}
        </dd>
        <dt className="text-ink-muted">{c.owner}</dt>
        <dd>{r.owner?.title ?? '–'}</dd>
        <dt className="text-ink-muted">{c.reporter}</dt>
        <dd className="break-words">
          {r.reporter.name} &lt;{r.reporter.email}&gt; ({r.reporter.member ? c.member : c.guest}) · {r.right_holder ? c.rightHolder : c.notRightHolder}
        </dd>
        {r.registration_no ? (
          <>
            <dt className="text-ink-muted">{c.registration}</dt>
            <dd>{r.registration_no}</dd>
          </>
        ) : null}
        {r.url ? (
          <>
            <dt className="text-ink-muted">URL</dt>
            <dd className="break-all">{r.url}</dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-line break-words rounded-control bg-slate-50 p-3 text-sm text-ink">{r.explanation}</p>
      {r.files.length ? (
        <p className="flex flex-wrap gap-3 text-sm">
          <span className="text-ink-muted">{c.files}:</span>
          {r.files.map((f) => (
            <a key={f.n} href={f.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
              {f.label}
            </a>
          ))}
        </p>
      ) : null}
      {r.objection ? (
        <div className="rounded-control bg-accent-50 p-3 text-sm">
          <p className="font-semibold text-ink">{c.objection} · {when(r.objection.at)}</p>
          <p className="whitespace-pre-line break-words text-ink">{r.objection.text}</p>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{c.history}</summary>
        <ol className="mt-1 space-y-0.5 text-ink-muted">
          {r.events.map((e, i) => (
            <li key={i} className="tabular">
              {when(e.at)} · {m.eventLabel[e.action as keyof typeof m.eventLabel] ?? e.action}
              {e.actor ? ` · ${e.actor}` : ''}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
      <Decide r={r} />
    </Card>
  )
}

export function ReportsScreen({ data, which, onWhich }: { data: AdminReportsAnswer; which: 'waiting' | 'all'; onWhich: (w: 'waiting' | 'all') => void }) {
  return (
    <AdminPage title={c.title} lead={c.lead(data.response_hours)}>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label={c.title} value={which} onChange={(v) => onWhich(v === 'all' ? 'all' : 'waiting')} options={[['waiting', c.waiting], ['all', c.all]]} />
        {data.overdue ? <p className="text-sm font-semibold text-danger-700">{c.overdue(data.overdue)}</p> : null}
      </div>
      {data.reports.length === 0 ? <p className="text-sm text-ink-muted">{c.empty}</p> : null}
      <div className="space-y-4">
        {data.reports.map((r) => (
          <ReportCard key={r.id} r={r} />
        ))}
      </div>
    </AdminPage>
  )
}
