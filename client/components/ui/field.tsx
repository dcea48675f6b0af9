// Form fields: a visible label, the control, a hint and the error under it. The error
// text is `errors[field][0]` of the server or the shared zod schema; the control gets
// aria-invalid and aria-describedby pointing at the hint and the error.
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { FieldError } from './field-error.tsx'
import { EyeIcon, EyeOffIcon } from './icons.tsx'

export { FieldError }

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string }

const controlClass = (invalid: boolean) =>
  cx(
    'block w-full rounded-control border bg-white px-3.5 text-[0.9375rem] text-ink placeholder:text-ink-subtle shadow-xs transition-colors',
    'focus:outline-none focus-visible:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-ink-subtle',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-100'
      : 'border-line-strong hover:border-slate-400 focus:border-brand-500 focus:ring-brand-100',
  )

function useDescribedBy(hint: ReactNode, error: string | undefined) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined }
}

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {children}
      {required ? (
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  )
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null
  return (
    <p id={id} className="mt-1.5 text-xs text-ink-muted">
      {children}
    </p>
  )
}

/** What the control of a field carries so that its label, hint and error belong to it. */
type ControlProps = { id: string; required: boolean | undefined; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** The frame every field shares: the label, the control `children` draws with its props, the hint, the error. */
function Field({
  label,
  error,
  hint,
  className,
  required,
  children,
}: Common & { required: boolean | undefined; children: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error)
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <Hint id={hintId}>{hint}</Hint>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>

export function TextField({ label, error, hint, className, required, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(control) => <input {...control} className={cx(controlClass(!!error), 'h-11')} {...rest} />}
    </Field>
  )
}

type TextFieldsProps<N extends string> = Omit<InputProps, 'label' | 'error' | 'value' | 'onChange'> & {
  /** Each field's name and label, in their order. */
  fields: ReadonlyArray<readonly [N, ReactNode]>
  values: Record<N, string>
  onChange: (name: N, value: string) => void
  errorOf: (name: N) => string | undefined
}

/** A few text fields of one kind (a price range, two limits) from a table, their values held in one record. */
export function TextFields<N extends string>({ fields, values, onChange, errorOf, ...common }: TextFieldsProps<N>) {
  return fields.map(([name, label]) => (
    <TextField key={name} label={label} value={values[name]} onChange={(e) => onChange(name, e.target.value)} error={errorOf(name)} {...common} />
  ))
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, required, ...rest }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(control) => (
        <div className="relative">
          <input {...control} type={visible ? 'text' : 'password'} className={cx(controlClass(!!error), 'h-11 pr-12')} {...rest} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? t.common.hidePassword : t.common.showPassword}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-control text-ink-muted hover:text-brand-700"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  )
}

type SelectProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode }

const SELECT_ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")"

export function SelectField({ label, error, hint, className, required, children, ...rest }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(control) => (
        <select
          {...control}
          className={cx(controlClass(!!error), 'h-11 appearance-none bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10')}
          style={{ backgroundImage: SELECT_ARROW }}
          {...rest}
        >
          {children}
        </select>
      )}
    </Field>
  )
}

/** A select's options, one per item: its value and its label (the value itself unless `label` says). */
export function Options<T>({
  items,
  value,
  label = value,
}: {
  items: readonly T[] | undefined
  value: (item: T, index: number) => string | number
  label?: (item: T, index: number) => ReactNode
}) {
  return items?.map((item, i) => (
    <option key={value(item, i)} value={value(item, i)}>
      {label(item, i)}
    </option>
  ))
}

type TextareaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>

export function TextareaField({ label, error, hint, className, required, rows = 4, ...rest }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(control) => <textarea {...control} rows={rows} className={cx(controlClass(!!error), 'py-2.5')} {...rest} />}
    </Field>
  )
}

type CheckboxProps = Omit<Common, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>

/** A checkbox with its label to the right; the label may contain links. */
export function CheckboxField({ label, error, className, ...rest }: CheckboxProps) {
  const { id, errorId, describedBy } = useDescribedBy(null, error)
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand-700',
            error && 'outline-2 outline-danger-600',
          )}
          {...rest}
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
