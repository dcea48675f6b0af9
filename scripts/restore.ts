// Loads a logical backup (worker/domain/platform/backup.ts) into an empty local D1, through the same
// restoreDatabase the workerd test rehearses (tests/worker/platform/backup.test.ts).
//
//   npm run restore -- <backup-prefix>                 read the backup from the local BACKUPS bucket
//   npm run restore -- <backup-prefix> --from <folder> read it from a folder (a production backup
//                                                      downloaded with `wrangler r2 object get`, docs/operations.md)
//   --persist-to <dir>   the local state folder to restore into (default .wrangler/restore; must hold no data)
//
// It applies the migrations to that folder's D1 (`wrangler d1 migrations apply DB --local`), then opens the
// folder's bindings through wrangler's platform proxy and loads every table, checking each page's SHA-256,
// each table's row count and checksum. The result is a local D1 to inspect, or to export
// (`wrangler d1 export DB --local --persist-to <dir> --output restore.sql`) and execute against a new database.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { fromBucket, restoreDatabase, type BackupSource } from '../worker/domain/platform/backup.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string', default: '.wrangler/restore' }, from: { type: 'string' } },
})
const prefix = positionals[0]?.replace(/\/+$/, '')
if (!prefix) {
  console.error('usage: npm run restore -- <backup-prefix> [--from <folder>] [--persist-to <dir>]')
  process.exit(2)
}

/** Workers have crypto.DigestStream; Node does not: the same incremental SHA-256 over node:crypto. */
class NodeDigestStream extends WritableStream<Uint8Array> {
  readonly digest: Promise<ArrayBuffer>
  constructor(_algorithm: string) {
    const hash = createHash('sha256')
    let done: (b: ArrayBuffer) => void = () => {}
    super({ write: (chunk) => void hash.update(chunk), close: () => done(new Uint8Array(hash.digest()).buffer) })
    this.digest = new Promise((r) => (done = r))
  }
}
Object.assign(globalThis.crypto, { DigestStream: (globalThis.crypto as { DigestStream?: unknown }).DigestStream ?? NodeDigestStream })

const persist = resolve(values['persist-to'])
const applied = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], {
  stdio: 'inherit',
  env: { ...process.env, CI: '1' },
})
if (applied.status !== 0) process.exit(applied.status ?? 1)

const proxy = await getPlatformProxy<{ DB: D1Database; BACKUPS: R2Bucket }>({ persist: { path: join(persist, 'v3') } })
const folder = values.from
const source: BackupSource = folder
  ? { text: (key) => readFile(join(folder, key), 'utf8').catch(() => null) }
  : fromBucket(proxy.env.BACKUPS)
try {
  const manifest = await restoreDatabase(proxy.env.DB, source, prefix)
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
  console.log(`restored ${prefix} (${manifest.at}): ${manifest.tables.length} tables, ${rows} rows, every checksum equal`)
  console.log(`local D1 in ${persist}; export it with: npx wrangler d1 export DB --local --persist-to ${persist} --output restore.sql`)
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await proxy.dispose()
}
