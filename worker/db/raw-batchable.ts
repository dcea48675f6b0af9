// Hand-written statements (db.run / db.all with `sql`) inside a drizzle batch.
//
// drizzle-orm 0.45's D1 batch binds each item's prepared `stmt`, which its raw queries do not have (their
// `_prepare()` returns the raw query itself), so a raw statement with parameters fails in a batch with
// "Cannot read properties of undefined (reading 'bind')". The alerts need INSERT … SELECT over json_each
// in one batch with builder statements (worker/domain/alerts/), so the statement is given here.
import type { SQL } from 'drizzle-orm'
import type { Db } from './client.ts'

/** `db.run(query)`, ready for `db.batch`. */
export const runInBatch = (db: Db, query: SQL) => withStatement(db, db.run(query))
/** `db.all<T>(query)`, ready for `db.batch`: its rows as D1 answers them (column names as keys). */
export const allInBatch = <T>(db: Db, query: SQL) => withStatement(db, db.all<T>(query))

function withStatement<R extends { getQuery(): { sql: string } }>(db: Db, raw: R): R {
  return Object.assign(raw, { stmt: db.$client.prepare(raw.getQuery().sql) })
}
