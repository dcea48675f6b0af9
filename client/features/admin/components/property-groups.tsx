// Property groups: a title and 15 slots (label_1..15), each a name and comma-separated choices.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { MAX_PROPERTIES } from '#common/constants.ts'
import type { AdminGroup } from '#common/schemas/admin-answers.ts'
import { PropertyGroupForm } from '#common/schemas/admin-catalogue.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field
type Slot = { title: string; values: string }

function GroupDialog({ row, onClose }: { row: AdminGroup | null; onClose: () => void }) {
  const write = useAdminWrite(['property-groups', 'categories'])
  const slots: Slot[] = Array.from({ length: MAX_PROPERTIES }, (_, i) => ({
    title: row?.labels[i]?.title ?? '',
    values: row?.labels[i]?.values ?? '',
  }))
  const form = useAdminForm(PropertyGroupForm, { title: row?.title ?? '', labels: slots })
  const labels = form.values.labels as Slot[]
  const setSlot = (i: number, key: keyof Slot, value: string) => {
    form.set(
      'labels',
      labels.map((l, j) => (j === i ? { ...l, [key]: value } : l)),
    )
    form.setErrors(({ [`labels.${i}.${key}`]: _gone, labels: _all, ...rest }) => rest)
  }
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/property-groups/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/property-groups', body: v },
    )
  return (
    <FormDialog
      open
      size="lg"
      title={row ? ta.common.editOf(row.title) : ta.groups.newTitle}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={f.title} required {...form.text('title')} />
      {form.errors.labels ? <p className="text-sm font-medium text-danger-700">{form.errors.labels}</p> : null}
      <ol className="space-y-3">
        {labels.map((l, i) => (
          <li key={i} className="grid gap-2 rounded-control bg-slate-50 p-3 ring-1 ring-line sm:grid-cols-[12rem_1fr]">
            <TextField
              label={`${ta.groups.slot(i + 1)} · ${f.labelTitle}`}
              value={l.title}
              onChange={(e) => setSlot(i, 'title', e.target.value)}
              error={form.errors[`labels.${i}.title`]}
            />
            <TextField
              label={f.labelValues}
              hint={i === 0 ? ta.groups.valuesHint : undefined}
              value={l.values}
              onChange={(e) => setSlot(i, 'values', e.target.value)}
              error={form.errors[`labels.${i}.values`]}
            />
          </li>
        ))}
      </ol>
    </FormDialog>
  )
}

export function PropertyGroupsScreen({ groups }: { groups: AdminGroup[] }) {
  const [editing, setEditing] = useState<AdminGroup | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<AdminGroup | null>(null)
  const remove = useAdminWrite(['property-groups'])
  return (
    <AdminPage
      title={ta.groups.title}
      lead={ta.groups.lead}
      action={
        <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing(null)}>
          {ta.groups.add}
        </Button>
      }
    >
      <ListCard>
        {groups.length === 0 ? <EmptyRow /> : null}
        {groups.map((g) => {
          const filled = g.labels.filter((l) => l.title)
          return (
            <Row key={g.id}>
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-semibold text-ink">{g.title}</p>
                <p className="text-xs text-ink-muted">
                  {ta.groups.labels(filled.length)} · {ta.groups.usedBy(g.category_count)}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{filled.map((l) => `${l.title}: ${l.values}`).join(' · ')}</p>
              </div>
              <RowActions name={g.title} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />
            </Row>
          )
        })}
      </ListCard>
      {editing !== undefined ? <GroupDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDelete
        what={deleting?.title ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: `/api/admin/property-groups/${deleting!.id}` })}
      />
    </AdminPage>
  )
}
