// Backup and restore, rehearsed (docs/operations.md "Backup and restore"): every table to R2 as paged
// NDJSON with a manifest, then wiped and loaded back through restoreDatabase (what `npm run restore` runs),
// and compared row by row.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { backupDatabase, backupTables, fromBucket, restoreDatabase } from '../../../worker/domain/platform/backup.ts'
import { queueMail } from '../../../worker/domain/platform/outbox.ts'
import * as seed from '../../support/seed.ts'

const q = (n: string) => `"${n}"`
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('')

async function everyRow(tables: string[]) {
  const out: Record<string, unknown[]> = {}
  for (const t of tables) out[t] = (await env.DB.prepare(`SELECT * FROM ${q(t)} ORDER BY rowid`).all()).results
  return out
}

async function wipe(tables: string[]) {
  await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = on'), ...[...tables].reverse().map((t) => env.DB.prepare(`DELETE FROM ${q(t)}`))])
}

describe('backup and restore', () => {
  it('backs every table up in pages with checksums, and a wiped database restored from it is equal row by row', async () => {
    const seller = await seed.user({ title: 'Şükrü Öztürk' })
    const main = await seed.category({ title: 'Saatler' })
    await seed.category({ title: 'Cep saatleri', parent: main })
    await seed.auction({ seller, category: main, name: 'Gümüş cep saati' })
    for (let i = 0; i < 120; i++) await queueMail(seed.db, `yedek.${i}@example.com`, 'Çıkış', `Ileti ${i} — ığüşöç`)

    const tables = await backupTables(env.DB)
    expect(tables).toEqual(expect.arrayContaining(['users', 'auctions', 'categories', 'outbox', 'audit_log', 'cache_versions']))
    expect(tables).not.toContain('d1_migrations')
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('auctions'))
    const before = await everyRow(tables)

    const prefix = `d1/test-${seed.unique()}`
    const manifest = await backupDatabase(env.DB, env.BACKUPS, prefix, new Date(), 50)
    const outbox = manifest.tables.find((t) => t.name === 'outbox')!
    expect(outbox.rows).toBe(before.outbox!.length)
    expect(outbox.parts.length).toBe(Math.ceil(outbox.rows / 50))
    const joined = (await Promise.all(outbox.parts.map(async (p) => (await env.BACKUPS.get(p.key))!.text()))).join('')
    expect(await sha256(joined)).toBe(outbox.sha256)
    expect(joined).toContain('ığüşöç')
    for (const t of manifest.tables) expect(t.rows, t.name).toBe(before[t.name]!.length)

    await wipe(tables)
    expect((await everyRow(tables)).users).toEqual([])
    await restoreDatabase(env.DB, fromBucket(env.BACKUPS), prefix)
    const after = await everyRow(tables)
    for (const t of tables) expect(after[t], t).toEqual(before[t])
  })

  it('refuses a database that is not empty, a damaged part and a backup without a manifest', async () => {
    await seed.user()
    const prefix = `d1/test-${seed.unique()}`
    const manifest = await backupDatabase(env.DB, env.BACKUPS, prefix)
    await expect(restoreDatabase(env.DB, fromBucket(env.BACKUPS), prefix)).rejects.toThrow(/not empty/)
    const users = manifest.tables.find((t) => t.name === 'users')!
    await env.BACKUPS.put(users.parts[0]!.key, '["bozuk"]\n')
    const tables = await backupTables(env.DB)
    await wipe(tables)
    await expect(restoreDatabase(env.DB, fromBucket(env.BACKUPS), prefix)).rejects.toThrow(/checksum/)
    await expect(restoreDatabase(env.DB, fromBucket(env.BACKUPS), 'd1/none')).rejects.toThrow(/no manifest/)
  })
})
