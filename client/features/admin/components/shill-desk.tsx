// The shill-bidding desk (docs/shill-desk.md): bidder–seller pairs ranked by the signals, each with its evidence,
// and the editor's decision in a dialog (dismiss, warn, or block with a strike), never automatic.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { ShillReviewForm, type ShillPair } from '#common/schemas/shill.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { FormDialog, Options, SelectField, TextareaField, useAdminForm } from './form.tsx'
import { RowsCard } from './kit.tsx'
import { AdminPage, FigureGrid, Row } from './ui.tsx'

const t = ta.shill

function DecisionDialog({ pair, onClose }: { pair: ShillPair; onClose: () => void }) {
  const write = useAdminWrite(['shill'])
  const form = useAdminForm(ShillReviewForm, { action: 'dismiss', note: '' })
  return (
    <FormDialog
      open
      title={t.dialogTitle(pair.bidder.username, pair.seller.username)}
      description={t.dialogLead}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      submitLabel={t.submit}
      onSubmit={(values) =>
        write.mutateAsync({ method: 'post', path: `/api/admin/shill/${pair.bidder.id}/${pair.seller.id}`, body: values })
      }
    >
      <SelectField label={t.action} required {...form.text('action')}>
        <Options items={['dismiss', 'warn', 'block'] as const} value={(a) => a} label={(a) => t.actions[a]} />
      </SelectField>
      <TextareaField label={t.note} hint={t.noteHint} required rows={4} {...form.text('note')} />
    </FormDialog>
  )
}

function PairRow({ pair }: { pair: ShillPair }) {
  const [open, setOpen] = useState(false)
  const e = pair.evidence
  return (
    <Row className="items-start">
      <div className="min-w-0 flex-1 basis-72 space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="font-semibold break-all">{t.pair(pair.bidder.username, pair.seller.username)}</span>
          <Badge>{t.score(pair.score)}</Badge>
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t.signalsLabel}>
          {pair.signals.map((s) => (
            <li key={s}>
              <Badge tone="accent">{t.signals[s]}</Badge>
            </li>
          ))}
        </ul>
        <FigureGrid
          valueClass="tabular"
          items={[
            [t.evidence.bids, `${e.bids} (${t.evidence.lots.toLowerCase()}: ${e.lots})`],
            [t.evidence.wins, String(e.wins)],
            [t.evidence.allBids, String(e.all_bids)],
            [t.evidence.stopUnder, String(e.stop_under)],
            [t.evidence.late, String(e.late_bids)],
            [t.evidence.age, e.account_age_days === null ? '—' : t.evidence.days(e.account_age_days)],
          ]}
        />
        {pair.review ? (
          <p className="text-xs text-ink-muted">
            {t.lastReview(t.actions[pair.review.action], pair.review.at.slice(0, 16), pair.review.editor)}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t.decideLabel(pair.bidder.username, pair.seller.username)}
      >
        {t.decide}
      </Button>
      {open ? <DecisionDialog pair={pair} onClose={() => setOpen(false)} /> : null}
    </Row>
  )
}

export function ShillDeskScreen({ pairs, threshold, windowDays }: { pairs: ShillPair[]; threshold: number; windowDays: number }) {
  return (
    <AdminPage title={t.title} lead={t.lead(windowDays, threshold)}>
      <RowsCard rows={pairs} empty={t.empty}>
        {(p) => (
          <PairRow key={`${p.bidder.id}:${p.seller.id}`} pair={p} />
        )}
      </RowsCard>
    </AdminPage>
  )
}
