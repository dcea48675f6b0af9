// The auction room as deployed, for `npm run bench:bids` only (scripts/bench/bids-party.json:
// where a bid's time goes). Every command and message is handled by the product's room untouched, and the
// room's own marks (epoch ms, the machine's one clock) ride along: when the bid reached the room, when the
// put that records the bid (and its request id) was persisted, and when the room answered. A bid by POST
// (the worker's `bid` command) carries them in the `x-bench-room` header of the room's answer; a bid on the
// socket (`Bid`) in a `bench` field appended to its BidResult. When the bid was broadcast is the NewBid's
// own `server_time`. Production never runs this file.
import type * as Party from 'partykit/server'
import AuctionRoom from '../../party/auction.ts'

type Marks = { in: number; persisted?: number; out?: number }

export default class BenchAuctionRoom extends AuctionRoom {
  /** Marks of the bids in progress, by request id (the room stores each bid's receipt under `req:bid:<user>:<id>`). */
  private readonly marks = new Map<string, Marks>()

  constructor(room: Party.Room) {
    super(room)
    const storage = room.storage
    const put = storage.put.bind(storage) as (entries: Record<string, unknown>) => Promise<void>
    storage.put = (async (...args: [Record<string, unknown>]) => {
      await put(...args)
      if (typeof args[0] !== 'object') return
      for (const key of Object.keys(args[0]))
        if (key.startsWith('req:bid:')) {
          const m = this.marks.get(key.slice(key.lastIndexOf(':') + 1))
          if (m) m.persisted = Date.now()
        }
    }) as typeof storage.put
  }

  override async onRequest(req: Party.Request): Promise<Response> {
    const marks: Marks = { in: Date.now() }
    const id = (await req
      .clone()
      .json()
      .catch(() => null)) as { kind?: string; request_id?: string } | null
    const key = id?.kind === 'bid' ? id.request_id : undefined
    if (key) this.marks.set(key, marks)
    try {
      const res = await super.onRequest(req)
      if (!key) return res
      marks.out = Date.now()
      const out = new Response(res.body, res)
      out.headers.set('x-bench-room', JSON.stringify(marks))
      return out
    } finally {
      if (key) this.marks.delete(key)
    }
  }

  /** A socket `Bid`: the product's onMessage, with the sender's BidResult carrying the marks. */
  override async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection): Promise<void> {
    const marks: Marks = { in: Date.now() }
    const key =
      typeof raw === 'string' && raw.startsWith('{"event":"Bid"')
        ? (JSON.parse(raw) as { data?: { client_bid_id?: unknown } }).data?.client_bid_id
        : undefined
    if (typeof key !== 'string') return super.onMessage(raw, sender)
    this.marks.set(key, marks)
    const marked = new Proxy(sender, {
      get(target, prop) {
        if (prop === 'send')
          return (message: string) => {
            marks.out = Date.now()
            target.send(message.startsWith('{"event":"BidResult"') ? `${message.slice(0, -1)},"bench":${JSON.stringify(marks)}}` : message)
          }
        const value = Reflect.get(target, prop, target) as unknown
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
    try {
      await super.onMessage(raw, marked)
    } finally {
      this.marks.delete(key)
    }
  }
}
