// Categories as a three-level tree: add a main category or a child, edit (title, slug, parent of the
// same level, brand question, shipping type, property group, order, active) and delete empty ones.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { cx } from '#client/lib/cx.ts'
import type { AdminCategory, AdminGroup } from '#common/schemas/admin-answers.ts'
import { CategoryForm } from '#common/schemas/admin-catalogue.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { Check, FormDialog, Options, SelectField, SortField, TextField, useAdminForm, type Values } from './form.tsx'
import { AddButton, useDeleteConfirm } from './kit.tsx'
import { AdminPage, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field
type Editing = { row: AdminCategory | null; parent: AdminCategory | null }

function CategoryDialog({
  editing,
  all,
  groups,
  onClose,
}: {
  editing: Editing
  all: AdminCategory[]
  groups: AdminGroup[]
  onClose: () => void
}) {
  const { row, parent } = editing
  const write = useAdminWrite(['categories'])
  const form = useAdminForm(CategoryForm, {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    parent_id: row ? (row.parent_id ?? '') : (parent?.id ?? ''),
    show_brand: row?.show_brand ?? true,
    shipping_type: String(row?.shipping_type ?? parent?.shipping_type ?? 1),
    property_group_id: row ? (row.property_group_id ?? '') : (parent?.property_group_id ?? ''),
    sort_order: String(row?.sort_order ?? 0),
    is_active: row?.is_active ?? true,
  })
  const level = row?.level ?? (parent ? parent.level + 1 : 1)
  const parents = all.filter((c) => c.level === level - 1)
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/categories/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/categories', body: v },
    )
  return (
    <FormDialog
      open
      title={row ? ta.common.editOf(row.title) : parent ? ta.categories.addChildOf(parent.title) : ta.categories.newTitle}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
      {level > 1 ? (
        <SelectField label={f.parent} hint={ta.categories.levelHint} {...form.text('parent_id')}>
          <Options items={parents} value={(p) => p.id} label={(p) => p.title} />
        </SelectField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={ta.categories.shippingType} {...form.text('shipping_type')}>
          <Options items={[1, 2]} value={(s) => s} label={(s) => ta.categories.shippingTypes[s]} />
        </SelectField>
        <SelectField label={f.propertyGroup} {...form.text('property_group_id')}>
          <option value="">{ta.categories.noGroup}</option>
          <Options items={groups} value={(g) => g.id} label={(g) => g.title} />
        </SelectField>
      </div>
      <SortField form={form} />
      <Check form={form} name="show_brand" label={ta.categories.showBrand} />
      <Check form={form} name="is_active" label={ta.categories.active} />
    </FormDialog>
  )
}

export function CategoriesScreen({ categories, groups }: { categories: AdminCategory[]; groups: AdminGroup[] }) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const remove = useDeleteConfirm(['categories'])
  const groupName = new Map(groups.map((g) => [g.id, g.title]))
  const childrenOf = (id: number | null) => categories.filter((c) => c.parent_id === id)
  const rows: AdminCategory[] = []
  const walk = (id: number | null) => childrenOf(id).forEach((c) => (rows.push(c), walk(c.id)))
  walk(null)
  return (
    <AdminPage
      title={ta.categories.title}
      lead={ta.categories.lead}
      action={<AddButton onClick={() => setEditing({ row: null, parent: null })}>{ta.categories.addRoot}</AddButton>}
    >
      <ListCard>
        {rows.map((c) => (
          <Row key={c.id} className={cx(c.level === 1 && 'bg-slate-50/70', c.level === 2 && 'pl-8', c.level === 3 && 'pl-14')}>
            <div className="min-w-0 flex-1 basis-48">
              <p className={cx('text-ink', c.level === 1 ? 'font-bold' : 'font-medium')}>
                {c.title} {!c.is_active ? <Badge>{ta.common.inactive}</Badge> : null}
              </p>
              <p className="text-xs text-ink-muted">
                /{c.slug} · {ta.categories.shippingTypes[c.shipping_type]} ·{' '}
                {c.show_brand ? ta.categories.brandAsked : ta.categories.brandNotAsked}
                {c.property_group_id ? ` · ${groupName.get(c.property_group_id) ?? ''}` : ''} · {ta.categories.auctions(c.auction_count)}
              </p>
            </div>
            <RowActions name={c.title} onEdit={() => setEditing({ row: c, parent: null })} onDelete={() => remove.ask(c.title, `/api/admin/categories/${c.id}`)}>
              {c.level < 3 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing({ row: null, parent: c })}
                  aria-label={ta.categories.addChildOf(c.title)}
                >
                  <PlusIcon className="size-4" />
                  <span className="hidden md:inline">{ta.categories.addChild}</span>
                </Button>
              ) : null}
            </RowActions>
          </Row>
        ))}
      </ListCard>
      {editing ? <CategoryDialog editing={editing} all={categories} groups={groups} onClose={() => setEditing(null)} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
