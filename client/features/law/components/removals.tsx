// "Kaldırılan içerikler": the member's content removed after a notice (docs/notice-and-takedown.md), the reason, and
// one objection each with documents, which an editor then decides.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { TextareaField, TextField } from '#client/components/ui/field.tsx'
import { api, errorMessage } from '#client/lib/api.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import { postMultipart } from '#client/lib/multipart.ts'
import { tr } from '#common/messages.ts'
import { MyRemovalsAnswer, type MyRemoval } from '#common/reports.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'

const m = tr.reports
const r = m.removals
export const removalsQuery = () =>
  queryOptions({ queryKey: ['my-removals'], queryFn: ({ signal }) => api.get('/api/my-removals', MyRemovalsAnswer, { signal }) })

function Objection({ item }: { item: MyRemoval }) {
  const qc = useQueryClient()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setSending(true)
    try {
      await postMultipart(`/api/my-removals/${item.id}/objection`, new FormData(e.currentTarget), MessageAnswer)
      await qc.invalidateQueries({ queryKey: ['my-removals'] })
    } catch (err) {
      setErrors(fromServer(err))
      setFailure(Object.keys(fromServer(err)).length ? null : errorMessage(err))
    } finally {
      setSending(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 border-t border-line pt-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextareaField label={r.objection} name="text" rows={4} required error={errors.text} />
      <TextField label={r.documents} name="documents" type="file" multiple accept="image/jpeg,image/png,image/webp,application/pdf" hint={m.form.evidenceHint} error={errors.documents} />
      <Button type="submit" loading={sending}>
        {r.send}
      </Button>
    </form>
  )
}

export function Removals() {
  const { data } = useSuspenseQuery(removalsQuery())
  if (data.removals.length === 0) return <p className="text-sm text-ink-muted">{r.empty}</p>
  return (
    <div className="space-y-4">
      {data.removals.map((item) => (
        <Card key={item.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold text-ink">
              {m.targetLabel[item.target]}: {item.target_title}
            </h2>
            <Badge tone={item.status === 'restored' ? 'success' : 'danger'}>{m.statusLabel[item.status]}</Badge>
          </div>
          <p className="text-sm text-ink-muted">
            {m.kindLabel[item.kind]} · {item.removed_at.slice(0, 16).replace('T', ' ')}
          </p>
          <p className="text-sm text-ink">
            <span className="font-semibold">{r.reason}:</span> {item.reason}
          </p>
          {item.objection ? (
            <p className="whitespace-pre-line text-sm text-ink-muted">
              <span className="font-semibold text-ink">{r.objection}:</span> {item.objection.text}
              {item.objection.note ? `\n${r.reason}: ${item.objection.note}` : ''}
            </p>
          ) : null}
          {item.may_object ? <Objection item={item} /> : null}
        </Card>
      ))}
    </div>
  )
}
