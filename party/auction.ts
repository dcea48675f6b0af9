// One room per auction: the only place where its bids are ordered (docs/architecture.md "The bid's invariants").
// A thin adapter: verify → parse → load → decide (party/lib/ledger.ts, pure) → persist → broadcast → answer.
// Between reading the state and writing it, nothing is awaited but this room's own storage, whose input
// gates keep two commands from interleaving. D1 learns of a bid afterwards: the worker writes the bid's
// projection on the request path, and the sync (from the alarm) writes its consequences and anything
// D1 still lacks, in chunks, until D1 is level (party/README.md "The bid path").
//
// This class only wires PartyKit's hooks to the room's parts in party/auction/, one responsibility each
// (docs/architecture.md "The auction room's parts"): commands.ts (the worker's commands: the decision),
// auto-bids.ts (members' maxima), commit.ts (persist and tell), close.ts (start and close), sync.ts (the
// alarm and D1), replay.ts (what a page missed), socket-bid.ts (the socket's messages and bids).
import type * as Party from 'partykit/server'
import { refuseWithoutSecrets } from './lib/deployment.ts'
import { restarted } from './auction/close.ts'
import { serveCommand } from './auction/commands.ts'
import { RoomCore, type Bidder } from './auction/core.ts'
import { syncEvent } from './auction/replay.ts'
import { clientMessage } from './auction/socket-bid.ts'
import { alarm } from './auction/sync.ts'

export { ROOM_QUEUE_MAX } from './auction/core.ts'

export default class AuctionRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true }
  private readonly core: RoomCore
  constructor(readonly room: Party.Room) {
    this.core = new RoomCore(room)
  }

  /** At the edge: nothing reaches a deployed room while its secret is missing (party/lib/deployment.ts). */
  static onBeforeRequest = refuseWithoutSecrets
  static onBeforeConnect = refuseWithoutSecrets

  /**
   * A room can come back without its pending alarm: `partykit dev` (miniflare 3) keeps storage across a
   * restart but not alarms (party/README.md). Whenever the room starts, it extends the end if it was away in
   * the last minutes (the fair close) and arms itself again from storage.
   */
  async onStart(): Promise<void> {
    const state = await this.core.state()
    if (state) await restarted(this.core, state, Date.now())
  }

  onRequest(req: Party.Request): Promise<Response> {
    return serveCommand(this.core, req)
  }

  /** Starts and closes on time (also with nobody connected, also after a restart) and syncs D1. */
  onAlarm(): Promise<void> {
    return alarm(this.core)
  }

  async onConnect(connection: Party.Connection): Promise<void> {
    const state = await this.core.state()
    if (!state) return
    connection.send(JSON.stringify(await syncEvent(this.core, state)))
  }

  /**
   * A browser may send the heartbeat, the catch-up (party/README.md "A shaky connection") and a member's
   * ticketed bid ("Bids on the socket"), each answered to the sender alone; anything else is ignored.
   */
  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Bidder>): Promise<void> {
    return clientMessage(this.core, raw, sender)
  }
}
