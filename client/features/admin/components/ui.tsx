// Console building blocks: the page heading, a search form, previous/next paging, row actions and a
// plain list card, so every screen looks and reads the same.
import { Button } from '#client/components/ui/button.tsx'
import { PencilIcon, SearchIcon, TrashIcon } from '#client/components/ui/icons.tsx'
import { PageSteps } from '#client/features/member/components/pagination.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { cx } from '#client/lib/cx.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useId, useState, type ReactNode } from 'react'

export function AdminPage({ title, lead, action, children }: { title: string; lead?: ReactNode; action?: ReactNode; children: ReactNode }) {
  usePageTitle(`${title} · ${ta.title}`)
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-brand-900">{title}</h1>
          {lead ? <p className="mt-1 max-w-3xl text-sm text-ink-muted">{lead}</p> : null}
        </div>
        {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
      </header>
      {children}
    </div>
  )
}

/** The look of a filter's input or select. */
const control =
  'block h-11 w-full rounded-control border border-line-strong bg-white text-[0.9375rem] shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none'

/** A list filter's control (`children`, given the id its label names) with its label above it. */
function Labelled({ label, className, children }: { label: string; className: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** A search box that submits on Enter or the button; `onSearch` gets the trimmed text. */
export function SearchForm({
  label,
  initial = '',
  onSearch,
  children,
}: {
  label: string
  initial?: string
  onSearch: (q: string) => void
  children?: ReactNode
}) {
  const [q, setQ] = useState(initial)
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(q.trim())
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <Labelled label={label} className="min-w-0 flex-1 basis-56">
        {(id) => (
          <input
            id={id}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={ta.common.searchPlaceholder}
            className={cx(control, 'px-3.5')}
          />
        )}
      </Labelled>
      {children}
      <Button type="submit" icon={<SearchIcon className="size-4" />}>
        {ta.common.search}
      </Button>
    </form>
  )
}

/** A select for list filters, labelled above like the search box. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  options: Array<[string, string]>
}) {
  return (
    <Labelled label={label} className="basis-44">
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cx(control, 'px-3')}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  )
}

export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total?: number; onPage: (p: number) => void }) {
  return (
    <nav aria-label={ta.common.pagination} className="flex flex-wrap items-center justify-between gap-3 pt-1">
      <span className="text-sm text-ink-muted tabular">{total !== undefined ? ta.common.total(total) : null}</span>
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          <PageSteps page={page} lastPage={lastPage} onPage={onPage} />
        </div>
      ) : null}
    </nav>
  )
}

/** Edit and delete buttons of one row; the labels name the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit?: () => void
  onDelete?: () => void
  children?: ReactNode
}) {
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1">
      {children}
      {onEdit ? (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={ta.common.editOf(name)} title={ta.common.edit}>
          <PencilIcon className="size-4" />
          <span className="hidden sm:inline">{ta.common.edit}</span>
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={ta.common.deleteOf(name)}
          title={ta.common.delete}
          className="text-danger-700 hover:bg-danger-50"
        >
          <TrashIcon className="size-4" />
        </Button>
      ) : null}
    </div>
  )
}

/** A white card holding a list of rows (divided), with an optional heading row. */
export function ListCard({
  title,
  action,
  children,
  className,
}: {
  title?: ReactNode
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={cx('overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line', className)}>
      {title || action ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-slate-50/60 px-4 py-3">
          {title ? <h2 className="text-base font-bold text-ink">{title}</h2> : <span />}
          {action}
        </div>
      ) : null}
      <ul className="divide-y divide-line">{children}</ul>
    </section>
  )
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cx('flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3', className)}>{children}</li>
}

export function EmptyRow({ children = ta.common.empty }: { children?: ReactNode }) {
  return <li className="px-4 py-8 text-center text-sm text-ink-muted">{children}</li>
}

/** A small definition list for files (order, member, listing). */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-ink-muted">{k}</dt>
          <dd className="min-w-0 break-words text-ink">{v ?? ta.common.none}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A desk's evidence: small labelled figures on a grid of two (three on wider screens); `valueClass` styles the figures. */
export function FigureGrid({ items, valueClass }: { items: ReadonlyArray<readonly [string, ReactNode]>; valueClass: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className={cx('font-semibold text-ink', valueClass)}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
