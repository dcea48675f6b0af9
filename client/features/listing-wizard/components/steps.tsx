// Steps 1–3 of the wizard: category and brand; title,
// description and properties; prices, dates and who pays shipping.
import { Alert } from '#client/components/ui/alert.tsx'
import { Choice } from '#client/components/ui/choice.tsx'
import { Options, SelectField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { CONDITION_GRADES, CONDITION_LABELS, CONDITION_NOTES_MAX } from '#common/condition.ts'
import { tr } from '#common/messages.ts'
import { formatKurus, formatLira2 } from '#common/money.ts'
import type { Category } from '#common/schemas/answers.ts'
import { parsePriceKurus, TITLE_MAX, type Brand, type ListingContext } from '#common/schemas/listing.ts'
import { useId } from 'react'
import { choiceOf, chooseCategory, dateLimits, type Values } from '../model.ts'

type StepProps = {
  values: Values
  errors: Record<string, string>
  ctx: ListingContext
  set: (patch: Values) => void
}

export function CategoryStep({ values, errors, ctx, set, categories, brands }: StepProps & { categories: Category[]; brands: Brand[] }) {
  const listId = useId()
  const choice = choiceOf(ctx, values)
  const title = new Map(categories.map((c) => [c.id, c.title]))
  const level1 = ctx.categories.filter((c) => c.level === 1)
  const level2 = choice.c1 ? choice.children(choice.c1.id) : []
  const level3 = choice.c2 ? choice.children(choice.c2.id) : []
  const pick = (level: 1 | 2 | 3) => (e: { target: { value: string } }) => set(chooseCategory(ctx, values, level, e.target.value))
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        className="sm:col-span-2"
        label={tm.wizard.category}
        required
        value={values.category_1_id}
        onChange={pick(1)}
        error={errors.category_1_id}
      >
        <option value="">{tm.common.choose}</option>
        <Options items={level1} value={(c) => c.id} label={(c) => title.get(c.id)} />
      </SelectField>
      {level2.length > 0 ? (
        <SelectField label={tm.wizard.subCategory} required value={values.category_2_id} onChange={pick(2)} error={errors.category_2_id}>
          <Options items={level2} value={(c) => c.id} label={(c) => title.get(c.id)} />
        </SelectField>
      ) : null}
      {level3.length > 0 ? (
        <SelectField label={tm.wizard.leafCategory} required value={values.category_3_id} onChange={pick(3)} error={errors.category_3_id}>
          <Options items={level3} value={(c) => c.id} label={(c) => title.get(c.id)} />
        </SelectField>
      ) : null}
      {choice.c1 && !choice.showBrand ? (
        <Alert className="sm:col-span-2" tone="info">
          {tm.wizard.noBrandNote}
        </Alert>
      ) : null}
      {choice.showBrand ? (
        <>
          <TextField
            className="sm:col-span-2"
            label={tm.wizard.brand}
            hint={tm.wizard.brandHint}
            required
            list={listId}
            maxLength={60}
            autoComplete="off"
            placeholder={tm.wizard.brandPlaceholder}
            value={values.brand}
            onChange={(e) => set({ brand: e.target.value })}
            error={errors.brand}
          />
          <datalist id={listId}>
            {brands.map((b) => (
              <option key={b.id} value={b.title} />
            ))}
          </datalist>
          <TextField
            label={tm.wizard.model}
            required
            maxLength={80}
            value={values.model}
            onChange={(e) => set({ model: e.target.value })}
            error={errors.model}
          />
          <TextField
            label={
              <>
                {tm.wizard.series} <span className="font-normal text-ink-muted">{tm.common.optional}</span>
              </>
            }
            maxLength={80}
            value={values.series}
            onChange={(e) => set({ series: e.target.value })}
            error={errors.series}
          />
        </>
      ) : null}
    </div>
  )
}

export function DetailsStep({ values, errors, ctx, set }: StepProps) {
  const choice = choiceOf(ctx, values)
  const labels = choice.propertyGroup == null ? [] : ctx.labelsOf(choice.propertyGroup).filter((l) => l.values.length > 0)
  const length = values.title!.trim().length
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={tm.wizard.titleLabel}
        hint={tm.wizard.titleHint(length)}
        required
        maxLength={TITLE_MAX}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
      />
      <TextareaField
        className="sm:col-span-2"
        label={tm.wizard.description}
        hint={tm.wizard.descriptionHint}
        rows={8}
        maxLength={15_000}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
      />
      <SelectField
        label={tm.wizard.conditionGrade}
        hint={tm.wizard.conditionGradeHint}
        value={values.condition_grade}
        onChange={(e) => set({ condition_grade: e.target.value })}
        error={errors.condition_grade}
      >
        <option value="">{tm.wizard.conditionNone}</option>
        <Options items={CONDITION_GRADES} value={(g) => g} label={(g) => `${CONDITION_LABELS[g].title} – ${CONDITION_LABELS[g].meaning}`} />
      </SelectField>
      <TextareaField
        label={tm.wizard.conditionNotes}
        hint={tm.wizard.conditionNotesHint}
        rows={3}
        maxLength={CONDITION_NOTES_MAX}
        value={values.condition_notes}
        onChange={(e) => set({ condition_notes: e.target.value })}
        error={errors.condition_notes}
      />
      {labels.length > 0 ? (
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-ink">{tm.wizard.properties}</legend>
          {labels.map((label) => {
            const key = `property_${label.position}`
            return (
              <SelectField
                key={key}
                label={label.title}
                required
                value={values[key]}
                onChange={(e) => set({ [key]: e.target.value })}
                error={errors[key]}
              >
                <option value="">{tm.common.choose}</option>
                <Options items={label.values} value={(v) => v} />
              </SelectField>
            )
          })}
        </fieldset>
      ) : null}
    </div>
  )
}

function PriceField({
  name,
  label,
  hint,
  value,
  error,
  set,
  required = true,
}: {
  name: string
  label: string
  hint: string
  value: string
  error?: string | undefined
  set: StepProps['set']
  required?: boolean
}) {
  const kurus = parsePriceKurus(value)
  return (
    <TextField
      label={label}
      hint={kurus ? `${hint} ${formatLira2(kurus / 100)}` : hint}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      maxLength={16}
      value={value}
      onChange={(e) => set({ [name]: e.target.value.replace(/[^\d.,]/g, '') })}
      error={error}
    />
  )
}

/** The prices step's fields in their order: the field, its label (and a price's hint). */
const PRICES = [
  ['opening_price', tm.wizard.openingPrice, tm.wizard.openingHint],
  ['buynow_price', tm.wizard.buyNowPrice, tm.wizard.buyNowHint],
] as const
const DATES = [
  ['start_time', tm.wizard.start],
  ['end_time', tm.wizard.end],
] as const

export function PricesStep({ values, errors, ctx, set, touch }: StepProps & { touch: (field: 'start_time' | 'end_time') => void }) {
  const choice = choiceOf(ctx, values)
  const limits = dateLimits()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PRICES.map(([name, label, hint]) => (
        <PriceField key={name} name={name} label={label} hint={hint} value={values[name]!} error={errors[name]} set={set} />
      ))}
      <ReserveField values={values} errors={errors} ctx={ctx} set={set} />
      {DATES.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          required
          type="datetime-local"
          // The end cannot come before the start.
          min={name === 'end_time' ? values.start_time || limits.min : limits.min}
          max={limits.max}
          value={values[name]}
          onChange={(e) => {
            touch(name)
            set({ [name]: e.target.value })
          }}
          error={errors[name]}
        />
      ))}
      <p className="-mt-2 text-xs text-ink-muted sm:col-span-2">{tm.wizard.datesHint}</p>
      {choice.shippingType === 1 ? (
        <Choice
          name="shipping_payment_by"
          legend={tm.wizard.shippingPayer}
          value={values.shipping_payment_by}
          options={[
            ['1', tm.wizard.shippingReceiver],
            ['0', tm.wizard.shippingSender],
          ]}
          onChange={(v) => set({ shipping_payment_by: v })}
          className="grid gap-2 sm:grid-cols-2"
          fieldsetClassName="sm:col-span-2"
        />
      ) : (
        <Alert className="sm:col-span-2" tone="info">
          {tm.wizard.freightNote}
        </Alert>
      )}
    </div>
  )
}

/**
 * The optional hidden reserve (docs/decisions/0020-reserve-price.md): offered once the opening price reaches the
 * editors' threshold; a value already typed stays visible with its error if the opening price drops under it.
 */
function ReserveField({ values, errors, ctx, set }: StepProps) {
  const opening = parsePriceKurus(values.opening_price) ?? 0
  const threshold = formatKurus(ctx.reserveThresholdKurus)
  if (opening < ctx.reserveThresholdKurus && !values.reserve_price && !errors.reserve_price)
    return <p className="text-sm text-ink-muted sm:col-span-2">{tr.reserve.thresholdHint(threshold)}</p>
  return (
    <div className="sm:col-span-2">
      <PriceField
        name="reserve_price"
        label={tr.reserve.amountLabel}
        hint={tr.reserve.amountHelp}
        value={values.reserve_price ?? ''}
        error={errors.reserve_price}
        set={set}
        required={false}
      />
    </div>
  )
}
