// One answer out of a few, as tiles rather than a select: each option a radio button inside a tile the whole
// of which is clickable, the chosen tile tinted. `Choice` is the tiles with their question (legend) and error.
import { cx } from '#client/lib/cx.ts'
import type { ReactNode } from 'react'
import { FieldError } from './field.tsx'

type TilesProps<T extends string> = {
  name: string
  value: T | '' | undefined
  options: ReadonlyArray<readonly [T, ReactNode]>
  onChange: (v: T) => void
  /** The grid of the tiles (two columns unless told). */
  className?: string
  invalid?: boolean
  /** For a group without a legend (a radiogroup named by `label`). */
  label?: string
}

export function ChoiceTiles<T extends string>({
  name,
  value,
  options,
  onChange,
  className = 'grid grid-cols-2 gap-2',
  invalid,
  label,
}: TilesProps<T>) {
  return (
    <div className={className} role={label ? 'radiogroup' : undefined} aria-label={label}>
      {options.map(([v, text]) => (
        <label
          key={v}
          className={cx(
            'flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm ring-1 ring-inset',
            value === v
              ? 'bg-brand-50 font-semibold text-brand-900 ring-brand-500'
              : 'bg-white text-ink ring-line-strong hover:bg-slate-50',
          )}
        >
          <Radio name={name} value={v} checked={value === v} onPick={() => onChange(v)} invalid={invalid} className="size-4" />
          {text}
        </label>
      ))}
    </div>
  )
}

export function Choice<T extends string>({
  legend,
  error,
  fieldsetClassName,
  ...tiles
}: Omit<TilesProps<T>, 'invalid' | 'label'> & { legend: ReactNode; error?: string | undefined; fieldsetClassName?: string }) {
  return (
    <fieldset className={fieldsetClassName}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink">{legend}</legend>
      <ChoiceTiles {...tiles} />
      <FieldError id={error ? `${tiles.name}-hata` : undefined} message={error} />
    </fieldset>
  )
}

type CardsProps<T, V extends string | number> = {
  legend: ReactNode
  name: string
  items: readonly T[]
  valueOf: (item: T) => V
  chosen: V | null | undefined
  onChoose: (value: V) => void
  /** What a tile says besides its radio button (a saved address, a cargo firm and its price). */
  children: (item: T) => ReactNode
  /** Inside the group, under the tiles: its error, a way to add one more, a choice that follows from it. */
  footer?: ReactNode
  describedBy?: string | undefined
}

/** One of a few things that each need a card to tell (saved addresses, cargo firms): a radio button on each card. */
export function RadioCards<T, V extends string | number>({ legend, name, items, valueOf, chosen, onChoose, children, footer, describedBy }: CardsProps<T, V>) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-3 text-sm text-ink-muted">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => {
          const value = valueOf(item)
          return (
            <label
              key={value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-card p-4 ring-1 transition-colors',
                chosen === value ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-line hover:ring-brand-300',
              )}
            >
              <Radio name={name} value={value} checked={chosen === value} onPick={() => onChoose(value)} className="mt-1 size-4 shrink-0" />
              {children(item)}
            </label>
          )
        })}
      </div>
      {footer}
    </fieldset>
  )
}

type RadioProps = { name: string; value: string | number; checked: boolean; onPick: () => void; invalid?: boolean | undefined; className: string }

function Radio({ name, value, checked, onPick, invalid, className }: RadioProps) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      onChange={onPick}
      aria-invalid={invalid || undefined}
      className={cx(className, 'accent-brand-700')}
    />
  )
}
