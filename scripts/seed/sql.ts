// Turns rows into multi-row INSERT statements for `wrangler d1 execute --file`.
// No bound parameters (D1 allows 100 per query): every value is written as a literal.
// Each statement holds at most MAX_ROWS rows and stays well under D1's 100 kB statement limit.
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../../worker/db/schema/index.ts'

export type Value = string | number | boolean | null | undefined
export type Row = Record<string, Value>

const MAX_ROWS = 500
const MAX_BYTES = 80_000

export function literal(v: Value): string {
  if (v === null || v === undefined) return 'NULL'
  if (typeof v === 'boolean') return v ? '1' : '0'
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`)
    return Number.isInteger(v) ? String(v) : String(v)
  }
  // Strings: single quotes doubled; NUL never occurs in our data but would end the literal.
  if (v.includes('\u0000')) throw new Error('NUL in string')
  return `'${v.replace(/'/g, "''")}'`
}

const quoteIdent = (s: string) => '`' + s.replace(/`/g, '``') + '`'

// Column names and required columns per table, read from the Drizzle schema, so a typo in a
// seed row fails here with a clear message instead of half-way through the load.
const tables = new Map<string, { columns: Set<string>; required: string[] }>()
for (const value of Object.values(schema)) {
  let cfg
  try {
    cfg = getTableConfig(value as SQLiteTable)
  } catch {
    continue
  }
  if (!cfg?.name || !Array.isArray(cfg.columns)) continue
  tables.set(cfg.name, {
    columns: new Set(cfg.columns.map((c) => c.name)),
    required: cfg.columns
      // NOT NULL without an SQL default ($defaultFn only runs inside Drizzle), except integer primary keys
      .filter((c) => c.notNull && c.default === undefined && !(c.primary && c.columnType === 'SQLiteInteger'))
      .map((c) => c.name),
  })
}

export class SqlFile {
  statements: string[] = []
  counts = new Map<string, number>()

  raw(sql: string) {
    this.statements.push(sql.trim().replace(/;?$/, ';'))
  }

  insert(table: string, rows: Row[]) {
    if (rows.length === 0) return
    const info = tables.get(table)
    const columns = Object.keys(rows[0]!)
    if (info) {
      for (const c of columns) if (!info.columns.has(c)) throw new Error(`${table}: no column ${c}`)
      for (const c of info.required) if (!columns.includes(c)) throw new Error(`${table}: required column ${c} missing`)
    } else if (table !== 'auctions_fts') {
      throw new Error(`unknown table ${table}`)
    }
    const head = `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) VALUES\n`
    let chunk: string[] = []
    let bytes = head.length
    const flush = () => {
      if (chunk.length) this.statements.push(head + chunk.join(',\n') + ';')
      chunk = []
      bytes = head.length
    }
    for (const row of rows) {
      const keys = Object.keys(row)
      if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i]))
        throw new Error(`${table}: every row needs the same columns in the same order (${columns.join(',')} vs ${keys.join(',')})`)
      const tuple = `(${columns.map((c) => literal(row[c])).join(', ')})`
      if (tuple.length + head.length > MAX_BYTES) throw new Error(`${table}: one row is too large (${tuple.length} bytes)`)
      if (chunk.length >= MAX_ROWS || bytes + tuple.length + 2 > MAX_BYTES) flush()
      chunk.push(tuple)
      bytes += tuple.length + 2
    }
    flush()
    this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length)
  }

  text() {
    return this.statements.join('\n') + '\n'
  }
}
