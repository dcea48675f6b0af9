// "Teklif ver" on a buy-now lot (modal -6 of the lot page, loaded only when opened: the lot page is a first
// visit with a byte ceiling). The buyer's price, below Buy Now; the answer says what happens next.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { CheckCircleIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
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
  const submit = () =>
    make.mutate(amount, { onError: (e) => (isApiError(e) && e.isUnauthenticated ? onGuest() : undefined) })

  if (make.data)
    return (
      <Dialog
        open
        onClose={onClose}
        size="sm"
        title={make.data.offer.status_label}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {to.close}
            </Button>
            <InternalLink href={make.data.offer.status === 'accepted' ? '/sepetim' : '/u/tekliflerim'} className={buttonClass('primary')}>
              {make.data.offer.status === 'accepted' ? t.nav.cart : to.seeOffers}
            </InternalLink>
          </>
        }
      >
        <p className="flex items-start gap-3 text-base font-semibold text-ink" role="status">
          <CheckCircleIcon className="size-7 shrink-0 text-success-600" />
          {make.data.message}
        </p>
      </Dialog>
    )
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={to.dialogTitle}
      description={to.dialogLead(OFFER_HOURS)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="primary" loading={make.isPending} onClick={submit}>
            {to.send}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
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
      </form>
    </Dialog>
  )
}
