// The chat of a live session (the guest's sentence):
// everyone reads; members write (POST /api/addLiveMessage); the line arrives for everyone, the writer
// included, over the `live` channel. Text is shown as text, never as HTML. Editors get a menu per line to
// delete it or mute its author.
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { ReportLink } from '#client/features/law/components/report-link.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tl } from '#client/i18n/tr-live.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { currentUser } from '#client/lib/session.ts'
import { tr } from '#common/messages.ts'
import { CHAT_MAX_LENGTH, type LiveChatMessage } from '#common/schemas/live.ts'
import { fromWireTime, TIME_ZONE } from '#common/time.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { appendChat, deleteLiveMessage, liveChatQuery, muteLiveAuthor, removeChatLine, sendLiveMessage } from '../queries.ts'

const clock = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' })
const MUTE_CHOICES = [5, 15, 60] as const

/** An editor's actions on one line: a toggle beside it, the actions in a row under it (never clipped by the log). */
function useModeration(line: LiveChatMessage, sessionId: number) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteLiveMessage(line.id),
    onSuccess: (answer) => {
      removeChatLine(queryClient, sessionId, line.id)
      toast.success(answer.message)
    },
    onError: (e) => toast.error(errorMessage(e)),
  })
  const mute = useMutation({
    mutationFn: (minutes: number) => muteLiveAuthor(line.id, minutes),
    onSuccess: (answer) => {
      setOpen(false)
      toast.success(answer.message)
    },
    onError: (e) => toast.error(errorMessage(e)),
  })
  return { open, setOpen, remove, mute }
}

function Line({ line, mine, sessionId, editor }: { line: LiveChatMessage; mine: boolean; sessionId: number; editor: boolean }) {
  const at = fromWireTime(line.created_at)
  const actionsId = useId()
  const moderation = useModeration(line, sessionId)
  const moderable = editor && !line.is_editor
  const actions = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (moderation.open) actions.current?.scrollIntoView({ block: 'nearest' })
  }, [moderation.open])
  const small = 'rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset disabled:opacity-60'
  return (
    <li
      className={cx('rounded-control px-2 py-1.5', mine && 'bg-brand-50')}
      onKeyDown={(e) => e.key === 'Escape' && moderation.setOpen(false)}
    >
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-sm leading-6">
          <span className="mr-1.5 inline-flex items-center gap-1 font-bold text-brand-900">
            {mine ? tl.chat.you : line.user_title}
            {line.is_editor ? <Badge tone="accent">{tl.chat.editor}</Badge> : null}
          </span>
          <time dateTime={new Date(at).toISOString()} className="mr-1.5 text-xs text-ink-subtle tabular">
            {clock.format(at)}
          </time>
          <span className="break-words text-ink">{line.message}</span>
        </p>
        {mine ? null : <ReportLink target="chat" targetId={line.id} what={line.user_title} className="shrink-0 self-center" />}
        {moderable ? (
          <button
            type="button"
            aria-expanded={moderation.open}
            aria-controls={actionsId}
            aria-label={tl.chat.moderate(line.user_title)}
            onClick={() => moderation.setOpen((v) => !v)}
            className="grid size-8 shrink-0 place-items-center rounded-full text-ink-subtle hover:bg-slate-100 hover:text-ink"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ⋯
            </span>
          </button>
        ) : null}
      </div>
      {moderable && moderation.open ? (
        <div ref={actions} id={actionsId} className="mt-1 flex flex-wrap gap-1.5">
          <button
            type="button"
            disabled={moderation.remove.isPending}
            onClick={() => moderation.remove.mutate()}
            className={cx(small, 'bg-danger-50 text-danger-800 ring-danger-100 hover:bg-danger-100')}
          >
            {tl.chat.delete}
          </button>
          {MUTE_CHOICES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              disabled={moderation.mute.isPending}
              onClick={() => moderation.mute.mutate(minutes)}
              className={cx(small, 'bg-white text-ink ring-line-strong hover:bg-slate-50')}
            >
              {tl.chat.mute(minutes)}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  )
}

function ChatForm({ sessionId, onSent }: { sessionId: number; onSent: (line: LiveChatMessage) => void }) {
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  // The aydınlatma stands beside the box until the member's first message is sent.
  const [sent, setSent] = useState(false)
  const id = useId()
  const send = useMutation({
    mutationFn: (message: string) => sendLiveMessage(sessionId, message),
    onSuccess: (answer) => {
      setSent(true)
      setText('')
      setError(undefined)
      onSent(answer.data)
      appendChat(queryClient, sessionId, [answer.data]) // the socket brings it too; once is kept
    },
    onError: (e) => {
      const field = isApiError(e) ? e.field('livemessage') : undefined
      if (field || (isApiError(e) && (e.status === 403 || e.status === 429))) setError(field ?? e.message)
      else toast.error(errorMessage(e))
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() === '') return setError(tr.live.chatRequired)
    send.mutate(text)
  }
  const left = CHAT_MAX_LENGTH - [...text].length
  return (
    <form onSubmit={submit} noValidate className="border-t border-line p-3">
      <label htmlFor={id} className="sr-only">
        {tl.chat.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(undefined)
          }}
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          placeholder={tl.chat.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-left`}
          className={cx(
            'h-11 min-w-0 flex-1 rounded-control border bg-white px-3 text-[0.9375rem] text-ink placeholder:text-ink-subtle focus:ring-4 focus:outline-none',
            error ? 'border-danger-600 focus:ring-danger-100' : 'border-line-strong focus:border-brand-500 focus:ring-brand-100',
          )}
        />
        <Button type="submit" loading={send.isPending}>
          {tl.chat.send}
        </Button>
      </div>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
      {!error && left < 50 ? (
        <p id={`${id}-left`} className="mt-1 text-xs text-ink-muted tabular">
          {tl.chat.counter(left)}
        </p>
      ) : null}
      {sent ? null : <CollectionNotice point="liveChat" className="mt-2" />}
    </form>
  )
}

function GuestNotice() {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line p-3 text-sm text-ink-muted">
      <p>{tr.live.chatGuest}</p>
      <InternalLink href={`/girisyap?redirect=${encodeURIComponent(href)}`} className={buttonClass('primary', 'sm')}>
        {tl.chat.login}
      </InternalLink>
    </div>
  )
}

export function LiveChat({ sessionId, connected }: { sessionId: number; connected: boolean }) {
  const { data: session } = useQuery(currentUser())
  const { data: lines } = useQuery(liveChatQuery(sessionId))
  const [mine, setMine] = useState<ReadonlySet<number>>(() => new Set())
  const log = useRef<HTMLDivElement>(null)
  const pinned = useRef(true)
  const headingId = useId()
  const editor = session?.user.role === 'editor'

  // Follow new lines while the reader is at the bottom; leave the scroll alone when they scrolled up.
  useLayoutEffect(() => {
    const el = log.current
    if (el && pinned.current) el.scrollTop = el.scrollHeight
  }, [lines])
  useEffect(() => {
    const el = log.current
    if (!el) return
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <section
      aria-labelledby={headingId}
      className="flex h-[24rem] flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line lg:h-0 lg:min-h-full"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h3 id={headingId} className="text-sm font-bold text-brand-900">
          {tl.chat.heading}
        </h3>
        {!connected ? <span className="text-xs text-ink-subtle">{tl.chat.reconnecting}</span> : null}
      </header>
      {/* The log is the live region (polite by its role); the lines inside stay a list. */}
      <div
        ref={log}
        role="log"
        aria-label={tl.chat.log}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {lines && lines.length === 0 ? <p className="p-3 text-sm text-ink-muted">{tl.chat.empty}</p> : null}
        <ol className="space-y-0.5">
          {(lines ?? []).map((line) => (
            <Line key={line.id} line={line} mine={mine.has(line.id)} sessionId={sessionId} editor={editor} />
          ))}
        </ol>
      </div>
      {session ? <ChatForm sessionId={sessionId} onSent={(line) => setMine((old) => new Set(old).add(line.id))} /> : <GuestNotice />}
    </section>
  )
}
