// Questions and answers (tab 3): plain text, shown as text; the seller (flag b) gets a reply box
// under each question.
import { Button } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import * as tr from '#common/messages/storefront.ts'
import type { Question } from '#common/schemas/answers-storefront.ts'
import { REPLY_MAX } from '#common/schemas/storefront.ts'
import { useState, type FormEvent } from 'react'
import { wireToDisplay } from '../auction-view.ts'
import { useReply } from '../piece-queries.ts'

function ReplyBox({ slug, questionId }: { slug: string; questionId: number }) {
  const reply = useReply(slug)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const id = `reply-${questionId}`
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return setError(tr.questions.replyEmpty)
    reply.mutate(
      { question_id: questionId, reply: text },
      {
        onSuccess: (a) => {
          toast.success(a.message)
          setText('')
        },
        onError: (err) => (isApiError(err) && err.field('reply') ? setError(err.field('reply')) : toast.error(errorMessage(err))),
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {td.replyLabel}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-control border border-line-strong bg-white px-3 py-2 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" size="sm" loading={reply.isPending}>
        {td.replySubmit}
      </Button>
    </form>
  )
}

/** Unanswered questions show the reply box at once; answered ones behind a 'Yanıtla' button. */
function SellerReply({ slug, questionId, answered }: { slug: string; questionId: number; answered: boolean }) {
  const [open, setOpen] = useState(!answered)
  if (open) return <ReplyBox slug={slug} questionId={questionId} />
  return (
    <Button size="sm" variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
      {td.reply}
    </Button>
  )
}

export function QuestionsTab({ questions, slug, isSeller }: { questions: Question[]; slug: string; isSeller: boolean }) {
  if (!questions.length) return <p className="text-sm text-ink-muted">{td.noQuestions}</p>
  return (
    <ul className="space-y-4">
      {questions.map((q) => (
        <li key={q.id} className="rounded-control bg-slate-50 p-4 ring-1 ring-line">
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-ink-muted">
            <span className="font-semibold text-ink">{q.question_from_name}</span>
            <time dateTime={q.created_at}>{wireToDisplay(q.created_at, false)}</time>
          </p>
          <p className="mt-1.5 text-sm whitespace-pre-line text-ink">{q.question_body}</p>
          {q.auction_answer.map((a, i) => (
            <div key={i} className="mt-3 border-l-4 border-brand-300 bg-white py-2 pr-3 pl-3 text-sm">
              <p className="text-xs font-semibold text-brand-700">
                {td.sellerAnswer} · {a.answer_from_name} · <time dateTime={a.created_at}>{wireToDisplay(a.created_at, false)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{a.answer_body}</p>
            </div>
          ))}
          {isSeller ? <SellerReply slug={slug} questionId={q.id} answered={q.auction_answer.length > 0} /> : null}
        </li>
      ))}
    </ul>
  )
}
