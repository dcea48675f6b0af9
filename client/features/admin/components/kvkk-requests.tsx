// KVKK requests: open ones by due date with the days left of the 30-day clock (the overdue in red), a file
// to read one, and the answer (accepted, or refused with its reason) recorded once and mailed.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { kvkk } from '#common/messages/kvkk.ts'
import { KvkkAnswerForm, type AdminKvkkListAnswer, type AdminKvkkRequest } from '#common/schemas/kvkk-request.ts'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { KvkkListFilter } from '../list-address.ts'
import { kvkkQuery, useAdminWrite } from '../queries.ts'
import { InlineForm, SelectField, TextareaField, useAdminForm } from './form.tsx'
import { PagedRows, useFiles } from './kit.tsx'
import { AdminPage, Facts, FilterSelect } from './ui.tsx'

const l = ta.kvkk

function Clock({ r }: { r: AdminKvkkRequest }) {
  if (r.status === 'answered') return <Badge tone="success">{l.answered}</Badge>
  if (r.overdue) return <Badge tone="danger">{l.overdue(-r.days_left)}</Badge>
  return <Badge tone={r.days_left <= 7 ? 'accent' : 'brand'}>{l.daysLeft(r.days_left)}</Badge>
}

function AnswerForm({ id }: { id: number }) {
  const write = useAdminWrite(['kvkk', 'kvkk-request'])
  const form = useAdminForm(KvkkAnswerForm, { outcome: 'accepted', answer_text: '' })
  return (
    <InlineForm
      form={form}
      className="space-y-3 border-t border-line pt-4"
      onSubmit={(values) => write.mutateAsync({ method: 'post', path: `/api/admin/kvkk-requests/${id}/answer`, body: values })}
    >
      <div className="w-60">
        <SelectField label={l.outcome} {...form.text('outcome')}>
          {Object.entries(l.outcomes).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField label={l.answer} hint={l.answerHint} required rows={6} {...form.text('answer_text')} />
      <div className="flex justify-end">
        <Button type="submit" loading={write.isPending}>
          {l.send}
        </Button>
      </div>
    </InlineForm>
  )
}

function KvkkFile({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending } = useQuery(kvkkQuery(id))
  const r = data?.request
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={r ? r.reference : l.title}
      description={r ? `${r.name} · ${r.received_at.slice(0, 16)}` : undefined}
    >
      {isPending || !r ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          <Clock r={r} />
          <Facts
            items={[
              [l.who, r.username ? `${r.name} (@${r.username})` : `${r.name} · ${l.guest}`],
              [l.email, r.email],
              [l.received, r.received_at.slice(0, 16)],
              [l.due, r.due_at.slice(0, 16)],
              [
                l.kinds,
                <ul className="list-disc pl-5">
                  {r.kinds.map((k) => (
                    <li key={k}>{kvkk.kind[k]}</li>
                  ))}
                </ul>,
              ],
            ]}
          />
          <div className="rounded-control bg-slate-50 p-3 ring-1 ring-line">
            <p className="text-xs font-semibold text-ink-muted">{l.details}</p>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.details}</p>
          </div>
          {r.status === 'answered' ? (
            <Alert
              tone="success"
              title={`${l.outcomes[r.outcome ?? 'accepted']} · ${r.answered_at?.slice(0, 16) ?? ''} · ${l.answerBy}: ${r.answered_by ?? ''}`}
            >
              <span className="whitespace-pre-line">{r.answer_text}</span>
            </Alert>
          ) : (
            <AnswerForm id={r.id} />
          )}
        </div>
      )}
    </Dialog>
  )
}

export function KvkkRequestsScreen({ data, filter, onFilter }: ListScreenProps<KvkkListFilter, z.infer<typeof AdminKvkkListAnswer>>) {
  const files = useFiles(KvkkFile)
  return (
    <AdminPage title={l.title} lead={l.lead}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterSelect
          label={l.status}
          value={filter.status}
          onChange={(v) => onFilter({ status: v as KvkkListFilter['status'] })}
          options={Object.entries(l.filters) as Array<[string, string]>}
        />
        <p className={data.overdue ? 'text-sm font-semibold text-danger-700' : 'text-sm text-ink-muted'}>
          {l.counts(data.open, data.overdue)}
        </p>
      </div>
      <PagedRows page={data.requests} empty={l.empty} onPage={(page) => onFilter({ page })}>
        {files.row((r) => ({
          title: `${r.reference} · ${r.name}`,
          name: r.reference,
          badges: <Clock r={r} />,
          lines: (
            <>
              <p className="line-clamp-1 text-sm text-ink-muted">{r.kinds.map((k) => kvkk.kind[k]).join(' · ')}</p>
              <p className="text-xs text-ink-muted tabular">
                {l.received} {r.received_at.slice(0, 10)} · {l.due} {r.due_at.slice(0, 10)}
              </p>
            </>
          ),
        }))}
      </PagedRows>
      {files.file}
    </AdminPage>
  )
}
