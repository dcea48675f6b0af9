// Migrations are expand-then-contract (docs/deploy.md "Migrations during a rollout"): during a gradual
// deploy the previous worker version runs against the new schema, so a migration may only add (tables,
// nullable or defaulted columns, indexes, triggers, rows). Removing or renaming what the previous version
// reads is a separate, later migration that says so in a `-- contract:` line naming the release that
// stopped reading it. This test reads every migration the way D1 applies them (drizzle's statement breaks).
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const dir = fileURLToPath(new URL('../../migrations/', import.meta.url))
const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()

/** Why a statement would break the previous version's queries, or null when it only expands. */
function breaking(statement: string): string | null {
  const s = statement.replace(/--.*$/gm, '').replace(/\s+/g, ' ').trim()
  if (!s) return null
  if (/^DROP (TABLE|VIEW)\b/i.test(s)) return 'drops a table or view'
  if (/^ALTER TABLE .* (DROP|RENAME)\b/i.test(s)) return 'drops or renames a column or table'
  if (/^CREATE TABLE [`"]?__new_/i.test(s)) return "rebuilds a table (drizzle's copy-and-swap changes a column)"
  const add = /^ALTER TABLE \S+ ADD (COLUMN )?(.*)$/i.exec(s)
  if (add && /\bNOT NULL\b/i.test(add[2]!) && !/\bDEFAULT\b/i.test(add[2]!)) return 'adds a NOT NULL column without a default (the previous version’s INSERTs fail)'
  return null
}

describe('migrations only expand, unless marked as a contract step', () => {
  it.each(files)('%s', (file) => {
    const sql = readFileSync(dir + file, 'utf8')
    if (/^-- contract: .+/m.test(sql)) return
    const problems = sql
      .split('--> statement-breakpoint')
      .map((st) => [st.trim().split('\n')[0], breaking(st)] as const)
      .filter(([, why]) => why !== null)
    expect(problems).toEqual([])
  })

  it('recognises what breaks the previous version and what does not', () => {
    expect(breaking('ALTER TABLE `users` DROP COLUMN `phone`;')).toMatch(/drops/)
    expect(breaking('ALTER TABLE `users` RENAME COLUMN `phone` TO `gsm`;')).toMatch(/renames/)
    expect(breaking('DROP TABLE `outbox`;')).toMatch(/drops a table/)
    expect(breaking('CREATE TABLE `__new_users` (`id` integer);')).toMatch(/rebuilds/)
    expect(breaking('ALTER TABLE `users` ADD `nick` text NOT NULL;')).toMatch(/without a default/)
    expect(breaking('ALTER TABLE `users` ADD `nick` text DEFAULT \'\' NOT NULL;')).toBeNull()
    expect(breaking('ALTER TABLE `users` ADD `nick` text;')).toBeNull()
    expect(breaking('CREATE TABLE `ops_alerts` (`signal` text NOT NULL);')).toBeNull()
    expect(breaking('DROP TRIGGER IF EXISTS `x`;')).toBeNull()
  })
})
