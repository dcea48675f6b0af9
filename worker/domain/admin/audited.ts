// The console's create, update and delete of one row: the change and its audit row in one db.batch
// (worker/domain/platform/audit.ts), so a change never lands without its record; the row must exist
// (its 404 otherwise), and where the table has a unique slug, an index that still fires is the field's 422.
import { eq } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { auditRow, changes, lastInsertId, snapshot } from '../platform/audit.ts'
import { found } from '../platform/found.ts'
import { guardUnique } from './common.ts'

type IdTable = SQLiteTable & { id: AnySQLiteColumn }

/** What a console write is given: the database, the photo bucket, the editor, the env (for writes that tell a room). */
export type ConsoleWrite = { db: Db; photos: R2Bucket; editor: { id: number }; env: Env }
/** A kind of row's three writes, as worker/routes/admin/row-routes.ts serves them. */
export type RowWrites<F> = {
  /** `parentId`: the block an item is added to, where the create path names one. */
  create: (w: ConsoleWrite, form: F, parentId: number) => Promise<{ id: number }>
  update: (w: ConsoleWrite, id: number, form: F) => Promise<unknown>
  remove: (w: ConsoleWrite, id: number) => Promise<unknown>
}
type Statement = Parameters<Db['batch']>[0][number]

/** One kind of row the console edits: its table, its name in the audit log, its 404, its unique field. */
export type Audited<T extends IdTable> = { table: T; entity: string; notFound: string; unique?: string }
type Row<T extends IdTable> = T['$inferSelect']
type Detail = Record<string, unknown> | null
/** More statements for the same batch (after the row and its audit row). */
type Extra = { detail?: Detail; extra?: Statement[] }

const write = <R>(e: Audited<IdTable>, run: () => Promise<R>) => (e.unique ? guardUnique(e.unique, run) : run())
const batch = (db: Db, statements: Statement[]) => db.batch(statements as [Statement, ...Statement[]])

/** The row `id`, or the entity's 404. */
export async function findAudited<T extends IdTable>(db: Db, e: Audited<T>, id: number): Promise<Row<T>> {
  const [row] = await db.select().from(e.table as IdTable).where(eq(e.table.id, id)).limit(1)
  return found(row as Row<T> | undefined, e.notFound)
}

/** Inserts `values` (the audit row holds them in short, unless `detail` says otherwise); answers the new row. */
export async function createAudited<T extends IdTable>(db: Db, editorId: number, e: Audited<T>, values: T['$inferInsert'], o: Extra = {}) {
  const insert = db.insert(e.table as IdTable).values(values as never).returning()
  // The audit row reads the id the insert just made, so it comes right after it.
  const audit = auditRow(db, editorId, { action: 'create', entity: e.entity, entityId: lastInsertId(), detail: o.detail ?? snapshot(values) })
  const [rows] = (await write(e, () => batch(db, [insert, audit, ...(o.extra ?? [])]))) as [Row<T>[]]
  return rows[0]!
}

/** Updates row `id`, read before as `before`, to `values`; the audit row holds the fields that change. */
export async function updateAudited<T extends IdTable>(
  db: Db,
  editorId: number,
  e: Audited<T>,
  before: Record<string, unknown>,
  values: Partial<T['$inferInsert']>,
  o: Extra = {},
) {
  const id = before.id as number
  const update = db.update(e.table as IdTable).set(values as never).where(eq(e.table.id, id))
  const audit = auditRow(db, editorId, { action: 'update', entity: e.entity, entityId: id, detail: o.detail ?? changes(before, values) })
  await write(e, () => batch(db, [update, ...(o.extra ?? []), audit]))
}

/** Deletes `row` (read before; the audit row holds it in short, unless `detail` says otherwise). */
export async function deleteAudited<T extends IdTable>(db: Db, editorId: number, e: Audited<T>, row: Row<T>, detail?: Detail) {
  const id = (row as { id: number }).id
  await batch(db, [
    db.delete(e.table as IdTable).where(eq(e.table.id, id)),
    auditRow(db, editorId, { action: 'delete', entity: e.entity, entityId: id, detail: detail === undefined ? snapshot(row) : detail }),
  ])
}

/** Finds row `id` (or its 404) and deletes it with its audit row. */
export const removeAudited = async <T extends IdTable>(db: Db, editorId: number, e: Audited<T>, id: number) =>
  deleteAudited(db, editorId, e, await findAudited(db, e, id))

/**
 * The writes of a kind that is only its checks and its row: `check` runs before a create and an update (after
 * the row is found); an item added to a block (`parent`) finds its block first and is written with its id.
 */
export function auditedWrites<T extends IdTable, F extends object>(
  e: Audited<T>,
  o: { check?: (w: ConsoleWrite, form: F) => Promise<void>; parent?: { column: string; find: (w: ConsoleWrite, id: number) => Promise<unknown> } } = {},
): RowWrites<F> {
  const check = o.check ?? (async () => {})
  return {
    create: async (w, form, parentId) => {
      if (o.parent) await o.parent.find(w, parentId)
      await check(w, form)
      const values = o.parent ? { ...form, [o.parent.column]: parentId } : form
      const row = (await createAudited(w.db, w.editor.id, e, values as T['$inferInsert'])) as Row<T> & { id: number }
      return row
    },
    update: async (w, id, form) => {
      const before = await findAudited(w.db, e, id)
      await check(w, form)
      await updateAudited(w.db, w.editor.id, e, before, form as Partial<T['$inferInsert']>)
    },
    remove: (w, id) => removeAudited(w.db, w.editor.id, e, id),
  }
}
