// Contracts: title, slug (locked for the three the site reads), order and HTML content with a preview.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminContract } from '#common/schemas/admin-answers.ts'
import { ContractForm } from '#common/schemas/admin-content.ts'
import { useState } from 'react'
import { HtmlField, SortField, TextField, useAdminForm } from './form.tsx'
import { AddButton, RowDialog, RowsCard, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, Row, RowActions } from './ui.tsx'

const f = ta.field

const CONTRACTS: RowsApi = { path: '/api/admin/contracts', refresh: ['contracts'], newTitle: ta.contracts.newTitle }

function ContractDialog({ row, onClose }: { row: AdminContract | null; onClose: () => void }) {
  const form = useAdminForm(ContractForm, {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    contract_content: row?.contract_content ?? '',
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog of={CONTRACTS} row={row && { id: row.id, name: row.title }} size="lg" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="contract_content" label={f.content} required rows={16} />
    </RowDialog>
  )
}

export function ContractsScreen({ contracts }: { contracts: AdminContract[] }) {
  const [editing, setEditing] = useState<AdminContract | null | undefined>(undefined)
  const remove = useDeleteConfirm(CONTRACTS.refresh)
  return (
    <AdminPage
      title={ta.contracts.title}
      lead={ta.contracts.lead}
      action={<AddButton onClick={() => setEditing(null)}>{ta.contracts.add}</AddButton>}
    >
      <RowsCard rows={contracts}>
        {(c) => (
          <Row key={c.id}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{c.title}</p>
              <p className="text-xs text-ink-muted">
                /sozlesmeler/{c.slug} · {ta.contracts.updated} {c.updated_at.slice(0, 16)}
              </p>
            </div>
            <RowActions name={c.title} onEdit={() => setEditing(c)} onDelete={() => remove.ask(c.title, `/api/admin/contracts/${c.id}`)} />
          </Row>
        )}
      </RowsCard>
      {editing !== undefined ? <ContractDialog row={editing} onClose={() => setEditing(undefined)} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
