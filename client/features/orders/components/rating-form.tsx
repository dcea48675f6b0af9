// /u/degerlendir/{orderId}: stars 1–5 and an optional comment (≤ 500), once per order after delivery.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextareaField } from '#client/components/ui/field.tsx'
import { StarIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import type { BuyerOrder } from '#common/schemas/orders.ts'
import { RATING_COMMENT_MAX } from '#common/schemas/orders.ts'
import { useState } from 'react'
import { useOrderMutations } from '../queries.ts'

/** Five stars as radio buttons: the pointer's star lights up the ones before it, the chosen one stays lit. */
function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const [hover, setHover] = useState(0)
  const shown = hover || value
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{tc.rating.stars}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer" onMouseEnter={() => setHover(n)}>
            <input type="radio" name="puan" value={n} className="peer sr-only" checked={value === n} onChange={() => onChange(n)} />
            <span className="sr-only">{tc.rating.star(n)}</span>
            <StarIcon
              className={cx(
                'size-10 rounded transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500',
                n <= shown ? 'text-accent-500' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function RatingForm({ order }: { order: BuyerOrder }) {
  const m = useOrderMutations()
  const [rating, setRating] = useState(0)
  const { values, field, setErrors } = useFormFields({ comment: '' })
  const [done, setDone] = useState(order.rated)
  const first = order.order_item[0]

  const submit = async () => {
    try {
      const answer = await m.rate.mutateAsync({ order_id: order.id, rating, comment: values.comment })
      toast.success(answer.message)
      setDone(true)
    } catch (e) {
      setErrors({ comment: isApiError(e) ? (e.field('rating') ?? e.field('comment') ?? e.message) : errorMessage(e) })
    }
  }

  return (
    <SectionCard title={`${tc.rating.title} · ${order.seller.title}`}>
      <div className="space-y-5">
        <p className="text-sm text-ink-muted">
          {tc.rating.lead} {first ? <span className="font-medium text-ink">{first.name}</span> : null}
        </p>
        {done ? (
          <Alert
            tone="success"
            action={
              <ButtonLink to="/siparisdetay/$orderId" params={{ orderId: String(order.id) }} variant="secondary" size="sm">
                {tc.common.details}
              </ButtonLink>
            }
          >
            {tc.rating.done}
          </Alert>
        ) : !order.can_rate ? (
          <Alert tone="info">{tc.rating.notYet}</Alert>
        ) : (
          <>
            <StarPicker value={rating} onChange={setRating} />
            <TextareaField
              label={tc.rating.comment}
              hint={tc.rating.commentHint}
              maxLength={RATING_COMMENT_MAX}
              rows={4}
              {...field('comment')}
            />
            <Button size="lg" disabled={rating === 0} loading={m.rate.isPending} onClick={() => void submit()}>
              {tc.rating.submit}
            </Button>
          </>
        )}
      </div>
    </SectionCard>
  )
}
