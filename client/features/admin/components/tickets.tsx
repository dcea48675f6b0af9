// Support tickets: filter by status (codes 0–5), search, open one to read the thread,
// reply as the support team (the status becomes "Cevaplandı" unless another is chosen) or set a status.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import type { AdminTicket, TicketsAnswer } from '#common/schemas/admin-answers.ts'
import { AdminTicketReplyForm, TICKET_STATUSES } from '#common/schemas/admin-people.ts'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { TicketsFilter } from '../list-address.ts'
import { ticketQuery, useAdminWrite } from '../queries.ts'
import { InlineForm, Options, SelectField, TextareaField, useAdminForm } from './form.tsx'
import { SearchedRows, StatusFilter, useFiles } from './kit.tsx'
import { AdminPage } from './ui.tsx'

const statusText = (s: number) => tr.ticket.status[s] ?? tr.ticket.status[0]
const tone = (s: number) => (s === 3 || s === 4 ? 'success' : s === 5 ? 'danger' : s === 0 ? 'accent' : 'brand')

function StatusOptions() {
  return (
    <>
      <Options items={TICKET_STATUSES} value={(s) => s} label={(s) => `${s} · ${statusText(s)}`} />
    </>
  )
}

function TicketFile({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending } = useQuery(ticketQuery(id))
  const write = useAdminWrite(['tickets', 'ticket'])
  const form = useAdminForm(AdminTicketReplyForm, { ticket_text: '', ticket_status: '3' })
  const t = data?.ticket
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t ? t.ticket_title : ta.tickets.title}
      description={t ? `${t.ticket_user_title} (@${t.username}) · ${t.created_at.slice(0, 16)}` : undefined}
    >
      {isPending || !t ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <Badge tone={tone(t.ticket_status)}>{statusText(t.ticket_status)}</Badge>
            <div className="w-60">
              <SelectField
                label={ta.tickets.setStatus}
                value={String(t.ticket_status)}
                onChange={(e) =>
                  write.mutate(
                    { method: 'put', path: `/api/admin/tickets/${t.id}/status`, body: { ticket_status: e.target.value } },
                    { onError: (err) => toast.error(errorMessage(err)) },
                  )
                }
              >
                <StatusOptions />
              </SelectField>
            </div>
          </div>
          <ol className="space-y-3">
            <li className="rounded-control bg-slate-50 p-3 ring-1 ring-line">
              <p className="text-xs font-semibold text-ink-muted">{ta.tickets.from(t.ticket_user_title)}</p>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{t.ticket_body}</p>
            </li>
            {t.support_ticket_replies.map((r) => (
              <li
                key={r.id}
                className={
                  r.is_staff
                    ? 'ml-6 rounded-control bg-brand-50 p-3 ring-1 ring-brand-100'
                    : 'rounded-control bg-slate-50 p-3 ring-1 ring-line'
                }
              >
                <p className="text-xs font-semibold text-ink-muted">
                  {r.is_staff ? `${ta.tickets.staff} · ${r.ticket_reply_user_title}` : ta.tickets.from(r.ticket_reply_user_title)} ·{' '}
                  {r.created_at.slice(0, 16)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.ticket_reply_body}</p>
              </li>
            ))}
          </ol>
          <InlineForm
            form={form}
            className="space-y-3 border-t border-line pt-4"
            onSubmit={async (values) => {
              await write.mutateAsync({ method: 'post', path: `/api/admin/tickets/${t.id}/replies`, body: values })
              form.setValues({ ticket_text: '', ticket_status: '3' })
            }}
          >
            <TextareaField label={ta.tickets.reply} required rows={4} {...form.text('ticket_text')} />
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="w-60">
                <SelectField label={ta.tickets.statusAfter} {...form.text('ticket_status')}>
                  <StatusOptions />
                </SelectField>
              </div>
              <Button type="submit" loading={write.isPending} disabled={!String(form.values.ticket_text ?? '').trim()}>
                {ta.tickets.send}
              </Button>
            </div>
          </InlineForm>
        </div>
      )}
    </Dialog>
  )
}

export function TicketsScreen(list: ListScreenProps<TicketsFilter, z.infer<typeof TicketsAnswer>>) {
  const files = useFiles(TicketFile)
  const byStatus = <StatusFilter list={list} label={ta.tickets.status} statuses={TICKET_STATUSES} name={statusText} />
  return (
    <AdminPage title={ta.tickets.title} lead={ta.tickets.lead}>
      <SearchedRows list={list} label={ta.tickets.searchLabel} filters={byStatus} page={list.data.tickets} empty={ta.tickets.empty}>
        {files.row((t: AdminTicket) => ({
          title: t.ticket_title,
          name: t.ticket_title,
          badges: <Badge tone={tone(t.ticket_status)}>{t.ticket_status_text}</Badge>,
          lines: (
            <>
              <p className="line-clamp-1 text-sm text-ink-muted">{t.ticket_body}</p>
              <p className="text-xs text-ink-muted tabular">
                #{t.id} · {t.ticket_user_title} (@{t.username}) · {t.updated_at.slice(0, 16)} · {ta.tickets.replies(t.reply_count)}
              </p>
            </>
          ),
        }))}
      </SearchedRows>
      {files.file}
    </AdminPage>
  )
}
