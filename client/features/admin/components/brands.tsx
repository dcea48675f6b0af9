// Brands: a folded search, paging, add, rename (slug kept unless typed) and delete unused ones.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBrand, BrandsAnswer } from '#common/schemas/admin-answers.ts'
import { BrandForm } from '#common/schemas/admin-catalogue.ts'
import { useState } from 'react'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { BrandsFilter } from '../list-address.ts'
import { TextField, useAdminForm } from './form.tsx'
import { AddButton, PagedRows, RowDialog, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, Row, RowActions, SearchForm } from './ui.tsx'

const BRANDS: RowsApi = { path: '/api/admin/brands', refresh: ['brands'], newTitle: ta.brands.newTitle }

function BrandDialog({ row, onClose }: { row: AdminBrand | null; onClose: () => void }) {
  const form = useAdminForm(BrandForm, { title: row?.title ?? '', slug: row?.slug ?? '' })
  return (
    <RowDialog of={BRANDS} row={row && { id: row.id, name: row.title }} size="sm" form={form} onClose={onClose}>
      <TextField label={ta.field.title} required {...form.text('title')} />
      <TextField label={ta.field.slug} hint={ta.common.slugHint} {...form.text('slug')} />
    </RowDialog>
  )
}

export function BrandsScreen({ data, filter, onFilter }: ListScreenProps<BrandsFilter, z.infer<typeof BrandsAnswer>>) {
  const q = filter.q ?? ''
  const [editing, setEditing] = useState<AdminBrand | null | undefined>(undefined)
  const remove = useDeleteConfirm(BRANDS.refresh)
  return (
    <AdminPage
      title={ta.brands.title}
      lead={ta.brands.lead}
      action={<AddButton onClick={() => setEditing(null)}>{ta.brands.add}</AddButton>}
    >
      <SearchForm key={q} label={ta.brands.searchLabel} initial={q} onSearch={(text) => onFilter({ q: text })} />
      <PagedRows page={data.brands} empty={q ? ta.common.noResults : undefined} onPage={(page) => onFilter({ page })}>
        {(b) => (
          <Row key={b.id}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{b.title}</p>
              <p className="text-xs text-ink-muted">
                /marka/{b.slug} · {ta.brands.used(b.auction_count)}
              </p>
            </div>
            <RowActions name={b.title} onEdit={() => setEditing(b)} onDelete={() => remove.ask(b.title, `/api/admin/brands/${b.id}`)} />
          </Row>
        )}
      </PagedRows>
      {editing !== undefined ? <BrandDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
