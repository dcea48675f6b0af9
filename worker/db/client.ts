import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from 'drizzle-orm'
import { DrizzleD1Database, SQLiteD1Session } from 'drizzle-orm/d1'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import * as schema from './schema/index.ts'

// What drizzle(d1, { schema }) works out from the schema on every call (its relational map of every table
// and relation) is the same for every request, and it was most of the app's fixed cost per request: about
// 1 ms of CPU of a 404's 1.6 ms, measured with a CPU profile under `npm run bench:api` (README "Served from
// the edge"). So it is worked out once per isolate, and each request only wraps its D1 session in a
// database object: the same steps as drizzle-orm/d1's drizzle() (0.45: dialect, session, database), minus
// the extraction; no logger and no cache, as before.
type Tables = ExtractTablesWithRelations<typeof schema>
const tables = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers)
const relational: RelationalSchemaConfig<Tables> = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap }
const dialect = new SQLiteAsyncDialect()

// NOTE: drizzle's D1 driver only calls prepare() and batch(), which a D1DatabaseSession has too (its
// types name D1Database alone); worker/middleware/d1-session.ts hands it the request's session.
export function createDb(d1: D1Database | D1DatabaseSession) {
  const client = d1 as D1Database
  const session = new SQLiteD1Session<typeof schema, Tables>(client, dialect, relational, {})
  const db = new DrizzleD1Database<typeof schema>('async', dialect, session, relational) as DrizzleD1Database<typeof schema> & {
    $client: D1Database
  }
  db.$client = client
  return db
}
export type Db = ReturnType<typeof createDb>
