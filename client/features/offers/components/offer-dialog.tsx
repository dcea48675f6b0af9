// "Teklif ver" on a buy-now lot (modal -6 of the lot page, loaded only when opened: the lot page is a first
// visit with a byte ceiling). The buyer's price, below Buy Now; the answer says what happens next.
import { Alert } from '#client/components/ui/alert.tsx'
import { DoneDialog, FormDialog } from '#client/components/ui/confirm-dialog.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { to } from '#client/i18n/tr-offers.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { formatLira } from '#common/money.ts'
import { OFFER_HOURS } from '#common/offers.ts'
import { useState } from 'react'
import { useMakeOffer } from '../queries.ts'

type Props = { slug: string; buyNow: number; onClose: () => void; onGuest: () => void }

export function OfferDialog({ slug, buyNow, onClose, onGuest }: Props) {
  const [amount, setAmount] = useState('')
  const make = useMakeOffer(slug)
  const err = make.error
  const fieldError = isApiError(err) ? err.field('amount') : undefined
  const otherError = err && !fieldError ? errorMessage(err) : null
  const submit = () => make.mutate(amount, { onError: (e) => (isApiError(e) && e.isUnauthenticated ? onGuest() : undefined) })

  if (make.data) {
    const accepted = make.data.offer.status === 'accepted'
    return (
      <DoneDialog
        onClose={onClose}
        title={make.data.offer.status_label}
        closeLabel={to.close}
        href={accepted ? '/sepetim' : '/u/tekliflerim'}
        linkLabel={accepted ? t.nav.cart : to.seeOffers}
      >
        {make.data.message}
      </DoneDialog>
    )
  }
  return (
    <FormDialog
      onClose={onClose}
      size="sm"
      title={to.dialogTitle}
      description={to.dialogLead(OFFER_HOURS)}
      confirmLabel={to.send}
      pending={make.isPending}
      formId="teklif-ver"
      onSubmit={submit}
      className="space-y-4"
    >
      <TextField
        label={to.amount}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={to.amountHint(formatLira(buyNow))}
        error={fieldError}
        required
      />
      <p className="text-xs leading-5 text-ink-muted">{to.binding}</p>
      {otherError ? <Alert tone="error">{otherError}</Alert> : null}
    </FormDialog>
  )
}
