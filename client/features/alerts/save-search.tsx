// "Aramayı kaydet" on the search results and a category page (docs/alerts.md): the page's words and
// category, a price range and how often to mail, saved with POST /api/saved-searches. This module is
// loaded lazily by those pages (tests/e2e/first-visit.spec.ts keeps it off their first visit).
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { TextField, TextFields } from '#client/components/ui/field.tsx'
import { BellIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { errorMessage } from '#client/lib/api.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import { currentUser } from '#client/lib/session.ts'
import { LoginFirstLink } from '#client/features/auth/components/login-first-link.tsx'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { parseLira } from './lira.ts'
import { PreferencesNote } from './preferences-note.tsx'
import { useSaveSearch } from './queries.ts'

type Props = { q: string; category?: { slug: string; title: string } | null }

export default function SaveSearch({ q, category = null }: Props) {
  const { data: session } = useQuery(currentUser())
  const [open, setOpen] = useState(false)
  if (!session)
    return <LoginFirstLink title={ta.loginToSave} icon={<BellIcon className="size-4" />} label={ta.save} />
  return (
    <>
      <Button variant="secondary" size="sm" icon={<BellIcon className="size-4" />} onClick={() => setOpen(true)}>
        {ta.save}
      </Button>
      {open ? <SaveDialog q={q} category={category} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/** The price range of a saved search, in lira as typed (parseLira makes kuruş of them). */
const PRICES = [
  ['min_price_kurus', ta.minPrice],
  ['max_price_kurus', ta.maxPrice],
] as const

function SaveDialog({ q, category, onClose }: Required<Props> & { onClose: () => void }) {
  const [name, setName] = useState([q, category?.title].filter(Boolean).join(' · ').slice(0, 80))
  const [prices, setPrices] = useState({ min_price_kurus: '', max_price_kurus: '' })
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant')
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useSaveSearch()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const minKurus = parseLira(prices.min_price_kurus)
    const maxKurus = parseLira(prices.max_price_kurus)
    if (minKurus === undefined || maxKurus === undefined)
      return setErrors({
        ...(minKurus === undefined ? { min_price_kurus: ta.priceNotNumber } : {}),
        ...(maxKurus === undefined ? { max_price_kurus: ta.priceNotNumber } : {}),
      })
    save.mutate(
      { name, q, category: category?.slug ?? null, min_price_kurus: minKurus, max_price_kurus: maxKurus, frequency },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          onClose()
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
    <Dialog open onClose={onClose} title={ta.saveTitle} description={ta.saveLead} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label={ta.name} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} error={errors.name} required />
        <p className="text-sm text-ink-muted">
          {q ? <strong className="text-ink">“{q}”</strong> : null}
          {q && category ? ' · ' : null}
          {category ? category.title : null}
        </p>
        {errors.q || errors.category ? <p className="text-sm text-danger-700">{errors.q ?? errors.category}</p> : null}
        <div className="grid grid-cols-2 gap-3">
          <TextFields
            fields={PRICES}
            values={prices}
            onChange={(name, value) => setPrices((p) => ({ ...p, [name]: value }))}
            errorOf={(name) => errors[name]}
            inputMode="decimal"
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{ta.frequency}</legend>
          {(
            [
              ['instant', ta.instant, ta.instantHint],
              ['daily', ta.daily, ta.dailyHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-2 rounded-control p-3 text-sm ring-1 ring-line-strong ring-inset has-checked:bg-brand-50 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name="frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{label}</span>
                <span className="text-ink-muted">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <PreferencesNote className="text-xs" />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {ta.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {ta.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
