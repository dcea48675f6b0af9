// Main module of the room tests (tests/party/vitest.config.ts). PartyKit's Party.Server is not a Durable
// Object class itself, so this hosts party/auction.ts in one (as partyserver's own tests do), giving it a
// Party.Room backed by the object's real storage and alarms. It also routes the two internal HTTP hops
// inside this isolate: worker → room (https://party.test/parties/auction/{id}) and room → worker
// (http://worker.test/api/…), so a test drives the whole path: worker → room → D1.
import { DurableObject } from 'cloudflare:workers'
import type * as Party from 'partykit/server'
import AuctionRoom from '../../party/auction.ts'
import { app } from '../../worker/app.ts'
import type { Env } from '../../worker/env.ts'
import { faultyD1, faults } from './faults.ts'

type HarnessEnv = Env & { AUCTION_ROOM: DurableObjectNamespace<AuctionRoomObject>; WORKER_URL: string }

/** A socket as the room sees it (its state: whose page it is; party/auction.ts `Bidder`). */
type Conn = Parameters<AuctionRoom['onMessage']>[1]

/**
 * The Party.Room PartyKit hands a server, over a Durable Object's own storage: `party` is its name, its id the
 * last part of the first request's path (`idOf`, known once that request came), `connections` its sockets.
 */
export function partyRoom(
  ctx: DurableObjectState,
  env: object,
  party: string,
  idOf: () => string | null,
  connections: Map<string, unknown>,
  broadcast: (msg: string, without: string[]) => void,
) {
  const room = {
    get id() {
      const id = idOf()
      if (!id) throw new Error('room id unknown before the first request')
      return id
    },
    internalID: ctx.id.toString(),
    name: party,
    env: env as Record<string, unknown>,
    storage: ctx.storage,
    blockConcurrencyWhile: ctx.blockConcurrencyWhile.bind(ctx),
    context: { parties: {} },
    broadcast: (msg: string, without: string[] = []) => broadcast(msg, without),
    getConnection: (id: string) => connections.get(id),
    getConnections: () => connections.values(),
  }
  return room as unknown as Party.Room
}

export class AuctionRoomObject extends DurableObject<HarnessEnv> {
  readonly server: AuctionRoom
  readonly sockets = new Map<string, WebSocket>()
  private readonly connections = new Map<string, Conn>()
  private name: string | null = null

  constructor(ctx: DurableObjectState, env: HarnessEnv) {
    super(ctx, env)
    const room = partyRoom(ctx, env, 'auction', () => this.name, this.connections, (msg, without) => {
      for (const [id, ws] of this.sockets) if (!without.includes(id)) ws.send(msg)
    })
    this.server = new AuctionRoom(room)
  }

  override async fetch(request: Request): Promise<Response> {
    this.name ??= new URL(request.url).pathname.split('/').pop() ?? null
    if (request.headers.get('upgrade') === 'websocket') {
      const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
      server.accept()
      const id = crypto.randomUUID()
      this.sockets.set(id, server)
      // PartyKit keeps a connection's state on the socket (it survives hibernation); here, on the object.
      let state: unknown = null
      const conn = Object.defineProperties(server, {
        id: { value: id },
        state: { get: () => state },
        setState: { value: (next: unknown) => (state = next) },
      }) as unknown as Conn
      this.connections.set(id, conn)
      server.addEventListener('close', () => {
        this.sockets.delete(id)
        this.connections.delete(id)
      })
      server.addEventListener('message', (e) => void this.server.onMessage(e.data as string, conn))
      await this.server.onConnect(conn)
      return new Response(null, { status: 101, webSocket: client })
    }
    return this.server.onRequest(request as unknown as Party.Request)
  }

  override async alarm(): Promise<void> {
    await this.server.onAlarm()
  }
}

const ctxStub = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
let harnessEnv: HarnessEnv | null = null
const workerEnv = (env: HarnessEnv): Env => ({ ...env, DB: faultyD1(env.DB) })

const realFetch = globalThis.fetch
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init)
  const url = new URL(request.url)
  if (!harnessEnv) return realFetch(input, init)
  if (url.hostname === 'party.test') {
    if (faults.roomDown) throw new TypeError('fetch failed: party server down')
    const id = url.pathname.split('/').pop()!
    return harnessEnv.AUCTION_ROOM.get(harnessEnv.AUCTION_ROOM.idFromName(id)).fetch(request)
  }
  if (url.hostname === 'worker.test') {
    if (faults.workerDown) {
      faults.refusedSyncs++
      throw new TypeError('fetch failed: worker down')
    }
    const res = await app.fetch(request, workerEnv(harnessEnv), ctxStub)
    if (faults.killSync === 'after-write') {
      await res.arrayBuffer()
      throw new TypeError('fetch failed: worker died before answering')
    }
    return res
  }
  return realFetch(input, init)
}) as typeof fetch

export default {
  async fetch(request: Request, env: HarnessEnv) {
    harnessEnv = env
    return app.fetch(request, workerEnv(env), ctxStub)
  },
} satisfies ExportedHandler<HarnessEnv>

/** Tests call this once so that room ⇄ worker hops work before the first request through the harness. */
export const bindHarness = (env: HarnessEnv) => {
  harnessEnv = env
}
