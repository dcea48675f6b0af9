// The run's D1, for the specs that set up data no API makes (a listing waiting for approval, an auction
// about to end, an order days old): the script goes to the worker's development-only POST /__dev/sql, which
// runs it as one batch through the worker's own D1 binding.
//
// Why through the worker: local D1 is one SQLite file that workerd expects to own. Written from this
// process (node:sqlite, as before), a setup script held the file's lock while the worker served the other
// lanes' tests, and workerd answered those with `database is locked` or an "internal error" 500 instead of
// waiting. Why not `wrangler d1 execute --local`: each call starts a workerd of its own, 3–13 s of wall
// time on this 2-core machine, and races the same lock.
import { category } from './data.ts'

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8790'

/** Runs one or more SQL statements against the run's D1, in one transaction. */
export async function d1Exec(sql: string): Promise<void> {
  const res = await fetch(`${BASE_URL}/__dev/sql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sql }),
  })
  if (!res.ok) throw new Error(`setup SQL failed with ${res.status}: ${await res.text()}`)
}

/** A text as an SQL string literal. */
export const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`

/** The id of the member with this username, as an SQL subquery. */
export const userIdSql = (username: string) => `(SELECT id FROM users WHERE username = ${sqlText(username)})`

const DAY = 86_400_000

/** A running, approved lot of `seller` in the e2e category: opened at 100 ₺ a day ago, three days left, no bid yet. */
export async function runningLot(seller: string, slug: string, name: string, description: string) {
  const now = Date.now()
  const q = sqlText
  await d1Exec(`INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, start_time, end_time, approved, approved_at, created_at, updated_at)
    SELECT u.id, c.id, ${q(name)}, ${q(name)}, ${q(slug)}, ${q(description)}, 10000, 10000, ${now - DAY}, ${now + 3 * DAY}, 2, ${now - DAY}, ${now}, ${now}
    FROM users u, categories c WHERE u.username = ${q(seller)} AND c.slug = ${q(category.slug)};`)
}
