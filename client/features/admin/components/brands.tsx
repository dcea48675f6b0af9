// Brands: a folded search, paging, add, rename (slug kept unless typed) and delete unused ones.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBrand, BrandsAnswer } from '#common/schemas/admin-answers.ts'
import { BrandForm } from '#common/schemas/admin-catalogue.ts'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { BrandsFilter } from '../list-address.ts'
import { TextField, useAdminForm } from './form.tsx'
import { EditorPage, RowDialog, rowValues, SearchedRows, useEditing, type RowsApi } from './kit.tsx'

const BRANDS: RowsApi = { path: '/api/admin/brands', refresh: ['brands'], newTitle: ta.brands.newTitle }

function BrandDialog({ row, onClose }: { row: AdminBrand | null; onClose: () => void }) {
  const form = useAdminForm(BrandForm, rowValues(row, ['title', 'slug']))
  return (
    <RowDialog of={BRANDS} row={row && { id: row.id, name: row.title }} size="sm" form={form} onClose={onClose}>
      <TextField label={ta.field.title} required {...form.text('title')} />
      <TextField label={ta.field.slug} hint={ta.common.slugHint} {...form.text('slug')} />
    </RowDialog>
  )
}

export function BrandsScreen(list: ListScreenProps<BrandsFilter, z.infer<typeof BrandsAnswer>>) {
  const editing = useEditing(BRANDS, (row: AdminBrand | null, close) => <BrandDialog row={row} onClose={close} />)
  return (
    <EditorPage text={ta.brands} add={{ label: ta.brands.add, opens: null }} editing={editing}>
      <SearchedRows list={list} label={ta.brands.searchLabel} page={list.data.brands}>
        {editing.itemRow((b: AdminBrand) => ({ title: b.title, sub: `/marka/${b.slug} · ${ta.brands.used(b.auction_count)}` }))}
      </SearchedRows>
    </EditorPage>
  )
}
