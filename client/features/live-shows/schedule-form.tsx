// "Canlı mezat planla": the seller's form (title, start in Istanbul time, their approved open lots in the
// order they are sold). The server checks every rule again (worker/domain/live/shows.ts) and names the field.
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { CheckboxField, FieldError, TextField } from '#client/components/ui/field.tsx'
import { ArrowUpIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { errorMessage } from '#client/lib/api.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import type { OwnedAuction } from '#common/schemas/listing.ts'
import { SHOW_MIN_LEAD_MINUTES } from '#common/schemas/live-shows.ts'
import { fromWireTime, toWireTime } from '#common/time.ts'
import { useState, type FormEvent } from 'react'
import { useScheduleShow } from './queries.ts'

/** The datetime-local value (Istanbul wall time, to the minute) of a moment. */
const localValue = (ms: number) => toWireTime(ms).slice(0, 16).replace(' ', 'T')

function LotOrder({ lots, order, move }: { lots: OwnedAuction[]; order: number[]; move: (index: number) => void }) {
  const byId = new Map(lots.map((l) => [l.id, l]))
  return (
    <ol className="space-y-1.5" aria-label={tl.pickLots}>
      {order.map((id, i) => (
        <li key={id} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-line">
          <span className="w-6 font-bold text-brand-800 tabular">{tl.order(i + 1)}</span>
          <span className="min-w-0 flex-1 truncate">{byId.get(id)?.name}</span>
          {i > 0 ? (
            <button
              type="button"
              onClick={() => move(i)}
              aria-label={tl.up(byId.get(id)?.name ?? '')}
              className="grid size-9 place-items-center rounded-full text-brand-700 hover:bg-brand-50"
            >
              <ArrowUpIcon className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

export function ScheduleForm({ lots }: { lots: OwnedAuction[] }) {
  const schedule = useScheduleShow()
  const [title, setTitle] = useState('')
  const [startsAt, setStartsAt] = useState('')
  const [order, setOrder] = useState<number[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const toggle = (id: number, on: boolean) => setOrder((o) => (on ? [...o, id] : o.filter((x) => x !== id)))
  const move = (i: number) => setOrder((o) => [...o.slice(0, i - 1), o[i]!, o[i - 1]!, ...o.slice(i + 1)])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    schedule.mutate(
      { title, scheduled_at: startsAt ? fromWireTime(startsAt) : Number.NaN, auction_ids: order },
      {
        onSuccess: (a) => {
          toast.success(a.message)
          setTitle('')
          setStartsAt('')
          setOrder([])
          setErrors({})
        },
        onError: (error) => {
          const fields = fromServer(error)
          setErrors(fields)
          if (!Object.keys(fields).length) toast.error(errorMessage(error))
        },
      },
    )
  }
  return (
    <SectionCard title={tl.newShow}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label={tl.title} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={errors.title} required />
        <TextField
          label={tl.startsAt}
          type="datetime-local"
          value={startsAt}
          min={localValue(Date.now() + SHOW_MIN_LEAD_MINUTES * 60_000)}
          onChange={(e) => setStartsAt(e.target.value)}
          hint={tl.startsAtHint}
          error={errors.scheduled_at}
          required
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">{tl.pickLots}</legend>
          <p className="text-sm text-ink-muted">{tl.pickLotsHint}</p>
          {lots.length === 0 ? <p className="text-sm text-ink-muted">{tl.noOpenLots}</p> : null}
          {lots.map((lot) => (
            <CheckboxField key={lot.id} label={lot.name} checked={order.includes(lot.id)} onChange={(e) => toggle(lot.id, e.target.checked)} />
          ))}
          <FieldError id={errors.auction_ids ? 'show-lots-error' : undefined} message={errors.auction_ids} />
        </fieldset>
        {order.length > 1 ? <LotOrder lots={lots} order={order} move={move} /> : null}
        <Button type="submit" loading={schedule.isPending}>
          {tl.schedule}
        </Button>
      </form>
    </SectionCard>
  )
}
