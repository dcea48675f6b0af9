// The notice form (docs/notice-and-takedown.md): who reports, whether they hold the right, the kind from the fixed
// list, the content's address, the explanation, the registration number of a registered right, evidence files;
// with why each personal field is asked. Loaded only when someone opens it (report-link.tsx), so no page pays for it.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { Options, SelectField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { errorMessage } from '#client/lib/api.ts'
import { focusFirstInvalid, fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import { postMultipart } from '#client/lib/multipart.ts'
import { tr } from '#common/messages.ts'
import { needsRegistration, REPORT_KINDS, ReportCreatedAnswer, type ReportTarget } from '#common/reports.ts'
import { useRef, useState, type FormEvent } from 'react'

const m = tr.reports
const f = m.form

export default function ReportDialog({ target, targetId, onClose }: { target: ReportTarget; targetId: number; onClose: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [kind, setKind] = useState('')
  const form = useRef<HTMLFormElement>(null)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const body = new FormData(e.currentTarget)
    body.set('target', target)
    body.set('target_id', String(targetId))
    setSending(true)
    setFailure(null)
    try {
      setDone((await postMultipart('/api/reports', body, ReportCreatedAnswer)).message)
    } catch (err) {
      const fields = fromServer(err)
      setErrors(fields)
      if (Object.keys(fields).length) focusFirstInvalid(form.current)
      else setFailure(errorMessage(err))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title={f.title} description={f.lead} size="md">
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <Button onClick={onClose}>{f.close}</Button>
        </div>
      ) : (
        <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <p className="text-xs text-ink-muted">{m.targetLabel[target]}</p>
          <TextField label={f.name} name="name" autoComplete="name" required error={errors.name} />
          <TextField label={f.email} name="email" type="email" autoComplete="email" required error={errors.email} />
          <fieldset aria-describedby={errors.right_holder ? 'report-right-holder-error' : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-ink">{f.rightHolder}</legend>
            {(['1', '0'] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 py-1 text-sm text-ink">
                <input type="radio" name="right_holder" value={v} className="size-4 accent-brand-600" />
                {v === '1' ? f.rightHolderYes : f.rightHolderNo}
              </label>
            ))}
            {errors.right_holder ? (
              <p id="report-right-holder-error" className="mt-1 text-sm text-danger-700">
                {errors.right_holder}
              </p>
            ) : null}
          </fieldset>
          <SelectField label={f.kind} name="kind" required value={kind} onChange={(e) => setKind(e.target.value)} error={errors.kind}>
            <option value="">{f.kindPlaceholder}</option>
            <Options items={REPORT_KINDS} value={(k) => k} label={(k) => m.kindLabel[k]} />
          </SelectField>
          {needsRegistration(kind) ? (
            <TextField label={f.registration} name="registration_no" required hint={f.registrationHint} error={errors.registration_no} />
          ) : null}
          <TextField label={f.url} name="url" type="url" defaultValue={typeof location === 'undefined' ? '' : location.href} error={errors.url} />
          <TextareaField label={f.explanation} name="explanation" required hint={f.explanationHint} rows={5} error={errors.explanation} />
          <TextField label={f.evidence} name="evidence" type="file" multiple accept="image/jpeg,image/png,image/webp,application/pdf" hint={f.evidenceHint} error={errors.evidence} />
          <CollectionNotice point="report" />
          <Button type="submit" loading={sending}>
            {sending ? f.sending : f.submit}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
