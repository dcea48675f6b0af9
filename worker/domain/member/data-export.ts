// "Verilerimi indir" (docs/privacy.md "The member's own data"): the member asks, a row is queued and built in
// the background (the request's waitUntil, the cron for anything a stopped worker left), table by table with
// its progress written down, into one zip in the EXPORTS bucket: every table as JSON and as CSV, and all of it
// in one JSON. The file is downloadable only by its member, behind their session, until its link expires;
// then the sweep deletes it.
import { EXPORT_LEASE_MS, EXPORT_LINK_MS } from '#common/retention.ts'
import type { DataExportAnswer } from '#common/schemas/data-export.ts'
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Db } from '../../db/client.ts'
import { data_exports } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { toCsv, type ExportRows } from '../../lib/csv.ts'
import { EXPORT_TABLES, toObjects } from './data-export-tables.ts'

type Row = typeof data_exports.$inferSelect
const README = `Mezat'ın hakkınızda tuttuğu veriler (KVKK m.11).
Her tablo iki biçimde: .json ve .csv (Excel ile açılabilir). verilerim.json hepsini bir arada içerir.
Tutarlar kuruş cinsindendir (…_kurus: 12345 = 123,45 TL); zamanlar UTC milisaniyedir.
Kart bilgileriniz Mezat'ta tutulmaz; ödemeler kart verisi olmadan listelenir.
`

/** The member's latest export as the API answers it. */
export function exportView(row: Row | undefined, now = Date.now()): DataExportAnswer['export'] {
  if (!row) return null
  const live = row.status === 'ready' && row.expires_at !== null && row.expires_at > now
  const status = row.status === 'ready' && !live ? 'expired' : row.status
  return {
    id: row.id,
    status,
    progress: row.progress,
    created_at: row.created_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    size_bytes: row.size_bytes,
    download_url: live ? `/api/user/data-export/${row.id}/file` : null,
  }
}

export const latestExport = async (db: Db, userId: number) =>
  (await db.select().from(data_exports).where(eq(data_exports.user_id, userId)).orderBy(desc(data_exports.id)).limit(1))[0]

/**
 * POST: a new export, unless one is already on its way (then that one: a second click starts nothing).
 * A ready file of before is superseded: its link stops now and the sweep deletes it.
 */
export async function startExport(db: Db, userId: number, now = Date.now()): Promise<{ row: Row; started: boolean }> {
  const latest = await latestExport(db, userId)
  if (latest && (latest.status === 'queued' || latest.status === 'building')) return { row: latest, started: false }
  const [, [row]] = await db.batch([
    db
      .update(data_exports)
      .set({ expires_at: now })
      .where(and(eq(data_exports.user_id, userId), eq(data_exports.status, 'ready'))),
    db.insert(data_exports).values({ user_id: userId, created_at: now }).returning(),
  ])
  return { row: row!, started: true }
}

/** Takes the row for one build: queued, or building with its lease run out. Null when another build has it. */
async function claim(db: Db, id: number, now: number) {
  const [row] = await db
    .update(data_exports)
    .set({ status: 'building', lease_until: now + EXPORT_LEASE_MS, attempts: sql`${data_exports.attempts} + 1` })
    .where(
      and(
        eq(data_exports.id, id),
        or(eq(data_exports.status, 'queued'), and(eq(data_exports.status, 'building'), lt(data_exports.lease_until, now))),
      ),
    )
    .returning()
  return row
}

/** Every table of the member, a few per D1 round trip, the progress written after each group. */
async function readTables(d1: D1Database, db: Db, row: Row) {
  const out = new Map<string, ExportRows>()
  const GROUP = 6
  for (let i = 0; i < EXPORT_TABLES.length; i += GROUP) {
    const group = EXPORT_TABLES.slice(i, i + GROUP)
    const answers = await Promise.all(group.map((t) => d1.prepare(t.sql).bind(row.user_id).raw<(string | number | null)[]>({ columnNames: true })))
    group.forEach((t, j) => {
      const [columns = [], ...rows] = answers[j]!
      out.set(t.name, { columns: columns.map(String), rows })
    })
    const progress = Math.round((90 * out.size) / EXPORT_TABLES.length)
    await db.update(data_exports).set({ progress }).where(eq(data_exports.id, row.id))
  }
  return out
}

/** The zip: README, verilerim.json with everything, and each table as .json and .csv. */
export function packExport(tables: Map<string, ExportRows>, at: number) {
  const all: Record<string, unknown> = { olusturulma: new Date(at).toISOString() }
  const files: Zippable = { 'BENIOKU.txt': strToU8(README) }
  for (const [name, t] of tables) {
    all[name] = toObjects(t)
    files[`json/${name}.json`] = strToU8(JSON.stringify(all[name], null, 2))
    files[`csv/${name}.csv`] = strToU8(toCsv(t))
  }
  files['verilerim.json'] = strToU8(JSON.stringify(all, null, 2))
  return zipSync(files, { level: 6, mtime: new Date(at) })
}

/** Builds one export end to end; a failure is written on the row (failed after three tries, else retried). */
export async function buildExport(db: Db, env: Env, id: number, now = Date.now()) {
  const row = await claim(db, id, now)
  if (!row) return false
  try {
    const zip = packExport(await readTables(env.DB, db, row), now)
    const key = `exports/${row.user_id}/${row.id}.zip`
    await env.EXPORTS.put(key, zip, {
      httpMetadata: { contentType: 'application/zip' },
      customMetadata: { user_id: String(row.user_id) },
    })
    const done = Date.now()
    await db
      .update(data_exports)
      .set({ status: 'ready', progress: 100, object_key: key, size_bytes: zip.byteLength, ready_at: done, expires_at: done + EXPORT_LINK_MS, error: null })
      .where(eq(data_exports.id, row.id))
    return true
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error).slice(0, 500)
    console.error(JSON.stringify({ level: 'error', msg: 'data export failed', id: row.id, attempts: row.attempts, error: message }))
    await db
      .update(data_exports)
      .set(row.attempts >= 3 ? { status: 'failed', error: message } : { status: 'queued', lease_until: 0, error: message })
      .where(eq(data_exports.id, row.id))
    return false
  }
}

/**
 * The cron's part: builds what the request's waitUntil did not finish (a stopped worker, a failure to retry),
 * and deletes the files whose link has expired.
 */
export async function runExports(db: Db, env: Env, now = Date.now()) {
  const due = await db
    .select({ id: data_exports.id })
    .from(data_exports)
    .where(or(eq(data_exports.status, 'queued'), and(eq(data_exports.status, 'building'), lt(data_exports.lease_until, now))))
    .limit(3)
  let built = 0
  for (const { id } of due) if (await buildExport(db, env, id, now)) built++
  return { built, swept: await sweepExports(db, env, now) }
}

async function sweepExports(db: Db, env: Env, now: number) {
  const old = await db
    .select({ id: data_exports.id, key: data_exports.object_key })
    .from(data_exports)
    .where(and(eq(data_exports.status, 'ready'), lt(data_exports.expires_at, now + 1)))
    .limit(50)
  if (!old.length) return 0
  const keys = old.flatMap((r) => (r.key ? [r.key] : []))
  if (keys.length) await env.EXPORTS.delete(keys)
  await db
    .update(data_exports)
    .set({ status: 'expired', object_key: null })
    .where(inArray(data_exports.id, old.map((r) => r.id)))
  return old.length
}

/** The file, for its own member only, while its link lasts; anything else is the same 404. */
export async function exportFile(db: Db, env: Env, userId: number, id: number, now = Date.now()) {
  const [row] = await db
    .select()
    .from(data_exports)
    .where(and(eq(data_exports.id, id), eq(data_exports.user_id, userId)))
  if (!row || exportView(row, now)?.download_url === null || !row.object_key) return null
  return env.EXPORTS.get(row.object_key)
}
