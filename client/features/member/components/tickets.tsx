// Support tickets: expandable tickets with their replies and a reply box
// whose button is enabled only when there is text; a new-ticket modal with the support subjects and
// "Diğer"; pages of 10.
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { FormDialog } from '#client/components/ui/confirm-dialog.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { SelectField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { ChevronDownIcon, MessageCircleIcon, PlusIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { fromServer, fromZodIssues, type FieldErrors } from '#client/lib/form-errors.ts'
import { useDisclosure } from '#client/lib/use-disclosure.ts'
import { tr } from '#common/messages.ts'
import { AddTicketForm, type SupportTitle, type Ticket } from '#common/schemas/ticket.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useState, type FormEvent } from 'react'
import { useAddTicket, useReplyTicket } from '../queries.ts'

const statusTone: Record<number, BadgeTone> = { 0: 'accent', 1: 'brand', 2: 'brand', 3: 'success', 4: 'success', 5: 'danger' }
const when = (wire: string) => formatDateTime(fromWireTime(wire))
const OTHER = '__diger__'

function ReplyBox({ ticketId }: { ticketId: number }) {
  const [text, setText] = useState('')
  const reply = useReplyTicket()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return
    reply.mutate(
      { ticket_id: ticketId, ticket_text: text },
      {
        onSuccess: (answer) => {
          setText('')
          toast.success(answer.message)
        },
        onError: (error) => toast.error(isApiError(error) && error.isUnauthenticated ? tr.ticket.guestReply : errorMessage(error)),
      },
    )
  }
  return (
    <form onSubmit={submit} className="space-y-2 border-t border-line pt-3">
      <TextareaField label={tm.tickets.reply} rows={3} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!text.trim()} loading={reply.isPending}>
          {tm.tickets.replySend}
        </Button>
      </div>
    </form>
  )
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const { open, button, panel } = useDisclosure()
  return (
    <Card className="overflow-hidden">
      <h3>
        <button type="button" {...button} className="flex w-full items-start gap-3 px-4 py-3.5 text-left hover:bg-slate-50 sm:px-5">
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-ink sm:text-base">{ticket.ticket_title}</span>
            <span className="mt-0.5 block text-xs text-ink-muted tabular">
              {tm.tickets.number(ticket.id)} · {when(ticket.created_at)}
            </span>
          </span>
          <Badge tone={statusTone[ticket.ticket_status] ?? 'accent'}>{ticket.ticket_status_text}</Badge>
          <ChevronDownIcon className={cx('mt-0.5 size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <div {...panel} className="space-y-3 border-t border-line bg-slate-50/60 px-4 py-4 sm:px-5">
        <ol className="space-y-3">
          <li className="rounded-control bg-white p-3 ring-1 ring-line">
            <p className="text-xs font-semibold text-ink-muted">{tm.tickets.from(ticket.ticket_user_title)}</p>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{ticket.ticket_body}</p>
          </li>
          {ticket.support_ticket_replies.map((r) => (
            <li
              key={r.id}
              className={cx('rounded-control p-3 ring-1', r.is_staff ? 'bg-brand-50 ring-brand-200 sm:ml-8' : 'bg-white ring-line sm:mr-8')}
            >
              <p className="flex flex-wrap justify-between gap-2 text-xs font-semibold text-ink-muted">
                <span>{tm.tickets.from(r.ticket_reply_user_title)}</span>
                <time className="font-normal tabular">{when(r.created_at)}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.ticket_reply_body}</p>
            </li>
          ))}
        </ol>
        <ReplyBox ticketId={ticket.id} />
      </div>
    </Card>
  )
}

export function NewTicketDialog({
  open,
  onClose,
  titles,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  titles: SupportTitle[]
  onCreated: () => void
}) {
  const [subject, setSubject] = useState('')
  const [other, setOther] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const add = useAddTicket()
  const close = () => {
    setSubject('')
    setOther('')
    setText('')
    setErrors({})
    onClose()
  }
  const submit = () => {
    const payload = { ticket_title: subject === OTHER ? other : subject, ticket_text: text }
    const parsed = AddTicketForm.safeParse(payload)
    if (!parsed.success) return setErrors(fromZodIssues(parsed.error))
    add.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message)
        close()
        onCreated()
      },
      onError: (error) => {
        setErrors(fromServer(error))
        toast.error(isApiError(error) && error.isUnauthenticated ? tr.ticket.guestNew : errorMessage(error))
      },
    })
  }
  const subjectError = subject === OTHER ? undefined : errors.ticket_title
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={tm.tickets.new}
      description={tm.tickets.newLead}
      cancelVariant="ghost"
      confirmLabel={tm.tickets.send}
      pending={add.isPending}
      formId="yeni-talep"
      onSubmit={submit}
      className="space-y-4"
    >
      <SelectField label={tm.tickets.subject} required value={subject} onChange={(e) => setSubject(e.target.value)} error={subjectError}>
        <option value="">{tm.common.choose}</option>
        {titles.map((t) => (
          <option key={t.slug} value={t.title}>
            {t.title}
          </option>
        ))}
        <option value={OTHER}>{tm.tickets.other}</option>
      </SelectField>
      {subject === OTHER ? (
        <TextField
          label={tm.tickets.otherSubject}
          required
          maxLength={150}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          error={errors.ticket_title}
        />
      ) : null}
      <TextareaField
        label={tm.tickets.message}
        required
        rows={6}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.ticket_text}
      />
      <CollectionNotice point="support" />
    </FormDialog>
  )
}

export function TicketList({ tickets, onNew }: { tickets: Ticket[]; onNew: () => void }) {
  const empty = (
    <EmptyCard
      title={tm.tickets.empty}
      icon={<MessageCircleIcon className="size-7" />}
      action={
        <Button onClick={onNew} icon={<PlusIcon className="size-4" />}>
          {tm.tickets.new}
        </Button>
      }
    >
      {tm.tickets.emptyBody}
    </EmptyCard>
  )
  return (
    <ItemList items={tickets} empty={empty} className="space-y-3">
      {(ticket) => <TicketItem ticket={ticket} />}
    </ItemList>
  )
}
