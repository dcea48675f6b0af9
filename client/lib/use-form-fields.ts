// One form's text values and field errors, the way every form of the site holds them: a control is bound
// with `field(name)` (its value, its change handler, the error under it), and typing in a field clears
// that field's error. `check(schema, input)` runs the shared schema before anything is sent; `invalid`
// shows errors (the schema's or a 422's) and moves focus to the first broken control of `formRef`.
import { useRef, useState } from 'react'
import type { ZodType } from 'zod'
import { focusFirstInvalid, fromZodIssues, type FieldErrors } from './form-errors.ts'

type Change = { target: { value: string } }
/** What `field(name)` hands a control: spread it on a TextField, SelectField or TextareaField. */
export type BoundField = { value: string; onChange: (e: Change) => void; error: string | undefined }

export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)

  /** Changes some values and forgets the errors of those fields. */
  const patch = (changes: Partial<V>) => {
    setValues((v) => ({ ...v, ...changes }))
    setErrors((e) => {
      const next = { ...e }
      for (const k of Object.keys(changes)) delete next[k]
      return next
    })
  }
  const set = (key: keyof V & string) => (e: Change) => patch({ [key]: e.target.value } as Partial<V>)
  const field = (key: keyof V & string): BoundField => ({ value: values[key] ?? '', onChange: set(key), error: errors[key] })

  const invalid = (found: FieldErrors) => {
    setErrors(found)
    focusFirstInvalid(formRef.current)
  }
  /** The schema's data, or null once its errors are shown; a passing check clears the old errors. */
  const check = <T>(schema: ZodType<T>, input: unknown): T | null => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      invalid(fromZodIssues(parsed.error))
      return null
    }
    setErrors({})
    return parsed.data
  }

  return { values, setValues, errors, setErrors, formRef, patch, set, field, invalid, check }
}
