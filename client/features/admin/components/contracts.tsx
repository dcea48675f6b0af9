// Contracts: title, slug (locked for the three the site reads), order and HTML content with a preview.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminContract } from '#common/schemas/admin-answers.ts'
import { ContractForm } from '#common/schemas/admin-content.ts'
import { useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, HtmlField, SortField, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field

function ContractDialog({ row, onClose }: { row: AdminContract | null; onClose: () => void }) {
  const write = useAdminWrite(['contracts'])
  const form = useAdminForm(ContractForm, {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    contract_content: row?.contract_content ?? '',
    sort_order: String(row?.sort_order ?? 0),
  })
  const submit = (v: Values) =>
    write.mutateAsync(
      row ? { method: 'put', path: `/api/admin/contracts/${row.id}`, body: v } : { method: 'post', path: '/api/admin/contracts', body: v },
    )
  return (
    <FormDialog
      open
      size="lg"
      title={row ? ta.common.editOf(row.title) : ta.contracts.newTitle}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={f.title} required {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="contract_content" label={f.content} required rows={16} />
    </FormDialog>
  )
}

export function ContractsScreen({ contracts }: { contracts: AdminContract[] }) {
  const [editing, setEditing] = useState<AdminContract | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<AdminContract | null>(null)
  const remove = useAdminWrite(['contracts'])
  return (
    <AdminPage
      title={ta.contracts.title}
      lead={ta.contracts.lead}
      action={
        <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing(null)}>
          {ta.contracts.add}
        </Button>
      }
    >
      <ListCard>
        {contracts.length === 0 ? <EmptyRow /> : null}
        {contracts.map((c) => (
          <Row key={c.id}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{c.title}</p>
              <p className="text-xs text-ink-muted">
                /sozlesmeler/{c.slug} · {ta.contracts.updated} {c.updated_at.slice(0, 16)}
              </p>
            </div>
            <RowActions name={c.title} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
          </Row>
        ))}
      </ListCard>
      {editing !== undefined ? <ContractDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDelete
        what={deleting?.title ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: `/api/admin/contracts/${deleting!.id}` })}
      />
    </AdminPage>
  )
}
