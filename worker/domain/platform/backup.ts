// Logical backup of every table to R2 and its restore (docs/operations.md "Backup and restore"). Plain D1
// calls, no Drizzle, so the restore script (scripts/restore.ts, in Node through wrangler's platform proxy)
// runs this same code. Each table is read in pages by rowid and written as one NDJSON object per page, so
// a large table is never held at once; the manifest, written last, has each table's row count and SHA-256
// (of its pages joined, `cat` + `sha256sum`) and each page's SHA-256, checked before a page is loaded.

/** A backup's objects are read through this, so the restore can read R2 or a downloaded folder alike. */
export type BackupSource = { text(key: string): Promise<string | null> }
type Part = { key: string; rows: number; sha256: string }
export type Manifest = {
  format: 1
  prefix: string
  at: string
  tables: Array<{ name: string; columns: string[]; rows: number; sha256: string; parts: Part[] }>
}

const PAGE = 500
const q = (name: string) => `"${name.replaceAll('"', '""')}"`
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/**
 * The tables a backup holds, parents before children (foreign keys). Left out: SQLite's and Cloudflare's
 * own, D1's migration record (the restore target has the schema already), and full-text indexes with their
 * shadow tables (their triggers fill them again as the indexed rows are loaded).
 */
export async function backupTables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string; sql: string | null }>()
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name)
  const names = results
    .map((t) => t.name)
    .filter((n) => !/^(sqlite_|_cf_|d1_migrations$)/.test(n) && !virtual.some((v) => n === v || n.startsWith(`${v}_`)))
  // D1 refuses the pragma_* table functions; the PRAGMA statements themselves are allowed.
  const lists = await db.batch<{ table: string }>(names.map((n) => db.prepare(`PRAGMA foreign_key_list(${q(n)})`)))
  const fks = { results: names.flatMap((child, i) => lists[i]!.results.map((f) => ({ child, parent: f.table }))) }
  const ordered: string[] = []
  const visit = (n: string, path: Set<string>) => {
    if (ordered.includes(n) || path.has(n)) return
    path.add(n)
    for (const f of fks.results) if (f.child === n && f.parent !== n && names.includes(f.parent)) visit(f.parent, path)
    ordered.push(n)
  }
  for (const n of names) visit(n, new Set())
  return ordered
}

/** JSON has no bytes: a blob is written as { $b64 } (the schema has none today; this keeps a future one). */
const encode = (v: unknown) => (v instanceof ArrayBuffer ? { $b64: btoa(String.fromCharCode(...new Uint8Array(v))) } : v)
const decode = (v: unknown) =>
  v && typeof v === 'object' && '$b64' in v ? Uint8Array.from(atob(String(v.$b64)), (c) => c.charCodeAt(0)) : v

async function backupTable(db: D1Database, bucket: R2Bucket, prefix: string, name: string, pageSize: number) {
  const columns = (await db.prepare(`PRAGMA table_info(${q(name)})`).all<{ name: string; cid: number }>()).results
    .sort((a, b) => a.cid - b.cid)
    .map((c) => c.name)
  const whole = new crypto.DigestStream('SHA-256')
  const writer = whole.getWriter()
  const parts: Part[] = []
  let after = Number.MIN_SAFE_INTEGER
  for (;;) {
    const page = await db
      .prepare(`SELECT rowid AS "__rowid", ${columns.map(q).join(', ')} FROM ${q(name)} WHERE rowid > ? ORDER BY rowid LIMIT ?`)
      .bind(after, pageSize)
      .raw()
    if (page.length === 0) break
    after = Number(page[page.length - 1]![0])
    const text = page.map((r) => `${JSON.stringify(r.slice(1).map(encode))}\n`).join('')
    const key = `${prefix}/${name}/${String(parts.length + 1).padStart(5, '0')}.ndjson`
    await bucket.put(key, text, { httpMetadata: { contentType: 'application/x-ndjson' } })
    await writer.write(new TextEncoder().encode(text))
    parts.push({ key, rows: page.length, sha256: await sha256(text) })
    if (page.length < pageSize) break
  }
  await writer.close()
  return { name, columns, rows: parts.reduce((n, p) => n + p.rows, 0), sha256: hex(await whole.digest), parts }
}

/** Writes every table under `prefix` (say `d1/2026-11-28T03-00`), the manifest last: a backup without one is unfinished. */
export async function backupDatabase(db: D1Database, bucket: R2Bucket, prefix: string, now = new Date(), pageSize = PAGE): Promise<Manifest> {
  const tables = []
  for (const name of await backupTables(db)) tables.push(await backupTable(db, bucket, prefix, name, pageSize))
  const manifest: Manifest = { format: 1, prefix, at: now.toISOString(), tables }
  await bucket.put(`${prefix}/manifest.json`, JSON.stringify(manifest, null, 1), { httpMetadata: { contentType: 'application/json' } })
  return manifest
}

export const fromBucket = (bucket: R2Bucket): BackupSource => ({ text: async (key) => (await bucket.get(key))?.text() ?? null })

/** D1 binds at most 100 parameters a statement: as many rows a statement as fit, one statement per row at least. */
const MAX_PARAMS = 100

async function loadTable(db: D1Database, src: BackupSource, t: Manifest['tables'][number]) {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / t.columns.length))
  const tuple = `(${t.columns.map(() => '?').join(', ')})`
  const insert = (n: number) => `INSERT INTO ${q(t.name)} (${t.columns.map(q).join(', ')}) VALUES ${Array(n).fill(tuple).join(', ')}`
  for (const part of t.parts) {
    const text = await src.text(part.key)
    if (text === null) throw new Error(`backup part missing: ${part.key}`)
    if ((await sha256(text)) !== part.sha256) throw new Error(`backup part damaged (checksum): ${part.key}`)
    const rows = text.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as unknown[]).map(decode))
    if (rows.length !== part.rows) throw new Error(`backup part has ${rows.length} rows, manifest says ${part.rows}: ${part.key}`)
    const statements = []
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement)
      statements.push(db.prepare(insert(chunk.length)).bind(...chunk.flat()))
    }
    // Deferred foreign keys: a page may hold a child before its parent (a category moved under a newer one).
    await db.batch([db.prepare('PRAGMA defer_foreign_keys = on'), ...statements])
  }
}

/** The table's rows as the backup writes them, for comparing a restored table with its manifest. */
async function tableDigest(db: D1Database, name: string, columns: string[]) {
  const whole = new crypto.DigestStream('SHA-256')
  const writer = whole.getWriter()
  let after = Number.MIN_SAFE_INTEGER
  let rows = 0
  for (;;) {
    const page = await db
      .prepare(`SELECT rowid AS "__rowid", ${columns.map(q).join(', ')} FROM ${q(name)} WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE}`)
      .bind(after)
      .raw()
    if (page.length === 0) break
    after = Number(page[page.length - 1]![0])
    rows += page.length
    await writer.write(new TextEncoder().encode(page.map((r) => `${JSON.stringify(r.slice(1).map(encode))}\n`).join('')))
  }
  await writer.close()
  return { rows, sha256: hex(await whole.digest) }
}

/** Tables a migration writes rows into (0005's content version): emptied, then loaded from the backup. */
const SEEDED_BY_MIGRATIONS = ['cache_versions']

/**
 * Loads a backup into a database that has the schema (migrations applied) and no rows in the backup's
 * tables. Triggers fire as rows arrive (a content-version stamp, the search index), so a table a trigger
 * changed is loaded again at the end; then every table must match its manifest's count and checksum.
 */
export async function restoreDatabase(db: D1Database, src: BackupSource, prefix: string) {
  const text = await src.text(`${prefix}/manifest.json`)
  if (text === null) throw new Error(`no manifest at ${prefix}/manifest.json: not a finished backup`)
  const manifest = JSON.parse(text) as Manifest
  for (const t of manifest.tables) {
    if (SEEDED_BY_MIGRATIONS.includes(t.name)) continue
    const n = await db.prepare(`SELECT count(*) AS n FROM ${q(t.name)}`).first<number>('n')
    if (n) throw new Error(`table ${t.name} is not empty (${n} rows): restore only into an empty database`)
  }
  for (const name of SEEDED_BY_MIGRATIONS) await db.prepare(`DELETE FROM ${q(name)}`).run()
  for (const t of manifest.tables) await loadTable(db, src, t)
  for (const t of manifest.tables) {
    if ((await tableDigest(db, t.name, t.columns)).sha256 === t.sha256) continue
    await db.prepare(`DELETE FROM ${q(t.name)}`).run()
    await loadTable(db, src, t)
  }
  for (const t of manifest.tables) {
    const got = await tableDigest(db, t.name, t.columns)
    if (got.rows !== t.rows || got.sha256 !== t.sha256) throw new Error(`table ${t.name} differs from its backup after restore`)
  }
  return manifest
}
