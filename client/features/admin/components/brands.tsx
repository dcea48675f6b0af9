// Brands: a folded search, paging, add, rename (slug kept unless typed) and delete unused ones.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBrand, BrandsAnswer } from '#common/schemas/admin-answers.ts'
import { BrandForm } from '#common/schemas/admin-catalogue.ts'
import { useState } from 'react'
import type { z } from 'zod'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Pager, Row, RowActions, SearchForm } from './ui.tsx'

function BrandDialog({ row, onClose }: { row: AdminBrand | null; onClose: () => void }) {
  const write = useAdminWrite(['brands'])
  const form = useAdminForm(BrandForm, { title: row?.title ?? '', slug: row?.slug ?? '' })
  const submit = (v: Values) =>
    write.mutateAsync(
      row ? { method: 'put', path: `/api/admin/brands/${row.id}`, body: v } : { method: 'post', path: '/api/admin/brands', body: v },
    )
  return (
    <FormDialog
      open
      size="sm"
      title={row ? ta.common.editOf(row.title) : ta.brands.newTitle}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={ta.field.title} required {...form.text('title')} />
      <TextField label={ta.field.slug} hint={ta.common.slugHint} {...form.text('slug')} />
    </FormDialog>
  )
}

type Props = { data: z.infer<typeof BrandsAnswer>; q: string; onSearch: (q: string) => void; onPage: (p: number) => void }

export function BrandsScreen({ data, q, onSearch, onPage }: Props) {
  const [editing, setEditing] = useState<AdminBrand | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<AdminBrand | null>(null)
  const remove = useAdminWrite(['brands'])
  return (
    <AdminPage
      title={ta.brands.title}
      lead={ta.brands.lead}
      action={
        <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing(null)}>
          {ta.brands.add}
        </Button>
      }
    >
      <SearchForm key={q} label={ta.brands.searchLabel} initial={q} onSearch={onSearch} />
      <ListCard>
        {data.brands.data.length === 0 ? <EmptyRow>{q ? ta.common.noResults : ta.common.empty}</EmptyRow> : null}
        {data.brands.data.map((b) => (
          <Row key={b.id}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{b.title}</p>
              <p className="text-xs text-ink-muted">
                /marka/{b.slug} · {ta.brands.used(b.auction_count)}
              </p>
            </div>
            <RowActions name={b.title} onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)} />
          </Row>
        ))}
      </ListCard>
      <Pager page={data.brands.current_page} lastPage={data.brands.last_page} total={data.brands.total} onPage={onPage} />
      {editing !== undefined ? <BrandDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDelete
        what={deleting?.title ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: `/api/admin/brands/${deleting!.id}` })}
      />
    </AdminPage>
  )
}
