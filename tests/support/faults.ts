// Fault injection for the room tests: while `faults.d1Writes` is on, every D1 write the worker makes
// (batch, run) throws, as a D1 outage would; reads still work. `faults.roomDown` makes worker → room
// calls fail like an unreachable party server. `faults.workerDown` refuses every room → worker call (the
// worker is not running). `faults.killSync` kills the worker in the middle of the room's next syncs:
// 'after-write' lets the sync write D1 and then drops the answer, as a worker dying before it replies.
export const faults = {
  d1Writes: false,
  roomDown: false,
  workerDown: false,
  killSync: null as 'after-write' | null,
  failedWrites: 0,
  refusedSyncs: 0,
}

const WRITE = /^\s*(insert|update|delete|replace)/i

export function faultyD1(db: D1Database): D1Database {
  const fail = () => {
    faults.failedWrites++
    throw new Error('D1_ERROR: injected outage')
  }
  const wrapStatement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop, receiver) {
        if (prop === 'bind') return (...args: unknown[]) => wrapStatement(target.bind(...args), sql)
        if (faults.d1Writes && WRITE.test(sql) && (prop === 'run' || prop === 'all' || prop === 'raw' || prop === 'first')) return async () => fail()
        const value = Reflect.get(target, prop, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const wrap = <T extends Pick<D1Database, 'prepare' | 'batch'>>(runner: T): T =>
    new Proxy(runner, {
      get(target, prop, receiver) {
        if (prop === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), sql)
        if (prop === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            if (faults.d1Writes) fail()
            return target.batch(statements)
          }
        // The worker reads and writes through a D1 session (worker/middleware/d1-session.ts): fail those too.
        if (prop === 'withSession') return (constraint?: string) => wrap((target as unknown as D1Database).withSession(constraint))
        const value = Reflect.get(target, prop, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return wrap(db)
}
