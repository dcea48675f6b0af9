// Console forms: a values/errors hook checked with the shared zod schema before sending (the server
// checks again with the same one), a dialog that hosts a form, a delete confirmation, an image field
// that uploads to R2 and an HTML field with a sanitised preview.
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { CheckboxField, FieldError, Options, SelectField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { focusFirstInvalid, fromServer, fromZodIssues, type FieldErrors } from '#client/lib/form-errors.ts'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { ZodType } from 'zod'
import { uploadImage } from '../upload.ts'

export type Values = Record<string, unknown>

/** Form state: values by field name, the first error of each field, and a check against `schema`. */
export function useAdminForm(schema: ZodType, initial: Values) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const set = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors(({ [name]: _gone, ...rest }) => rest)
  }
  const text = (name: string) => ({
    name,
    value: values[name] == null ? '' : String(values[name]),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: errors[name],
  })
  const check = () => {
    const r = schema.safeParse(values)
    if (r.success) return true
    setErrors(fromZodIssues(r.error))
    return false
  }
  return { values, setValues, set, text, errors, setErrors, check }
}
export type AdminForm = ReturnType<typeof useAdminForm>

/**
 * A form on a console page rather than in a dialog (a ticket's reply, a KVKK request's answer, a lot's
 * showcase): checked with the form's schema, then `onSubmit`; a 422 puts its sentences under the fields,
 * any other failure is a toast, since the page has no place of its own for it.
 */
export function InlineForm({
  form,
  onSubmit,
  className,
  children,
}: {
  form: AdminForm
  onSubmit: (values: Values) => Promise<unknown>
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLFormElement>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!form.check()) return focusFirstInvalid(ref.current)
    try {
      await onSubmit(form.values)
    } catch (error) {
      const fields = fromServer(error)
      form.setErrors(fields)
      if (Object.keys(fields).length) focusFirstInvalid(ref.current)
      else toast.error(errorMessage(error))
    }
  }
  return (
    <form ref={ref} noValidate className={className} onSubmit={submit}>
      {children}
    </form>
  )
}

type FormDialogProps = {
  open: boolean
  title: string
  description?: ReactNode
  form: AdminForm
  pending: boolean
  onClose: () => void
  /** Sends the values; a thrown 422 puts its field sentences under the fields. */
  onSubmit: (values: Values) => Promise<unknown>
  submitLabel?: string
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
}

export function FormDialog({
  open,
  title,
  description,
  form,
  pending,
  onClose,
  onSubmit,
  submitLabel = ta.common.save,
  size = 'md',
  children,
}: FormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    if (!form.check()) return focusFirstInvalid(formRef.current)
    try {
      await onSubmit(form.values)
      onClose()
    } catch (error) {
      const fields = fromServer(error)
      form.setErrors(fields)
      if (Object.keys(fields).length) focusFirstInvalid(formRef.current)
      else setFailure(errorMessage(error))
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ta.common.cancel}
          </Button>
          <Button type="submit" form={id} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {failure ? (
          <p role="alert" className="rounded-control bg-danger-50 p-3 text-sm font-medium text-danger-800">
            {failure}
          </p>
        ) : null}
        {form.errors._ ? <FieldError id={`${id}-form`} message={form.errors._} /> : null}
        {children}
      </form>
    </Dialog>
  )
}

/**
 * A yes/no question before a weighty action (a role change, a delete); the action runs on confirm and its
 * failure shows inside, until the dialog closes.
 */
export function ConfirmAction({
  open,
  title,
  body,
  note,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
  pending,
}: {
  open: boolean
  title: string
  body: string
  /** A second, quieter line: what else goes with the action. */
  note?: string | undefined
  confirmLabel: string
  danger?: boolean
  onConfirm: () => Promise<unknown>
  onClose: () => void
  pending: boolean
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const close = () => {
    setFailure(null)
    onClose()
  }
  const confirm = async () => {
    setFailure(null)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      setFailure(errorMessage(error))
    }
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {ta.common.cancel}
          </Button>
          <Button variant={danger ? 'danger' : undefined} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink">{body}</p>
      {note ? <p className="mt-2 text-sm text-ink-muted">{note}</p> : null}
      {failure ? (
        <p role="alert" className="mt-3 rounded-control bg-danger-50 p-3 text-sm font-medium text-danger-800">
          {failure}
        </p>
      ) : null}
    </Dialog>
  )
}

/** "Silinsin mi?" with the thing's name. */
export function ConfirmDelete({
  what,
  warning,
  ...rest
}: {
  what: string | null
  warning?: string | undefined
  onConfirm: () => Promise<unknown>
  onClose: () => void
  pending: boolean
}) {
  return (
    <ConfirmAction
      open={what !== null}
      title={ta.common.confirmDeleteTitle}
      body={ta.common.confirmDelete(what ?? '')}
      note={warning}
      confirmLabel={ta.common.delete}
      danger
      {...rest}
    />
  )
}

/** Image reference field: the current picture, an upload button (R2) and a remove button. */
export function ImageField({
  form,
  name,
  label,
  hint,
  preview,
}: {
  form: AdminForm
  name: string
  label: string
  hint?: string
  preview?: string | null
}) {
  const id = useId()
  const [url, setUrl] = useState<string | null>(preview ?? null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const value = form.values[name] as string | null | undefined
  const shown = value ? (url ?? (value.startsWith('/') ? value : `/media/${value}`)) : null
  const error = failure ?? form.errors[name]
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid h-20 w-32 shrink-0 place-items-center overflow-hidden rounded-control bg-slate-100 ring-1 ring-line">
          {shown ? (
            <img src={shown} alt="" className="h-full w-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-ink-subtle" aria-label={ta.common.noImage} />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={cx(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-control bg-white px-3 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-line-strong ring-inset hover:bg-brand-50',
              busy && 'pointer-events-none opacity-60',
            )}
          >
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? ta.common.uploading : value ? ta.common.replace : ta.common.upload}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
              onChange={async (e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (!file) return
                setBusy(true)
                setFailure(undefined)
                try {
                  const up = await uploadImage(file)
                  setUrl(up.url)
                  form.set(name, up.key)
                } catch (err) {
                  setFailure(errorMessage(err))
                } finally {
                  setBusy(false)
                }
              }}
            />
          </label>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setUrl(null)
                form.set(name, null)
              }}
            >
              {ta.common.remove}
            </Button>
          ) : null}
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  )
}

/** HTML source with a toggle to the sanitised preview the storefront will show. */
export function HtmlField({
  form,
  name,
  label,
  required,
  rows = 10,
}: {
  form: AdminForm
  name: string
  label: string
  required?: boolean
  rows?: number
}) {
  const [preview, setPreview] = useState(false)
  const html = String(form.values[name] ?? '')
  return (
    <div>
      <div className="mb-1 flex justify-end">
        <Button variant="ghost" size="sm" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? ta.common.source : ta.common.preview}
        </Button>
      </div>
      {preview ? (
        <div className="rounded-control p-4 ring-1 ring-line">
          <p className="mb-2 text-sm font-semibold text-ink">{label}</p>
          <SafeHtml html={html} className="prose-sm text-sm leading-6" />
        </div>
      ) : (
        <TextareaField
          label={label}
          required={required}
          rows={rows}
          hint={ta.common.htmlHint}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          {...form.text(name)}
        />
      )}
    </div>
  )
}

export const TargetSelect = ({ form, name, label }: { form: AdminForm; name: string; label: string }) => (
  <SelectField label={label} {...form.text(name)}>
    {Object.entries(ta.common.target).map(([v, l]) => (
      <option key={v} value={v}>
        {l}
      </option>
    ))}
  </SelectField>
)

export function Check({ form, name, label }: { form: AdminForm; name: string; label: string }) {
  return (
    <CheckboxField
      label={label}
      checked={form.values[name] === true}
      onChange={(e) => form.set(name, e.target.checked)}
      error={form.errors[name]}
    />
  )
}

export function SortField({ form }: { form: AdminForm }) {
  return <TextField label={ta.field.sortOrder} inputMode="numeric" hint={ta.common.sortHint} {...form.text('sort_order')} />
}

/** A row's address name (`slug`) and its order side by side. */
export function SlugAndOrder({ form }: { form: AdminForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <TextField label={ta.field.slug} hint={ta.common.slugHint} {...form.text('slug')} />
      <SortField form={form} />
    </div>
  )
}

export { Options, SelectField, TextareaField, TextField }
