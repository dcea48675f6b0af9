// A member's request to withdraw a bid entered wrongly, from "Pey makbuzlarım" (docs/bidding.md "Withdrawing a bid
// entered wrongly"): the reason from the fixed list and the member's own words; the editors decide.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { Options, SelectField, TextareaField } from '#client/components/ui/field.tsx'
import { useRequestWithdrawal } from '#client/features/member/queries.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { WITHDRAWAL_REASONS, type WithdrawalReason } from '#common/withdrawal.ts'
import { useState, type FormEvent } from 'react'

const t = {
  open: 'Geri çekilmesini iste',
  openLabel: (seq: number) => `${seq}. peyin geri çekilmesini iste`,
  title: 'Hatalı pey: geri çekme talebi',
  lead: 'Onaylanırsa bu mezattaki bütün peyleriniz ve otomatik peyiniz geri çekilir; fiyat kalan peylere göre yeniden hesaplanır. Altı ay içinde ikinci onaylı geri çekme hesabınıza ihlal kaydı olarak işlenir.',
  reason: 'Neden',
  note: 'Açıklamanız',
  noteHint: 'En fazla 500 karakter; editörlerimiz kararını verirken okur.',
  send: 'Talebi gönder',
  cancel: 'Vazgeç',
}

export function WithdrawalRequestButton({ bidId, seq }: { bidId: number; seq: number }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  if (done) return <p className="text-xs font-semibold text-brand-700">{done}</p>
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={t.openLabel(seq)}>
        {t.open}
      </Button>
      {open ? <RequestDialog bidId={bidId} onClose={() => setOpen(false)} onDone={setDone} /> : null}
    </>
  )
}

function RequestDialog({ bidId, onClose, onDone }: { bidId: number; onClose: () => void; onDone: (message: string) => void }) {
  const send = useRequestWithdrawal(bidId)
  const [reason, setReason] = useState<WithdrawalReason | ''>('')
  const [note, setNote] = useState('')
  const error = send.error
  const field = (name: string) => (isApiError(error) ? error.field(name) : undefined)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send.mutate({ reason: reason as WithdrawalReason, note }, { onSuccess: (answer) => (onDone(answer.message), onClose()) })
  }
  return (
    <Dialog open onClose={onClose} title={t.title} description={t.lead} size="sm">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && !field('reason') && !field('note') ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
        <SelectField label={t.reason} required value={reason} onChange={(e) => (setReason(e.target.value as WithdrawalReason), send.reset())} error={field('reason')}>
          <option value="">—</option>
          <Options items={WITHDRAWAL_REASONS} value={(r) => r} label={(r) => tr.withdrawal.reasons[r]} />
        </SelectField>
        <TextareaField label={t.note} hint={t.noteHint} rows={3} maxLength={500} value={note} onChange={(e) => (setNote(e.target.value), send.reset())} error={field('note')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
