// A searched and paged console list (brands, orders, members, tickets): the search box with the list's filters
// beside it, then the page of rows and its pager. The search text and the page live in the list's address.
import { ta } from '#client/i18n/tr-admin.ts'
import type { ReactNode } from 'react'
import { PagedRows } from './kit.tsx'
import { FilterSelect, SearchForm } from './ui.tsx'

type Page<T> = Parameters<typeof PagedRows<T>>[0]['page']

export function SearchedRows<T>({
  list: { filter, onFilter },
  label,
  filters,
  page,
  empty,
  children,
}: {
  /** The list's filter and the way to another (the screen's props). */
  list: { filter: { q: string | undefined }; onFilter: (next: { q: string } | { page: number }) => void }
  /** The search box's label. */
  label: string
  /** The selects beside the search box. */
  filters?: ReactNode
  page: Page<T>
  /** The empty line when nothing is searched (a search that finds nothing says so). */
  empty?: ReactNode
  children: (row: T) => ReactNode
}) {
  const q = filter.q ?? ''
  return (
    <>
      <SearchForm key={q} label={label} initial={q} onSearch={(text) => onFilter({ q: text })}>
        {filters}
      </SearchForm>
      <PagedRows page={page} empty={q ? ta.common.noResults : empty} onPage={(p) => onFilter({ page: p })}>
        {children}
      </PagedRows>
    </>
  )
}

/** A select of a list's statuses (with "all" as -1), each shown as its number and its name. */
export function StatusFilter({
  list: { filter, onFilter },
  label,
  statuses,
  name,
}: {
  list: { filter: { status: number }; onFilter: (next: { status: number }) => void }
  label: string
  statuses: readonly number[]
  name: (status: number) => string
}) {
  return (
    <FilterSelect
      label={label}
      value={String(filter.status)}
      onChange={(v) => onFilter({ status: Number(v) })}
      options={[['-1', ta.common.all], ...statuses.map((s) => [String(s), `${s} · ${name(s)}`] as [string, string])]}
    />
  )
}
