// A member's own KVKK requests: when each was received, the date its answer is due, and the answer once given.
import { Badge } from '#client/components/ui/badge.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { kvkk } from '#common/messages/kvkk.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useQuery } from '@tanstack/react-query'
import { myKvkkRequestsQuery } from '../kvkk.ts'

const day = (wire: string) => formatDateTime(fromWireTime(wire)).slice(0, 10)

export function MyKvkkRequests() {
  const { data } = useQuery(myKvkkRequestsQuery())
  if (!data) return null
  return (
    <SectionCard title={kvkkPage.mineTitle}>
      {data.requests.length === 0 ? <p className="text-sm text-ink-muted">{kvkkPage.mineEmpty}</p> : null}
      <ol className="divide-y divide-line">
        {data.requests.map((r) => (
          <li key={r.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-sm font-semibold text-ink">{r.reference}</p>
              <Badge tone={r.status === 'answered' ? 'success' : 'accent'}>{r.status === 'answered' ? kvkkPage.answered : kvkkPage.open}</Badge>
            </div>
            <p className="text-xs text-ink-muted">
              {kvkkPage.received(day(r.received_at))} · {kvkkPage.due(day(r.due_at))}
            </p>
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-ink">
              {r.kinds.map((k) => (
                <li key={k}>{kvkk.kind[k]}</li>
              ))}
            </ul>
            {r.answer_text ? (
              <div className="rounded-control bg-brand-50 p-3 ring-1 ring-brand-100">
                <p className="text-xs font-semibold text-ink-muted">
                  {kvkkPage.answerTitle} · {r.outcome ? kvkk.outcome[r.outcome] : ''} · {r.answered_at ? day(r.answered_at) : ''}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.answer_text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  )
}
