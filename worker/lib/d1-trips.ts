// Counts the D1 round trips of a request for its log line: each statement run alone and each batch is one
// trip. A thin wrapper over the binding or session (only prepare, bind, the four runners and batch, which
// is all drizzle's D1 driver and worker/db/reusable.ts call); the statements themselves are D1's own.
import { currentRequest } from './request-context.ts'

type Runner = Pick<D1Database, 'prepare' | 'batch'>

const inner = new WeakMap<object, D1PreparedStatement>()

const trip = () => {
  const context = currentRequest()
  if (context) context.d1Trips++
}


/**
 * SQLite's "database is locked": the statement or batch did not run at all, so running it again is safe. D1 in
 * production has one writer and never answers it; a local D1 whose file another process writes to at the same
 * moment (the browser tests' setup, tests/e2e/d1.ts) does, and workerd does not wait for the lock itself.
 */
const LOCKED = /SQLITE_BUSY|database is locked/
const LOCK_RETRIES = 3

async function unlocked<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt > LOCK_RETRIES || !LOCKED.test(String((error as Error)?.message ?? error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt))
    }
  }
}

function counted(stmt: D1PreparedStatement): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => counted(stmt.bind(...values)),
    first: (column?: string) => (trip(), unlocked(() => (column === undefined ? stmt.first() : stmt.first(column)))),
    run: () => (trip(), unlocked(() => stmt.run())),
    all: () => (trip(), unlocked(() => stmt.all())),
    raw: (options?: { columnNames?: boolean }) => (trip(), unlocked(() => stmt.raw(options as { columnNames: true }))),
  } as unknown as D1PreparedStatement
  inner.set(wrapped, stmt)
  return wrapped
}

/** The runner with every trip counted on the running request (worker/lib/request-context.ts). */
export function countTrips(runner: Runner): D1Database {
  return {
    prepare: (sql: string) => counted(runner.prepare(sql)),
    batch: <T>(statements: D1PreparedStatement[]) => {
      trip()
      return unlocked(() => runner.batch<T>(statements.map((s) => inner.get(s) ?? s)))
    },
  } as unknown as D1Database
}
