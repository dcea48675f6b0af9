// Property groups: a title and 15 slots (label_1..15), each a name and comma-separated choices.
import { ta } from '#client/i18n/tr-admin.ts'
import { MAX_PROPERTIES } from '#common/constants.ts'
import type { AdminGroup } from '#common/schemas/admin-answers.ts'
import { PropertyGroupForm } from '#common/schemas/admin-catalogue.ts'
import { TextField, useAdminForm } from './form.tsx'
import { EditorPage, RowDialog, RowsCard, useEditing, type RowsApi } from './kit.tsx'
import { Row, RowActions } from './ui.tsx'

const f = ta.field
type Slot = { title: string; values: string }

const PROPERTY_GROUPS: RowsApi = {
  path: '/api/admin/property-groups',
  refresh: ['property-groups', 'categories'],
  newTitle: ta.groups.newTitle,
}

function GroupDialog({ row, onClose }: { row: AdminGroup | null; onClose: () => void }) {
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
  return (
    <RowDialog of={PROPERTY_GROUPS} row={row && { id: row.id, name: row.title }} size="lg" form={form} onClose={onClose}>
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
    </RowDialog>
  )
}

export function PropertyGroupsScreen({ groups }: { groups: AdminGroup[] }) {
  // A delete leaves the categories as they are (a group in use cannot be deleted).
  const editing = useEditing({ ...PROPERTY_GROUPS, refresh: ['property-groups'] }, (row: AdminGroup | null, close) => (
    <GroupDialog row={row} onClose={close} />
  ))
  return (
    <EditorPage text={ta.groups} add={{ label: ta.groups.add, opens: null }} editing={editing}>
      <RowsCard rows={groups}>
        {(g) => {
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
              <RowActions {...editing.actions(g, g.title, `${PROPERTY_GROUPS.path}/${g.id}`)} />
            </Row>
          )
        }}
      </RowsCard>
    </EditorPage>
  )
}
