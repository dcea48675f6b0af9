// The KVKK başvurusu form: the rights of KVKK m.11 as boxes, an explanation, and for a guest a name and the
// address the confirmation link goes to (with the human check). A member's request is received at once.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { CheckboxField, FieldError, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { HumanCheck } from '#client/features/auth/components/human-check.tsx'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { focusFirstInvalid, fromServer, fromZodIssues, type FieldErrors } from '#client/lib/form-errors.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { kvkk } from '#common/messages/kvkk.ts'
import { KVKK_REQUEST_KINDS, KvkkGuestForm, KvkkMemberForm } from '#common/schemas/kvkk-request.ts'
import { useRef, useState, type FormEvent } from 'react'
import { useSubmitKvkk } from '../kvkk.ts'
import { CollectionNotice } from './collection-notice.tsx'

/** Errors on `kinds.0` and the like belong to the fieldset. */
const byField = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.startsWith('kinds') ? 'kinds' : k, v]))

export function KvkkForm({ memberEmail }: { memberEmail: string | null }) {
  const [values, setValues] = useState({ name: '', email: '', details: '' })
  const [kinds, setKinds] = useState<string[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [human, setHuman] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const send = useSubmitKvkk()
  const guest = memberEmail === null
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    setErrors(({ [key]: _gone, ...rest }) => rest)
  }
  const toggle = (kind: string, on: boolean) => {
    setKinds((list) => (on ? [...list, kind] : list.filter((k) => k !== kind)))
    setErrors(({ kinds: _gone, ...rest }) => rest)
  }
  const refused = (error: unknown) => {
    setHuman(null)
    setRound((r) => r + 1)
    const fields = byField(fromServer(error))
    if (isApiError(error) && error.status === 422 && Object.keys(fields).length) {
      setErrors(fields)
      focusFirstInvalid(formRef.current)
    } else setAnswer({ tone: 'error', text: errorMessage(error) })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const input = guest ? { ...values, kinds } : { kinds, details: values.details }
    const parsed = (guest ? KvkkGuestForm : KvkkMemberForm).safeParse(input)
    if (!parsed.success) {
      setErrors(byField(fromZodIssues(parsed.error)))
      focusFirstInvalid(formRef.current)
      return
    }
    send.mutate(
      { ...input, human },
      {
        onSuccess: (a) => {
          setAnswer({ tone: 'success', text: a.message })
          setValues({ name: '', email: '', details: '' })
          setKinds([])
        },
        onError: refused,
      },
    )
  }
  return (
    <SectionCard title={kvkkPage.formTitle}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        {answer ? <Alert tone={answer.tone}>{answer.text}</Alert> : null}
        <p className="text-sm text-ink-muted">{guest ? kvkkPage.asGuest : kvkkPage.asMember(memberEmail)}</p>
        {guest ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={kvkkPage.name} required maxLength={100} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
            <TextField
              label={kvkkPage.email}
              required
              type="email"
              maxLength={254}
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
          </div>
        ) : null}
        <fieldset aria-describedby={errors.kinds ? 'kvkk-kinds-error' : undefined} className="space-y-2.5">
          <legend className="mb-2 text-sm font-semibold text-ink">{kvkkPage.kinds}</legend>
          {KVKK_REQUEST_KINDS.map((kind) => (
            <CheckboxField
              key={kind}
              name="kinds"
              value={kind}
              checked={kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
              label={kvkk.kind[kind]}
            />
          ))}
          <FieldError id="kvkk-kinds-error" message={errors.kinds} />
        </fieldset>
        <TextareaField
          label={kvkkPage.details}
          hint={kvkkPage.detailsHint}
          required
          rows={5}
          maxLength={5000}
          value={values.details}
          onChange={set('details')}
          error={errors.details}
        />
        {guest ? <HumanCheck key={round} onToken={setHuman} error={errors[HUMAN_CHECK_FIELD]} /> : null}
        <CollectionNotice point="kvkk" />
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending}>
            {kvkkPage.send}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
