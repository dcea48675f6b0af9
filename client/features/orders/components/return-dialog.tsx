// The buyer's return (docs/after-the-hammer.md "Returns"): a reason from the list, an optional note, and
// until when a return may be opened. The server checks the window and the reason again.
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { FieldError, TextareaField } from '#client/components/ui/field.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { tr } from '#common/messages.ts'
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason } from '#common/payout.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useState } from 'react'

export function ReturnDialog({
  open,
  until,
  onClose,
  onSubmit,
}: {
  open: boolean
  until: string | null
  onClose: () => void
  onSubmit: (v: { reason: ReturnReason; note: string }) => void
}) {
  const [reason, setReason] = useState<ReturnReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = () => {
    if (!reason) return setError(tr.payout.returnReasonInvalid)
    onSubmit({ reason, note: note.trim() })
  }
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={tc.orders.returnTitle}
      cancelLabel={tc.common.dismiss}
      confirmLabel={tc.orders.returnSubmit}
      onConfirm={submit}
    >
      <div className="space-y-4 text-sm">
        <p className="text-ink-muted">{tc.orders.returnBody}</p>
        {until ? <p className="text-ink-muted">{tc.orders.returnUntil(formatDateTime(fromWireTime(until)))}</p> : null}
        <fieldset aria-describedby={error ? 'return-reason-error' : undefined}>
          <legend className="mb-2 font-semibold text-ink">{tr.payout.returnReason}</legend>
          <div className="space-y-1">
            {RETURN_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name="return-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r)
                    setError(undefined)
                  }}
                  className="size-4 accent-brand-700"
                />
                <span className="text-ink">{tr.payout.reasons[r]}</span>
              </label>
            ))}
          </div>
          <FieldError id="return-reason-error" message={error} />
        </fieldset>
        <TextareaField
          label={tr.payout.returnNote}
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </ActionDialog>
  )
}
