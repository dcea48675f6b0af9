// Counts what a request costs in D1 by wrapping the binding (tests and `npm run bench:api` only, never
// production code): round trips (each statement run alone, each batch, each exec), statements, and the
// sequential depth — how many round trips the slowest chain had to wait for one after another.
//
// Depth model: every trip takes the same time and nothing else does. A trip's level is 1 + the highest
// level among the trips that had finished before it started (1 when none had), so trips started together
// (Promise.all, one batch) share a level and a trip that waited for another's answer comes one level
// later. The depth is the highest level: the time to data is depth × the time of one trip.
// Sessions (withSession) are wrapped too, so a request that reads through a session is counted the same;
// `sessions` records what each session was started from (a constraint or a bookmark).

/** `rows`: the rows the trip answered; `rowsRead`: the rows D1 read for it (meta.rows_read), what a cache saves. */
export type D1Trip = { level: number; statements: string[]; rows: number; rowsRead: number }
export type D1Counts = { roundTrips: number; statements: number; depth: number; trips: D1Trip[]; sessions: string[] }

type Statement = D1PreparedStatement
type Runner = Pick<D1Database, 'prepare' | 'batch'>

const rowsOf = (result: unknown): number => {
  if (Array.isArray(result)) return result.reduce((n: number, r) => n + (Array.isArray(r) ? 1 : rowsOf(r)), 0)
  const rows = (result as { results?: unknown[] } | null)?.results
  return Array.isArray(rows) ? rows.length : result == null ? 0 : 1
}

const rowsReadOf = (result: unknown): number => {
  if (Array.isArray(result)) return result.reduce((n: number, r) => n + rowsReadOf(r), 0)
  return Number((result as { meta?: { rows_read?: number } } | null)?.meta?.rows_read ?? 0)
}

export function countingD1(d1: D1Database) {
  const counts: D1Counts = { roundTrips: 0, statements: 0, depth: 0, trips: [], sessions: [] }
  /** Levels of the trips that have already answered. */
  let finishedLevel = 0
  const real = new WeakMap<object, Statement>()
  const sqlOf = new WeakMap<object, string>()

  async function trip<T>(statements: string[], run: () => Promise<T>): Promise<T> {
    const level = finishedLevel + 1
    counts.roundTrips++
    counts.statements += statements.length
    counts.depth = Math.max(counts.depth, level)
    const record: D1Trip = { level, statements, rows: 0, rowsRead: 0 }
    counts.trips.push(record)
    try {
      const result = await run()
      record.rows = rowsOf(result)
      record.rowsRead = rowsReadOf(result)
      return result
    } finally {
      finishedLevel = Math.max(finishedLevel, level)
    }
  }

  function wrapStatement(stmt: Statement, sql: string): Statement {
    const wrapped = {
      bind: (...values: unknown[]) => wrapStatement(stmt.bind(...values), sql),
      first: (column?: string) => trip([sql], () => (column === undefined ? stmt.first() : stmt.first(column))),
      run: () => trip([sql], () => stmt.run()),
      all: () => trip([sql], () => stmt.all()),
      raw: (options?: { columnNames?: boolean }) => trip([sql], () => stmt.raw(options as { columnNames: true })),
    } as unknown as Statement
    real.set(wrapped, stmt)
    sqlOf.set(wrapped, sql)
    return wrapped
  }

  function wrapRunner<R extends Runner>(runner: R) {
    return {
      prepare: (sql: string) => wrapStatement(runner.prepare(sql), sql),
      batch: <T>(statements: Statement[]) =>
        trip(
          statements.map((s) => sqlOf.get(s) ?? '?'),
          () => runner.batch<T>(statements.map((s) => real.get(s) ?? s)),
        ),
    }
  }

  const db = {
    ...wrapRunner(d1),
    exec: (sql: string) => trip([sql], () => d1.exec(sql)),
    withSession: (constraintOrBookmark?: string) => {
      counts.sessions.push(constraintOrBookmark ?? 'first-unconstrained')
      const session = d1.withSession(constraintOrBookmark)
      return { ...wrapRunner(session), getBookmark: () => session.getBookmark() }
    },
    dump: () => d1.dump(),
  } as unknown as D1Database

  return {
    db,
    counts,
    reset() {
      Object.assign(counts, { roundTrips: 0, statements: 0, depth: 0, trips: [], sessions: [] })
      finishedLevel = 0
    },
  }
}
