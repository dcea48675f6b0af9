// 'Satıcıya Sor' (modal 0): a plain-text question; 'Soru içeriği boş bırakılamaz' when empty.
import { FormDialog } from '#client/components/ui/confirm-dialog.tsx'
import { TextareaField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import * as tr from '#common/messages/storefront.ts'
import { QUESTION_MAX } from '#common/schemas/storefront.ts'
import { useState } from 'react'
import { useAskQuestion } from '../piece-queries.ts'

export function AskSellerDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const ask = useAskQuestion(slug)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = () => {
    if (!text.trim()) return setError(tr.questions.empty)
    ask.mutate(text, {
      onSuccess: (a) => {
        toast.success(a.message)
        onClose()
      },
      onError: (err) => (isApiError(err) && err.field('question') ? setError(err.field('question')) : toast.error(errorMessage(err))),
    })
  }
  return (
    <FormDialog
      onClose={onClose}
      title={td.askTitle}
      confirmLabel={td.askSubmit}
      pending={ask.isPending}
      formId="ask-seller"
      onSubmit={submit}
    >
      <TextareaField
        label={td.askLabel}
        value={text}
        maxLength={QUESTION_MAX}
        rows={5}
        required
        onChange={(e) => {
          setText(e.target.value)
          if (error) setError(undefined)
        }}
        hint={td.askHint}
        error={error}
      />
    </FormDialog>
  )
}
