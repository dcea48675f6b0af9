// Contracts: title, slug (locked for the three the site reads), order and HTML content with a preview.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminContract } from '#common/schemas/admin-answers.ts'
import { ContractForm } from '#common/schemas/admin-content.ts'
import { HtmlField, SlugAndOrder, TextField, useAdminForm } from './form.tsx'
import { EditorPage, RowDialog, RowsCard, rowValues, sortValue, useEditing, type RowsApi } from './kit.tsx'

const f = ta.field

const CONTRACTS: RowsApi = { path: '/api/admin/contracts', refresh: ['contracts'], newTitle: ta.contracts.newTitle }

function ContractDialog({ row, onClose }: { row: AdminContract | null; onClose: () => void }) {
  const form = useAdminForm(ContractForm, { ...rowValues(row, ['title', 'slug', 'contract_content']), sort_order: sortValue(row) })
  return (
    <RowDialog of={CONTRACTS} row={row && { id: row.id, name: row.title }} size="lg" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <SlugAndOrder form={form} />
      <HtmlField form={form} name="contract_content" label={f.content} required rows={16} />
    </RowDialog>
  )
}

export function ContractsScreen({ contracts }: { contracts: AdminContract[] }) {
  const editing = useEditing(CONTRACTS, (row: AdminContract | null, close) => <ContractDialog row={row} onClose={close} />)
  return (
    <EditorPage text={ta.contracts} add={{ label: ta.contracts.add, opens: null }} editing={editing}>
      <RowsCard rows={contracts}>
        {editing.itemRow((c: AdminContract) => ({
          title: c.title,
          sub: `/sozlesmeler/${c.slug} · ${ta.contracts.updated} ${c.updated_at.slice(0, 16)}`,
        }))}
      </RowsCard>
    </EditorPage>
  )
}
