// The audit log: every write of the editor console records who changed what, and when.
// The row goes into the same db.batch as the change itself, so a change never lands without its
// record (and a failed change leaves none).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { audit_log, users } from '../../db/schema/index.ts'

export type AuditAction =
  'create' | 'update' | 'delete' | 'approve' | 'reject' | 'start' | 'stop' | 'reply' | 'status' | 'block' | 'unblock' | 'role' | 'upload' | 'resend' | 'review'

export type AuditEntry = {
  action: AuditAction
  entity: string
  /** A number, or SQL such as `last_insert_rowid()` for a row created earlier in the same batch. */
  entityId: number | string | SQL | null
  detail?: Record<string, unknown> | null
}

/** The id of the row the previous statement of a batch inserted (D1 runs a batch as one transaction). */
export const lastInsertId = () => sql`CAST(last_insert_rowid() AS TEXT)`

/** An insert into audit_log, to run inside the batch of the change it records. */
export const auditRow = (db: Db, editorId: number, e: AuditEntry) =>
  db.insert(audit_log).values({
    user_id: editorId,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId == null ? null : typeof e.entityId === 'object' ? e.entityId : String(e.entityId),
    detail: e.detail ?? null,
  })

const SHORT = 300
/** Long values (HTML) are kept as their first characters and length, so a row stays small. */
const brief = (v: unknown) => (typeof v === 'string' && v.length > SHORT ? `${v.slice(0, SHORT)}… (${v.length} karakter)` : v)

/** The fields `after` changes on `before`, as { field: [old, new] }; null when nothing changes. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, [unknown, unknown]> = {}
  for (const [k, v] of Object.entries(after)) {
    const old = before[k]
    if (JSON.stringify(old ?? null) !== JSON.stringify(v ?? null)) out[k] = [brief(old ?? null), brief(v ?? null)]
  }
  return Object.keys(out).length ? out : null
}

/** A created or deleted row, in short. */
export const snapshot = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, brief(v)]))

export const AUDIT_PER_PAGE = 50

export type AuditFilter = {
  entity?: string | undefined
  entityId?: string | undefined
  action?: string | undefined
  userId?: number | undefined
  page: number
}

/** One page of the log, newest first, with the editor's name. */
export async function listAudit(db: Db, f: AuditFilter) {
  const where = and(
    f.entity ? eq(audit_log.entity, f.entity) : undefined,
    f.entityId ? eq(audit_log.entity_id, f.entityId) : undefined,
    f.action ? eq(audit_log.action, f.action) : undefined,
    f.userId ? eq(audit_log.user_id, f.userId) : undefined,
  )
  const [rows, totals, entities] = await db.batch([
    db
      .select({ entry: audit_log, editor_title: sql<string | null>`${users.title}`.as('editor_title') })
      .from(audit_log)
      .leftJoin(users, eq(users.id, audit_log.user_id))
      .where(where)
      .orderBy(desc(audit_log.created_at), desc(audit_log.id))
      .limit(AUDIT_PER_PAGE)
      .offset((f.page - 1) * AUDIT_PER_PAGE),
    db.select({ n: count() }).from(audit_log).where(where),
    db.selectDistinct({ entity: audit_log.entity }).from(audit_log).orderBy(audit_log.entity),
  ])
  const total = totals[0]?.n ?? 0
  return {
    rows,
    entities: entities.map((e) => e.entity),
    current_page: f.page,
    last_page: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
    total,
    per_page: AUDIT_PER_PAGE,
  }
}
