// The console's table-and-form kit: a page of rows edited in dialogs (`EditorPage`, `useEditing`: its add
// buttons, the open dialog, the confirmed delete), the dialog that creates or edits one row and its first values
// (`rowValues`); the lists the rows stand in (a card of rows with its empty line, a paged one with its pager, a
// searched one with its filters: `SearchedRows`), one row with its edit and delete buttons or one that opens the
// row's file (`useFiles`); and a form on a page that saves in place. A screen says only what its rows show and
// which fields its form has; writing, refreshing and the messages are the same on every screen. One module, so
// the console's screens share one chunk of it.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, InlineForm, type AdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, FilterSelect, ListCard, Pager, Row, RowActions, SearchForm } from './ui.tsx'

export function AddButton({ onClick, children, ...rest }: ComponentProps<typeof Button>) {
  return (
    <Button icon={<PlusIcon className="size-4" />} onClick={onClick} {...rest}>
      {children}
    </Button>
  )
}

/** One kind of console row: its API (an edited row is PUT to `{path}/{id}`, a new one POSTed to `createPath`,
 * default `path`), the query families a change refreshes, and the title of the dialog for a new one. */
export type RowsApi = { path: string; createPath?: string; refresh: readonly string[]; newTitle: string }

type RowDialogProps = Omit<ComponentProps<typeof FormDialog>, 'open' | 'title' | 'pending' | 'onSubmit'> & {
  of: RowsApi
  /** The row being edited with the name its title shows, or null for a new one. */
  row: { id: number; name: string } | null
  /** The body sent, from the form's values (default: the values as they are). */
  body?: (values: Values) => unknown
}

/** Creates or edits one row of a console list in a dialog; the server's field errors land on the fields. */
export function RowDialog({ of: { path, createPath = path, refresh, newTitle }, row, body = (v) => v, ...dialog }: RowDialogProps) {
  const write = useAdminWrite(refresh)
  const submit = (v: Values) =>
    write.mutateAsync(
      row ? { method: 'put', path: `${path}/${row.id}`, body: body(v) } : { method: 'post', path: createPath, body: body(v) },
    )
  return <FormDialog open title={row ? ta.common.editOf(row.name) : newTitle} pending={write.isPending} onSubmit={submit} {...dialog} />
}

/**
 * A delete asked for (`ask(name, path)`, with a `warning` where more goes with it) and confirmed in a
 * dialog (`dialog`), refreshing `refresh` after.
 */
export function useDeleteConfirm(refresh: readonly string[]) {
  const [asked, setAsked] = useState<{ name: string; path: string; warning?: string | undefined } | null>(null)
  const remove = useAdminWrite(refresh)
  const dialog = (
    <ConfirmDelete
      what={asked?.name ?? null}
      warning={asked?.warning}
      pending={remove.isPending}
      onClose={() => setAsked(null)}
      onConfirm={() => remove.mutateAsync({ method: 'delete', path: asked!.path })}
    />
  )
  return { ask: (name: string, path: string, warning?: string) => setAsked({ name, path, warning }), dialog }
}

/** A card of rows, or its empty line (`empty`, default "nothing yet") when there are none. */
export function RowsCard<T>({
  rows,
  empty,
  title,
  action,
  children,
}: {
  rows: readonly T[]
  empty?: ReactNode
  title?: ReactNode
  action?: ReactNode
  children: (row: T) => ReactNode
}) {
  return (
    <ListCard title={title} action={action}>
      {rows.length === 0 ? <EmptyRow>{empty}</EmptyRow> : null}
      {rows.map(children)}
    </ListCard>
  )
}

/** One page of a paged console answer (`current_page`, `last_page`, `total` beside its rows). */
type Page<T> = { data: readonly T[]; current_page: number; last_page: number; total: number }

/** A paged console list: the page's rows in a card (or its empty line), and the pager under it. */
export function PagedRows<T>({
  page,
  empty,
  onPage,
  children,
}: {
  page: Page<T>
  empty?: ReactNode
  onPage: (page: number) => void
  children: (row: T) => ReactNode
}) {
  return (
    <>
      <RowsCard rows={page.data} empty={empty}>
        {children}
      </RowsCard>
      <Pager page={page.current_page} lastPage={page.last_page} total={page.total} onPage={onPage} />
    </>
  )
}

/** What a row that opens a file shows: its title, the name its open button reads, its badges and the lines under it. */
type FileShown = { title: ReactNode; name: string; badges?: ReactNode; lines?: ReactNode }

/**
 * A console list whose rows open the row's file (an order, a ticket, a member, a request) in a dialog: `row`
 * draws a row as `describe` says (its title as a button, the lines under it, its badges and an open button named
 * after it), and `file` is the open one's dialog, drawn by `File`.
 */
export function useFiles(File: ComponentType<{ id: number; onClose: () => void }>) {
  const [open, setOpen] = useState<number | null>(null)
  return {
    row:
      <T extends { id: number }>(describe: (row: T) => FileShown) =>
      (row: T) => <FileRow key={row.id} {...describe(row)} onOpen={() => setOpen(row.id)} />,
    file: open !== null ? <File id={open} onClose={() => setOpen(null)} /> : null,
  }
}

function FileRow({ title, name, badges, lines, onOpen }: FileShown & { onOpen: () => void }) {
  return (
    <Row>
      <div className="min-w-0 flex-1 basis-60">
        <button type="button" onClick={onOpen} className="text-left font-semibold text-brand-800 hover:underline">
          {title}
        </button>
        {lines}
      </div>
      {badges}
      <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`${name}: ${ta.common.open}`}>
        {ta.common.open}
      </Button>
    </Row>
  )
}

/**
 * A searched and paged list (brands, orders, members, tickets): the search box with the list's filters beside it,
 * then the page of rows and its pager. The search text and the page live in the list's address.
 */
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

/**
 * One row of a console list: a thumbnail (`image`, sized by `thumb`, on the colour `backdrop` if given) when the row has one, a small kicker,
 * the title and a line under it, then edit and delete buttons named after `name` (default: the title).
 */
export function ItemRow({
  title,
  sub,
  kicker,
  name = typeof title === 'string' ? title : '',
  image,
  thumb = 'h-12 w-20',
  backdrop,
  subClass = '',
  onEdit,
  onDelete,
}: {
  title: ReactNode
  sub?: ReactNode
  kicker?: string
  name?: string
  image?: string | null | undefined
  thumb?: string
  backdrop?: string | null
  subClass?: string
  onEdit?: () => void
  onDelete?: (() => void) | undefined
}) {
  const framed = image !== undefined
  return (
    <Row>
      {framed ? (
        <div
          className={`${thumb} shrink-0 overflow-hidden rounded-control bg-slate-100 ring-1 ring-line`}
          style={backdrop ? { background: backdrop } : undefined}
        >
          {image ? <img src={image} alt="" className="h-full w-full object-cover" /> : null}
        </div>
      ) : null}
      <div className={framed ? 'min-w-0 flex-1 basis-48' : 'min-w-0 flex-1'}>
        {kicker ? <p className="text-xs font-semibold text-ink-subtle uppercase">{kicker}</p> : null}
        <p className="font-medium text-ink">{title}</p>
        {sub !== undefined ? <p className={`text-xs text-ink-muted ${subClass}`.trim()}>{sub}</p> : null}
      </div>
      <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />
    </Row>
  )
}

/** A form on a console page that saves in place: PUT to `path` with the form's values, then `refresh`. */
export function SaveForm({
  form,
  path,
  refresh,
  className = 'space-y-4',
  children,
}: {
  form: AdminForm
  path: string
  refresh: readonly string[]
  className?: string
  children: ReactNode
}) {
  const write = useAdminWrite(refresh)
  return (
    <InlineForm form={form} className={className} onSubmit={(values) => write.mutateAsync({ method: 'put', path, body: values })}>
      {children}
      <div className="flex justify-end">
        <Button type="submit" loading={write.isPending}>
          {ta.common.save}
        </Button>
      </div>
    </InlineForm>
  )
}

/** What an ItemRow shows of a row: its title (and the name its buttons read, when the title is not plain text) and the line under it. */
type Described = Omit<ComponentProps<typeof ItemRow>, 'onEdit' | 'onDelete'> & { name?: string }

/**
 * The dialogs of a page: which one is open (`open`, undefined for none; `render` draws it), and the delete
 * confirmation, which refreshes `refresh`. `actions` gives a row's edit and delete buttons their work;
 * `itemRow` draws a row of `path`'s kind (`path`/id deletes it) as `describe` says, editing opens the row itself.
 */
export function useEditing<D>(
  { path = '', refresh }: { path?: string; refresh: readonly string[] },
  render: (open: D, close: () => void) => ReactNode,
) {
  const [open, setOpen] = useState<D | undefined>(undefined)
  const remove = useDeleteConfirm(refresh)
  const close = () => setOpen(undefined)
  /** A row's buttons: edit opens `opens`; delete (none where `at` is null), once confirmed, deletes `at`. */
  const actions = (opens: D, name: string, at: string | null, warning?: string) => ({
    name,
    onEdit: () => setOpen(opens),
    onDelete: at === null ? undefined : () => remove.ask(name, at, warning),
  })
  return {
    show: (d: D) => setOpen(d),
    actions,
    itemRow:
      <R extends D & { id: number }>(describe: (row: R) => Described) =>
      (row: R) => {
        const shown = describe(row)
        const name = shown.name ?? String(shown.title)
        return <ItemRow key={row.id} {...shown} {...actions(row, name, `${path}/${row.id}`)} />
      },
    dialogs: (
      <>
        {open !== undefined ? render(open, close) : null}
        {remove.dialog}
      </>
    ),
  }
}
type Editing<D> = ReturnType<typeof useEditing<D>>

/** An add button of the page's heading: its label, the dialog it opens, and its look. */
type Add<D> = { label: string; opens: D; variant?: ComponentProps<typeof Button>['variant']; disabled?: boolean }

export function EditorPage<D>({
  text,
  add,
  editing,
  children,
}: {
  /** The page's title and lead. */
  text: { title: string; lead?: ReactNode }
  add: Add<D> | ReadonlyArray<Add<D>>
  editing: Editing<D>
  children: ReactNode
}) {
  const adds = Array.isArray(add) ? (add as ReadonlyArray<Add<D>>) : [add as Add<D>]
  return (
    <AdminPage
      title={text.title}
      lead={text.lead}
      action={adds.map((a) => (
        <AddButton key={a.label} variant={a.variant} disabled={a.disabled} onClick={() => editing.show(a.opens)}>
          {a.label}
        </AddButton>
      ))}
    >
      {children}
      {editing.dialogs}
    </AdminPage>
  )
}

// A dialog's first values, read from the row it edits (or blank for a new row), so a dialog lists only its field
// names and the fields whose default is not blank.
type ImageKeys<R> = { [K in keyof R]: R[K] extends { ref: string | null } ? K : never }[keyof R]

/** Each of `texts` as the row has it ('' where it has none), each of `images` as its stored reference (null where none). */
export function rowValues<R extends object>(
  row: R | null | undefined,
  texts: ReadonlyArray<keyof R & string>,
  images: ReadonlyArray<ImageKeys<R> & string> = [],
): Values {
  const values: Values = {}
  for (const name of texts) values[name] = row?.[name] ?? ''
  for (const name of images) values[name] = (row?.[name] as { ref: string | null } | undefined)?.ref ?? null
  return values
}

/** A row's order as the order field shows it (0 for a new row). */
export const sortValue = (row: { sort_order: number } | null | undefined) => String(row?.sort_order ?? 0)
