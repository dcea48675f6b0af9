// The audit log: who changed what, and when, newest first, filtered by kind of record and action.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AuditAnswer, AuditEntry } from '#common/schemas/admin-answers.ts'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { AuditFilter } from '../list-address.ts'
import { PagedRows } from './kit.tsx'
import { AdminPage, FilterSelect, Row } from './ui.tsx'

const t = ta.audit
const entityName = (e: string) => t.entities[e] ?? e
const actionName = (a: string) => t.actions[a] ?? a

/** { field: [old, new] } as "field: old → new" lines; anything else as JSON. */
function Detail({ detail }: { detail: AuditEntry['detail'] }) {
  if (detail == null) return null
  const entries = typeof detail === 'object' && !Array.isArray(detail) ? Object.entries(detail as Record<string, unknown>) : []
  const isChange = (v: unknown): v is [unknown, unknown] => Array.isArray(v) && v.length === 2
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '∅' : typeof v === 'string' ? v : JSON.stringify(v))
  return (
    <details className="mt-1 text-xs text-ink-muted">
      <summary className="cursor-pointer font-semibold text-brand-700">{t.detail}</summary>
      <ul className="mt-1 space-y-0.5 break-words">
        {entries.length
          ? entries.map(([k, v]) => (
              <li key={k}>
                <span className="font-semibold text-ink">{k}</span>: {isChange(v) ? `${show(v[0])} → ${show(v[1])}` : show(v)}
              </li>
            ))
          : [<li key="raw">{show(detail)}</li>]}
      </ul>
    </details>
  )
}

export function AuditScreen({ data, filter, onFilter }: ListScreenProps<AuditFilter, z.infer<typeof AuditAnswer>>) {
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <div className="flex flex-wrap gap-3">
        <FilterSelect
          label={t.entity}
          value={filter.entity ?? ''}
          onChange={(entity) => onFilter({ entity })}
          options={[['', ta.common.all], ...data.entities.map((e) => [e, entityName(e)] as [string, string])]}
        />
        <FilterSelect
          label={t.action}
          value={filter.action ?? ''}
          onChange={(action) => onFilter({ action })}
          options={[['', ta.common.all], ...Object.entries(t.actions)]}
        />
      </div>
      <PagedRows page={data.audit} empty={t.empty} onPage={(page) => onFilter({ page })}>
        {(e) => (
          <Row key={e.id} className="items-start">
            <time className="w-32 shrink-0 text-xs text-ink-muted tabular">{e.created_at.slice(0, 16)}</time>
            <div className="min-w-0 flex-1 basis-60">
              <p className="text-sm text-ink">
                <span className="font-semibold">{e.editor_title ?? ta.common.none}</span> · {actionName(e.action)} · {entityName(e.entity)}
                {e.entity_id ? (
                  <span className="text-ink-muted"> #{e.entity_id.length > 20 ? `${e.entity_id.slice(0, 20)}…` : e.entity_id}</span>
                ) : null}
              </p>
              <Detail detail={e.detail} />
            </div>
          </Row>
        )}
      </PagedRows>
    </AdminPage>
  )
}
