// The system page: the last hour's and day's charts (system-charts.tsx, lazy), then mail and SMS that used up their attempts, with their last error and "Tekrar gönder",
// which puts exactly that message back in the queue for one more attempt (recorded in the audit log).
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { DeadLetter } from '#common/schemas/admin-system.ts'
import { Suspense } from 'react'
import { useAdminWrite } from '../queries.ts'
import { RowsCard } from './kit.tsx'
import { AdminPage, Row } from './ui.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const t = ta.system
/** The charts and their code load only when the page opens (system-charts.tsx). */
const SystemCharts = lazyPiece(() => import('./system-charts.tsx'))

function DeadRow({ d }: { d: DeadLetter }) {
  const write = useAdminWrite(['dead'])
  const resend = () =>
    write.mutate({ method: 'post', path: `/api/admin/outbox/${d.id}/resend` }, { onError: (e) => toast.error(errorMessage(e)) })
  return (
    <Row className="items-start">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <Badge>{t.channel[d.channel]}</Badge>
          {d.message_class === 'commercial' ? <Badge>{t.commercial}</Badge> : null}
          <span className="font-semibold break-all">{d.recipient}</span>
        </p>
        {d.subject ? <p className="text-sm text-ink">{d.subject}</p> : null}
        <p className="text-xs text-ink-muted tabular">
          #{d.id} · {d.created_at.slice(0, 16)} · {t.attempts(d.attempts)}
        </p>
        {d.last_error ? (
          <p className="text-xs break-words text-danger-700">
            <span className="font-semibold">{t.error}:</span> {d.last_error}
          </p>
        ) : null}
      </div>
      {d.expired ? (
        <span className="text-xs text-ink-muted">{t.expired}</span>
      ) : (
        <Button size="sm" variant="secondary" loading={write.isPending} onClick={resend} aria-label={t.resendLabel(d.id)}>
          {t.resend}
        </Button>
      )}
    </Row>
  )
}

export function SystemScreen({ dead, total }: { dead: DeadLetter[]; total: number }) {
  return (
    <AdminPage title={t.title}>
      <Suspense fallback={<p className="text-sm text-ink-muted">{t.loading}</p>}>
        <SystemCharts />
      </Suspense>
      <section aria-labelledby="dead-letters" className="space-y-3">
        <h2 id="dead-letters" className="text-lg font-semibold text-ink">
          {t.deadTitle}
        </h2>
        <p className="text-sm text-ink-muted">{t.deadLead}</p>
        {total > 0 ? <p className="text-sm text-ink-muted">{t.shown(dead.length, total)}</p> : null}
        <RowsCard rows={dead} empty={t.empty}>
          {(d) => (
            <DeadRow key={d.id} d={d} />
          )}
        </RowsCard>
      </section>
    </AdminPage>
  )
}
