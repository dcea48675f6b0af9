// A console page whose rows are edited in dialogs: its heading with the add button(s), the dialog open now (a
// row being edited, a new one, or whatever else the screen names) and the confirmed delete under its rows.
// A screen says only what its rows show and which dialog each button opens.
import type { Button } from '#client/components/ui/button.tsx'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { AddButton, ItemRow, useDeleteConfirm } from './kit.tsx'
import { AdminPage } from './ui.tsx'

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
