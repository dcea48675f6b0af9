// The baseline of `npm run bench:bids`: an empty PartyKit room of the same partykit version as
// the product, hibernating like ours. On each POST it does what any bid room must at least do: one storage
// put and one broadcast of a NewBid-sized message, then answers. Nothing else: no auth, no rules, no D1.
// The same on each socket message (the "empty room (socket)" baseline, the fair twin of the product's bids
// on the socket): one put, one broadcast, and a BidResult-shaped answer to its sender alone.
import type * as Party from 'partykit/server'

export default class EmptyRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true }
  private seq = 0
  constructor(readonly room: Party.Room) {}

  async onStart() {
    this.seq = (await this.room.storage.get<number>('seq')) ?? 0
  }

  /** One put and one broadcast of a NewBid-sized message; the bid placed. */
  private async place() {
    const seq = ++this.seq
    const now = Date.now()
    await this.room.storage.put({ seq, [`bid:${String(seq).padStart(10, '0')}`]: { seq, at: now } })
    const bid = { seq, bid_amount: 1, total_amount: 1000 + seq, user_title: 'a***i', is_auto: false, created_at: now }
    this.room.broadcast(
      JSON.stringify({
        event: 'NewBid',
        data: { auction_id: 1, bid, bidCount: seq, bids: [bid], end_time: now + 3_600_000, extended: false, server_time: now },
      }),
    )
    return bid
  }

  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method !== 'POST') return Response.json({ ok: true })
    return Response.json({ message: 'ok', bid: await this.place() })
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection) {
    if (typeof raw !== 'string') return
    const msg = JSON.parse(raw) as { event?: string; data?: { client_bid_id?: string } }
    if (msg.event !== 'Bid') return
    const bid = await this.place()
    sender.send(
      JSON.stringify({
        event: 'BidResult',
        data: { auction_id: 1, client_bid_id: msg.data?.client_bid_id, status: 200, answer: { message: 'ok', bid }, error: null, server_time: Date.now() },
      }),
    )
  }
}
