// Header search: a GET form to /ara?q= (2–255 characters) with
// suggestions from GET /api/searchsummary?q=, debounced 200 ms, from 2 characters. ARIA
// combobox: arrows move through the list, Enter opens the active suggestion, Esc closes.
import { SearchIcon } from '#client/components/ui/icons.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'
import { SEARCH_MAX, SEARCH_MIN, SUGGESTION_LIMIT } from '#common/constants.ts'
// The core areas only, not the whole catalogue.
import * as tr from '#common/messages/core.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { suggestionsQuery } from '../queries.ts'

const searchHref = (q: string) => `/ara?q=${encodeURIComponent(q)}`

export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const router = useRouter()
  const id = useId()
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [hint, setHint] = useState<string | null>(null)

  const term = useDebouncedValue(q.trim(), 200)
  const searchable = term.length >= SEARCH_MIN && term.length <= SEARCH_MAX
  const suggestions = useQuery({ ...suggestionsQuery(term), enabled: searchable, placeholderData: keepPreviousData })
  const items = searchable ? (suggestions.data ?? []).slice(0, SUGGESTION_LIMIT) : []
  const options = [
    ...items.map((s) => ({ key: s.slug, href: `/mezat/${s.slug}`, name: s.name, title: s.title })),
    ...(searchable ? [{ key: '__all', href: searchHref(term), name: t.search.seeAll(term), title: null }] : []),
  ]
  const expanded = open && searchable && (options.length > 0 || suggestions.isFetching)

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    inputRef.current?.blur()
    onNavigate?.()
    router.history.push(href)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = q.trim()
    if (value.length < SEARCH_MIN) return setHint(value ? tr.search.min : tr.search.required)
    if (value.length > SEARCH_MAX) return setHint(tr.search.max)
    const chosen = expanded && active >= 0 ? options[active] : undefined
    go(chosen ? chosen.href : searchHref(value))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return
      e.preventDefault()
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      // -1 is the input itself; moving past either end wraps through it.
      setActive((i) => {
        const next = i + step
        if (next >= options.length) return -1
        if (next < -1) return options.length - 1
        return next
      })
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (q) {
        e.preventDefault()
        setQ('')
      }
    } else if (e.key === 'Home' || e.key === 'End') {
      setActive(-1)
    }
  }

  const activeOption = expanded && active >= 0 && active < options.length ? options[active] : undefined
  const hintId = `${id}-hint`

  return (
    <form
      role="search"
      action="/ara"
      method="get"
      onSubmit={submit}
      className={cx('relative', className)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.search.label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-opt-${active}` : undefined}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={hint ? true : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX}
          placeholder={t.search.placeholder}
          value={q}
          onChange={(e) => {
            setQ(e.target.value)
            setOpen(true)
            setActive(-1)
            setHint(null)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-line-strong bg-slate-50 pr-12 pl-4 text-[0.9375rem] text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-white focus:ring-4 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          aria-label={t.search.submit}
        >
          {suggestions.isFetching && searchable ? <Spinner className="size-4" /> : <SearchIcon className="size-4" />}
        </button>
      </div>
      {hint ? (
        <p
          id={hintId}
          role="alert"
          className="absolute top-full left-3 z-40 mt-1 rounded-md bg-danger-700 px-2.5 py-1 text-xs font-medium text-white shadow"
        >
          {hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t.search.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-card bg-white py-1.5 shadow-raised ring-1 ring-line"
      >
        {items.length === 0 && !suggestions.isFetching ? (
          <li role="presentation" className="px-4 py-2 text-sm text-ink-subtle">
            {t.search.noSuggestions}
          </li>
        ) : null}
        {options.map((option, i) => (
          <li
            key={option.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(option.href)}
            onMouseMove={() => setActive(i)}
            className={cx(
              'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
              i === active ? 'bg-brand-50' : '',
              option.key === '__all' && 'border-t border-line font-semibold text-brand-700',
            )}
          >
            {option.key === '__all' ? <SearchIcon className="size-4 shrink-0" /> : null}
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink">{option.name}</span>
              {option.title && option.title !== option.name ? (
                <span className="block truncate text-xs text-ink-subtle">{option.title}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </form>
  )
}
