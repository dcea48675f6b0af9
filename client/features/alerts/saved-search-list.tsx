// The member's saved searches (/u/aramalarim, docs/alerts.md): each with what it looks for, pause or resume,
// instant or daily mail, rename and delete.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { SelectField, TextField } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { errorMessage } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { formatKurus } from '#common/money.ts'
import type { SavedSearchView } from '#common/schemas/alerts.ts'
import { useState, type FormEvent } from 'react'
import { useDeleteSavedSearch, useUpdateSavedSearch } from './queries.ts'

const price = (kurus: number | null) => (kurus === null ? null : formatKurus(kurus))
const done = { onSuccess: (a: { message: string }) => toast.success(a.message), onError: (e: unknown) => toast.error(errorMessage(e)) }

export function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const update = useUpdateSavedSearch()
  const remove = useDeleteSavedSearch()
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="min-w-0 text-base font-bold break-words text-brand-900">{search.name}</h2>
        )}
        <Badge tone={search.paused ? 'neutral' : 'success'}>{search.paused ? ta.paused : ta.active}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <Detail term={ta.words}>{search.q || ta.allWords}</Detail>
        <Detail term={ta.category}>{search.category?.title ?? '—'}</Detail>
        <Detail term={ta.price}>{ta.priceRange(price(search.min_price_kurus), price(search.max_price_kurus))}</Detail>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={ta.frequency}
          className="w-48"
          value={search.frequency}
          onChange={(e) => update.mutate({ id: search.id, frequency: e.target.value as 'instant' | 'daily' }, done)}
        >
          <option value="instant">{ta.instant}</option>
          <option value="daily">{ta.daily}</option>
        </SelectField>
        <Button
          variant="secondary"
          size="sm"
          className="h-11"
          onClick={() => update.mutate({ id: search.id, paused: !search.paused }, done)}
        >
          {search.paused ? ta.resume : ta.pause}
        </Button>
        <Button variant="ghost" size="sm" className="h-11" onClick={() => setRenaming(true)}>
          {ta.rename}
        </Button>
        <InternalLink href={search.link} className={cx(buttonClass('ghost', 'sm'), 'h-11')}>
          {ta.open}
        </InternalLink>
        <Button variant="ghost" size="sm" className="h-11 text-danger-700" onClick={() => setConfirming(true)}>
          {ta.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={ta.deleteTitle}
        confirmLabel={ta.delete}
        cancelLabel={ta.cancel}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(search.id, { ...done, onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {ta.deleteBody(search.name)}
      </ConfirmDialog>
    </Card>
  )
}

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </div>
  )
}

function RenameForm({ search, onDone }: { search: SavedSearchView; onDone: () => void }) {
  const [name, setName] = useState(search.name)
  const [error, setError] = useState<string>()
  const update = useUpdateSavedSearch()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate(
      { id: search.id, name },
      { onSuccess: (a) => (toast.success(a.message), onDone()), onError: (err) => setError(errorMessage(err)) },
    )
  }
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
      <TextField
        label={ta.name}
        className="min-w-0 flex-1"
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
        error={error}
        autoFocus
      />
      <Button type="submit" size="sm" className="h-11" loading={update.isPending}>
        {ta.submit}
      </Button>
      <Button variant="ghost" size="sm" className="h-11" onClick={onDone}>
        {ta.cancel}
      </Button>
    </form>
  )
}
