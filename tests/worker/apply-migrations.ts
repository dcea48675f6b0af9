// Setup file: runs before each test file, inside workerd. Files share one workerd (tests/worker/vitest.config.ts
// `isolate: false`), so this gives each file the storage a fresh runtime would: every table, view and trigger
// of the file before is dropped (sqlite_sequence forgets their ids with them), the R2 buckets are emptied, and
// every migration is applied again. The rate limiters' counters are the runtime's own and carry over: tests
// that count them use addresses and keys of their own.
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

const db = env.DB

/** Schema objects of ours (not SQLite's or D1's own), newest first, so dependents go before what they need. */
async function objects(where: string) {
  const sql = `SELECT name, type FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND ${where} ORDER BY rowid DESC`
  return (await db.prepare(sql).all<{ name: string; type: string }>()).results
}
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

// Triggers and views first, then the full-text tables (each drops its own shadow tables), then the rest in one
// batch whose foreign keys are checked only at its end, when no row is left to check.
const first = [...(await objects("type IN ('trigger', 'view')")), ...(await objects("type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'"))]
if (first.length) await db.batch(first.map((o) => db.prepare(`DROP ${o.type.toUpperCase()} IF EXISTS ${quoted(o.name)}`)))
const tables = await objects("type = 'table'")
if (tables.length)
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = on'), ...tables.map((t) => db.prepare(`DROP TABLE IF EXISTS ${quoted(t.name)}`))])

for (const bucket of [env.PHOTOS, env.BACKUPS, env.EXPORTS])
  for (let page = await bucket.list(); page.objects.length; page = await bucket.list()) await bucket.delete(page.objects.map((o) => o.key))

await applyD1Migrations(db, env.TEST_MIGRATIONS)
