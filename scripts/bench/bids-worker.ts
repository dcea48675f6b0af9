// The worker as deployed, for `npm run bench:bids -- --breakdown` only (where a bid's time goes).
// A request with `x-bench-bid: <client bid id>` is answered by the app untouched, plus an `x-bench-timing`
// header with the worker's own marks (epoch ms, this machine's clock, which the load generator and the
// rooms share): when the request reached our code, when its first D1 trip (the session read) answered,
// when the room command left and its answer came back, when the app answered. Every other request goes to
// the app untouched, so the load is measured on the production code path; production never runs this file.
import { app } from '../../worker/app.ts'
import type { Env } from '../../worker/env.ts'

/** `room`: the room's own marks (scripts/bench/bids-room.ts), passed on. */
type Marks = { in: number; d1?: number; roomSent?: number; roomBack?: number; out?: number; room?: unknown }
/** The marks of the bids in progress, by the client bid id the room command carries as its request id. */
const inProgress = new Map<string, Marks>()

// The room command goes out through the global fetch (worker/lib/party-client.ts); its body names the bid.
const realFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const id =
    typeof init?.body === 'string' && init.body.includes('"request_id"')
      ? (JSON.parse(init.body) as { request_id?: string }).request_id
      : undefined
  const marks = id ? inProgress.get(id) : undefined
  if (marks) marks.roomSent = Date.now()
  const res = await realFetch(input, init)
  if (marks) {
    marks.roomBack = Date.now()
    const room = res.headers.get('x-bench-room')
    if (room) marks.room = JSON.parse(room)
  }
  return res
}

/** The binding with its sessions' first answered trip marked (statements and batches alike). */
function markFirstTrip(db: D1Database, marks: Marks): D1Database {
  const note = <T>(p: Promise<T>) => p.finally(() => (marks.d1 ??= Date.now()))
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown
        if (typeof value !== 'function') return value
        if (key === 'bind') return (...args: unknown[]) => statement(value.apply(target, args) as D1PreparedStatement)
        if (key === 'first' || key === 'all' || key === 'run' || key === 'raw')
          return (...args: unknown[]) => note(value.apply(target, args) as Promise<unknown>)
        return value.bind(target)
      },
    })
  const runner = <R extends object>(r: R): R =>
    new Proxy(r, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown
        if (typeof value !== 'function') return value
        if (key === 'prepare') return (sql: string) => statement(value.call(target, sql) as D1PreparedStatement)
        if (key === 'batch') return (list: D1PreparedStatement[]) => note(value.call(target, list) as Promise<unknown>)
        if (key === 'withSession') return (...args: unknown[]) => runner(value.apply(target, args) as object)
        return value.bind(target)
      },
    })
  return runner(db)
}

export default {
  async fetch(request, env, ctx) {
    const id = request.headers.get('x-bench-bid')
    if (!id) return app.fetch(request, env, ctx)
    const marks: Marks = { in: Date.now() }
    inProgress.set(id, marks)
    try {
      const res = await app.fetch(request, { ...env, DB: markFirstTrip(env.DB, marks) }, ctx)
      const body = await res.arrayBuffer()
      marks.out = Date.now()
      const out = new Response(body, res)
      out.headers.set('x-bench-timing', JSON.stringify(marks))
      return out
    } finally {
      inProgress.delete(id)
    }
  },
} satisfies ExportedHandler<Env>
