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


function counted(stmt: D1PreparedStatement): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => counted(stmt.bind(...values)),
    first: (column?: string) => (trip(), column === undefined ? stmt.first() : stmt.first(column)),
    run: () => (trip(), stmt.run()),
    all: () => (trip(), stmt.all()),
    raw: (options?: { columnNames?: boolean }) => (trip(), stmt.raw(options as { columnNames: true })),
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
      return runner.batch<T>(statements.map((s) => inner.get(s) ?? s))
    },
  } as unknown as D1Database
}
