// Statements whose SQL text is built once per isolate and only bound to values per request (
// "Served from the edge": the cost of an answer beside the empty route).
//
// Context: drizzle builds the SQL text of a query from its builder tree on every run; for the auction
// detail's eleven statements that was about a third of the answer's CPU outside D1 (a CPU profile under
// `npm run bench:api`). Drizzle's own prepared statements (`.prepare()`) keep the text, but each is tied to
// the database object it was prepared on, and every request has its own (its D1 session, middleware/
// d1-session.ts); and drizzle's batch does not fill placeholders.
// Decision: `reusable(names, build)` builds the statements once, on a database object with no D1 behind it,
// with `sql.placeholder(name)` where a request's values go; per request it only fills the placeholders and
// prepares the same text on the request's own D1 session, keeping drizzle's mapping of the rows (the
// template's columns and joins). The result goes into the request's `db.batch([...])` like any statement
// (only there: it is not awaited on its own).
// Consequences: what the SQL says is fixed at the first build; anything that changes the text (a column
// list, how many values an IN gets) must stay outside or be its own reusable. It relies on drizzle-orm
// 0.45's prepared query (query, stmt, mapResult): tests/worker/app/round-trips.test.ts and the answers' tests
// read through it.
import { fillPlaceholders, sql, type Placeholder, type Query } from 'drizzle-orm'
import { createDb, type Db } from './client.ts'

/** The part of drizzle's prepared query (D1PreparedQuery) a batch uses: its text, its statement. */
type Prepared = { getQuery(): Query; stmt: D1PreparedStatement }
type Buildable = { _prepare(isOneTimeQuery?: boolean): Prepared }

/** Building only: no statement is ever run on it. */
const templateDb = createDb({ prepare: () => ({}), batch: () => Promise.reject(new Error('template only')) } as unknown as D1Database)

export function reusable<const N extends string, Q extends readonly unknown[]>(
  names: readonly N[],
  build: (db: Db, p: Record<N, Placeholder<N>>) => Q,
) {
  let templates: Prepared[] | null = null
  return (db: Db, values: Record<N, unknown>): Q => {
    templates ??= build(templateDb, Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as Record<N, Placeholder<N>>).map((q) =>
      (q as Buildable)._prepare(false),
    )
    return templates.map((template) => {
      const { sql: text, params } = template.getQuery()
      const prepared: Prepared = Object.create(template)
      Object.assign(prepared, { query: { sql: text, params: fillPlaceholders(params, values) }, stmt: db.$client.prepare(text) })
      return { _prepare: () => prepared }
    }) as unknown as Q
  }
}
