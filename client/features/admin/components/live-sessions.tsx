// Live sessions: create and edit (title, YouTube/HLS address, main category, auctions on the stream),
// start and stop (the live engineer's calls, which tell every open page), delete when off air.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { AdminCategory, AdminLive } from '#common/schemas/admin-answers.ts'
import { LiveSessionForm } from '#common/schemas/admin-content.ts'
import { useAdminWrite } from '../queries.ts'
import { Options, SelectField, TextField, useAdminForm } from './form.tsx'
import { EditorPage, RowDialog, RowsCard, useEditing, type RowsApi } from './kit.tsx'
import { Row, RowActions } from './ui.tsx'

const f = ta.field

const SESSIONS: RowsApi = { path: '/api/admin/live-sessions', refresh: ['live-sessions'], newTitle: ta.live.newTitle }

function LiveDialog({ row, roots, onClose }: { row: AdminLive | null; roots: AdminCategory[]; onClose: () => void }) {
  const form = useAdminForm(LiveSessionForm, {
    title: row?.title ?? '',
    live_broadcast_url: row?.live_broadcast_url ?? '',
    category_id: row?.category_id ?? '',
    auction_ids: row?.auctions.map((a) => a.id).join(', ') ?? '',
  })
  return (
    <RowDialog of={SESSIONS} row={row && { id: row.id, name: row.title }} form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.broadcastUrl} required hint={ta.live.urlHint} {...form.text('live_broadcast_url')} />
      <SelectField label={f.category} {...form.text('category_id')}>
        <option value="">{ta.live.home}</option>
        <Options items={roots} value={(c) => c.id} label={(c) => c.title} />
      </SelectField>
      <TextField label={ta.live.auctions} hint={ta.live.auctionsHint} {...form.text('auction_ids')} />
    </RowDialog>
  )
}

export function LiveSessionsScreen({ sessions, categories }: { sessions: AdminLive[]; categories: AdminCategory[] }) {
  const roots = categories.filter((c) => c.level === 1)
  const editing = useEditing(SESSIONS, (row: AdminLive | null, close) => <LiveDialog row={row} roots={roots} onClose={close} />)
  const write = useAdminWrite(['live-sessions'])
  const rootName = new Map(roots.map((c) => [c.id, c.title]))
  const toggle = (s: AdminLive) =>
    write.mutate(
      { method: 'post', path: `/api/admin/live-sessions/${s.id}/${s.live_active ? 'stop' : 'start'}` },
      { onError: (e) => toast.error(errorMessage(e)) },
    )
  return (
    <EditorPage text={ta.live} add={{ label: ta.live.add, opens: null }} editing={editing}>
      <RowsCard rows={sessions}>
        {(s) => (
          <Row key={s.id} className="items-start">
            <div className="min-w-0 flex-1 basis-64">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {s.title} <Badge tone={s.live_active ? 'danger' : 'neutral'}>{s.live_active ? ta.live.onAir : ta.live.offAir}</Badge>
              </p>
              <p className="truncate text-xs text-ink-muted">
                {s.live_broadcast_url} · {s.category_id ? (rootName.get(s.category_id) ?? s.category_id) : ta.live.home} ·{' '}
                {ta.live.chat(s.chat_count)}
              </p>
              {s.scheduled_at ? (
                <p className="text-xs font-semibold text-brand-800 tabular">
                  {ta.live.scheduledAt}: {s.scheduled_at.slice(0, 16)}
                </p>
              ) : null}
              <p className="text-xs text-ink-muted tabular">
                {ta.live.startedAt}: {s.live_session_started_at?.slice(0, 16) ?? ta.common.none} · {ta.live.stoppedAt}:{' '}
                {s.live_session_stopped_at?.slice(0, 16) ?? ta.common.none}
              </p>
              {s.auctions.length ? (
                <p className="mt-1 text-sm">
                  {s.auctions.map((a, i) => (
                    <span key={a.id}>
                      {i ? ', ' : ''}
                      <InternalLink href={`/mezat/${a.slug}`} className="text-brand-700 hover:underline">
                        {a.id} · {a.name}
                      </InternalLink>
                    </span>
                  ))}
                </p>
              ) : null}
            </div>
            {/* A session on air stops before it can be deleted. */}
            <RowActions {...editing.actions(s, s.title, s.live_active ? null : `${SESSIONS.path}/${s.id}`)}>
              <Button
                size="sm"
                variant={s.live_active ? 'danger' : 'primary'}
                loading={write.isPending && write.variables?.path.includes(`/${s.id}/`)}
                onClick={() => toggle(s)}
              >
                {s.live_active ? ta.live.stop : ta.live.start}
              </Button>
            </RowActions>
          </Row>
        )}
      </RowsCard>
    </EditorPage>
  )
}
