// The run's D1, written straight into its SQLite file for the specs that set up data no API makes
// (a listing waiting for approval, an auction about to end, an order days old).
//
// Why not `wrangler d1 execute --local`, as run.ts does once at the start: each call starts a workerd of
// its own, 3–13 s of wall time on this 2-core machine while the servers and the browser run beside it,
// and the shared-data lane of the suite made a dozen such calls one after another. The file is the one
// `wrangler dev` uses (--persist-to E2E_STATE); SQLite's own locking and WAL keep the two processes'
// writes apart, as they did between wrangler dev and wrangler's second workerd.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

const STATE = process.env.E2E_STATE ?? '.tmp/e2e-state'

let db: DatabaseSync | null = null

function open(): DatabaseSync {
  if (db) return db
  const dir = join(STATE, 'v3/d1/miniflare-D1DatabaseObject')
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(', ') || 'none'}`)
  db = new DatabaseSync(join(dir, files[0] as string))
  // wrangler dev may hold a write for a moment; wait for it rather than fail.
  db.exec('PRAGMA busy_timeout = 10000')
  return db
}

/** Runs one or more SQL statements against the run's D1, in one transaction. */
export function d1Exec(sql: string): void {
  const database = open()
  database.exec('BEGIN IMMEDIATE')
  try {
    database.exec(sql)
    database.exec('COMMIT')
  } catch (error) {
    database.exec('ROLLBACK')
    throw error
  }
}

/** A text as an SQL string literal. */
export const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`
