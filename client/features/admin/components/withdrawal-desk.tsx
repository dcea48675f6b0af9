// Withdrawal requests ("Hatalı pey talepleri", docs/bidding.md "Withdrawing a bid entered wrongly"): each request
// with the bid, the member's reason and their recent withdrawals, and the editor's decision in a dialog.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { tr } from '#common/messages.ts'
import { formatLira } from '#common/money.ts'
import { WITHDRAWAL_DECISIONS, WithdrawalDecisionForm, type AdminWithdrawalsAnswer } from '#common/schemas/withdrawal.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { FormDialog, Options, SelectField, TextareaField, useAdminForm } from './form.tsx'
import { RowsCard } from './kit.tsx'
import { AdminPage, FigureGrid, Row } from './ui.tsx'

const t = ta.withdrawals
type Request = AdminWithdrawalsAnswer['requests'][number]

function DecisionDialog({ request, strikeAfter, onClose }: { request: Request; strikeAfter: number; onClose: () => void }) {
  const write = useAdminWrite(['withdrawals'])
  const form = useAdminForm(WithdrawalDecisionForm, { decision: 'approve', note: '' })
  return (
    <FormDialog
      open
      title={t.dialogTitle(request.member.username)}
      description={request.approved_recently + 1 >= strikeAfter ? `${t.dialogLead} ${t.strikeWarning}` : t.dialogLead}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      submitLabel={t.submit}
      onSubmit={(values) => write.mutateAsync({ method: 'post', path: `/api/admin/bid-withdrawals/${request.id}`, body: values })}
    >
      <SelectField label={t.decision} required {...form.text('decision')}>
        <Options items={WITHDRAWAL_DECISIONS} value={(d) => d} label={(d) => t.decisions[d]} />
      </SelectField>
      <TextareaField label={t.note} hint={t.noteHint} required rows={3} {...form.text('note')} />
    </FormDialog>
  )
}

function RequestRow({ request, strikeAfter }: { request: Request; strikeAfter: number }) {
  const [open, setOpen] = useState(false)
  const reason = tr.withdrawal.reasons[request.reason]
  return (
    <Row className="items-start">
      <div className="min-w-0 flex-1 basis-72 space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="font-semibold break-all">{request.member.username}</span>
          <span className="break-all text-ink-muted">{request.auction.name}</span>
          <Badge tone={request.status === 'pending' ? 'accent' : undefined}>{t.status[request.status]}</Badge>
        </p>
        <FigureGrid
          valueClass="break-words"
          items={[
            [t.facts.bid, t.bid(request.bid.seq, formatLira(request.bid.total_amount))],
            [t.facts.placed, request.bid.created_at.slice(0, 16)],
            [t.facts.ends, request.auction.end_time.slice(0, 16)],
            [t.facts.reason, request.note ? `${reason}: ${request.note}` : reason],
            [t.facts.bidsOnLot, String(request.bids_on_lot)],
            [t.facts.recent, String(request.approved_recently)],
          ]}
        />
        {request.decision_note ? <p className="text-xs text-ink-muted">{request.decision_note}</p> : null}
      </div>
      {request.status === 'pending' ? (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={t.decideLabel(request.member.username, request.auction.name)}>
          {t.decide}
        </Button>
      ) : null}
      {open ? <DecisionDialog request={request} strikeAfter={strikeAfter} onClose={() => setOpen(false)} /> : null}
    </Row>
  )
}

export function WithdrawalDeskScreen({ data }: { data: AdminWithdrawalsAnswer }) {
  return (
    <AdminPage title={t.title} lead={t.lead(data.strike_after, data.strike_span_days)}>
      <RowsCard rows={data.requests} empty={t.empty}>
        {(r) => (
          <RequestRow key={r.id} request={r} strikeAfter={data.strike_after} />
        )}
      </RowsCard>
    </AdminPage>
  )
}
