// The console's table-and-form kit: the add button of a page, the dialog that creates or edits one row, the
// confirmed delete, and the card of rows with its empty line. A screen says only what its rows show and
// which fields its form has; writing, refreshing and the messages are the same on every screen.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, type Values } from './form.tsx'
import { EmptyRow, ListCard } from './ui.tsx'

export function AddButton({ onClick, children, ...rest }: ComponentProps<typeof Button>) {
  return (
    <Button icon={<PlusIcon className="size-4" />} onClick={onClick} {...rest}>
      {children}
    </Button>
  )
}

type RowDialogProps = Omit<ComponentProps<typeof FormDialog>, 'open' | 'title' | 'pending' | 'onSubmit'> & {
  /** The rows' API: a new row is POSTed here, an edited one PUT to `{path}/{id}`. */
  path: string
  /** The query families a save refreshes. */
  refresh: readonly string[]
  /** The row being edited with the name its title shows, or null for a new one. */
  row: { id: number; name: string } | null
  newTitle: string
  /** The body sent, from the form's values (default: the values as they are). */
  body?: (values: Values) => unknown
}

/** Creates or edits one row of a console list in a dialog; the server's field errors land on the fields. */
export function RowDialog({ path, refresh, row, newTitle, body = (v) => v, ...dialog }: RowDialogProps) {
  const write = useAdminWrite(refresh)
  const submit = (v: Values) =>
    write.mutateAsync(
      row ? { method: 'put', path: `${path}/${row.id}`, body: body(v) } : { method: 'post', path, body: body(v) },
    )
  return <FormDialog open title={row ? ta.common.editOf(row.name) : newTitle} pending={write.isPending} onSubmit={submit} {...dialog} />
}

/** A delete asked for (`ask(name, path)`) and confirmed in a dialog (`dialog`), refreshing `refresh` after. */
export function useDeleteConfirm(refresh: readonly string[]) {
  const [asked, setAsked] = useState<{ name: string; path: string } | null>(null)
  const remove = useAdminWrite(refresh)
  const dialog = (
    <ConfirmDelete
      what={asked?.name ?? null}
      pending={remove.isPending}
      onClose={() => setAsked(null)}
      onConfirm={() => remove.mutateAsync({ method: 'delete', path: asked!.path })}
    />
  )
  return { ask: (name: string, path: string) => setAsked({ name, path }), dialog }
}

/** A card of rows, or its empty line (`empty`, default "nothing yet") when there are none. */
export function RowsCard<T>({
  rows,
  empty,
  title,
  children,
}: {
  rows: readonly T[]
  empty?: ReactNode
  title?: ReactNode
  children: (row: T) => ReactNode
}) {
  return (
    <ListCard title={title}>
      {rows.length === 0 ? <EmptyRow>{empty}</EmptyRow> : null}
      {rows.map(children)}
    </ListCard>
  )
}
