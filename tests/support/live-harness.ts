// Main module of the room tests (tests/party/vitest.config.ts): everything of party-harness.ts (the auction
// room as a Durable Object, the worker app, the internal hops) plus the live-work parties — `user`, `live`
// and `livesession` — each hosted in a Durable Object with a Party.Room facade over its real storage.
// It routes https://party.test/parties/{user|live|livesession}/{id} to them, running the party's static
// onBeforeConnect first for socket upgrades, as the PartyKit edge does; everything else goes on to
// party-harness.ts. Sockets get Party.Connection's fields (id, uri, state, setState).
import { DurableObject } from 'cloudflare:workers'
import type * as Party from 'partykit/server'
import LiveRoom from '../../party/live.ts'
import LiveSessionRoom from '../../party/livesession.ts'
import UserRoom from '../../party/user.ts'
import type { Env } from '../../worker/env.ts'
import { faults } from './faults.ts'
import harness, { bindHarness, partyRoom } from './party-harness.ts'

export * from './party-harness.ts'

type Ns = DurableObjectNamespace
type LiveEnv = Env & { USER_ROOM: Ns; LIVE_ROOM: Ns; LIVESESSION_ROOM: Ns; AUCTION_ROOM: Ns; WORKER_URL: string }
type ServerClass = (new (room: Party.Room) => Party.Server) & {
  onBeforeConnect?: (req: Party.Request, lobby: Party.Lobby, ctx: ExecutionContext) => unknown
}

const PARTIES: Record<string, { binding: 'USER_ROOM' | 'LIVE_ROOM' | 'LIVESESSION_ROOM'; Server: ServerClass }> = {
  user: { binding: 'USER_ROOM', Server: UserRoom },
  live: { binding: 'LIVE_ROOM', Server: LiveRoom },
  livesession: { binding: 'LIVESESSION_ROOM', Server: LiveSessionRoom },
}

class HostedRoom extends DurableObject<LiveEnv> {
  readonly server: Party.Server
  readonly connections = new Map<string, Party.Connection>()
  private name: string | null = null

  constructor(ctx: DurableObjectState, env: LiveEnv, party: string, Server: ServerClass) {
    super(ctx, env)
    const room = partyRoom(ctx, env, party, () => this.name, this.connections, (msg, without) => {
      for (const [id, conn] of this.connections) if (!without.includes(id) && conn.readyState === WebSocket.OPEN) conn.send(msg)
    })
    this.server = new Server(room)
  }

  override async fetch(request: Request): Promise<Response> {
    this.name ??= decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '')
    if (request.headers.get('upgrade') !== 'websocket') return this.server.onRequest!(request as unknown as Party.Request)
    const [client, socket] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    socket.accept()
    let state: unknown = null
    // NOTE: Object.assign would copy the getter's value once (null), not the getter: define it instead.
    const conn = Object.defineProperty(
      Object.assign(socket, {
        id: crypto.randomUUID(),
        uri: request.url,
        setState: (next: unknown) => (state = typeof next === 'function' ? (next as (s: unknown) => unknown)(state) : next),
      }),
      'state',
      { get: () => state },
    ) as unknown as Party.Connection
    this.connections.set(conn.id, conn)
    socket.addEventListener('close', () => {
      this.connections.delete(conn.id)
    })
    socket.addEventListener('message', (e) => void this.server.onMessage?.(e.data as string, conn))
    await this.server.onConnect?.(conn, { request: request as unknown as Party.ConnectionContext['request'] })
    return new Response(null, { status: 101, webSocket: client })
  }
}

export class UserRoomObject extends HostedRoom {
  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env, 'user', UserRoom)
  }
}
export class LiveRoomObject extends HostedRoom {
  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env, 'live', LiveRoom)
  }
}
export class LiveSessionRoomObject extends HostedRoom {
  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env, 'livesession', LiveSessionRoom)
  }
}

let liveEnv: LiveEnv | null = null
const ctxStub = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

/** The room stub of a live-work party (for tests that talk to a room without going through fetch). */
export const partyStub = (env: LiveEnv, party: keyof typeof PARTIES, id: string) => {
  const ns = env[PARTIES[party]!.binding]
  return ns.get(ns.idFromName(id))
}

/** As the PartyKit edge does: onBeforeConnect may refuse a socket before the room wakes. */
async function route(request: Request, party: string, id: string): Promise<Response> {
  if (!liveEnv) throw new Error('live harness not bound')
  if (faults.roomDown) throw new TypeError('fetch failed: party server down')
  const { Server } = PARTIES[party]!
  if (request.headers.get('upgrade') === 'websocket' && Server.onBeforeConnect) {
    const lobby = { id, env: liveEnv as unknown as Record<string, unknown> } as unknown as Party.Lobby
    const verdict = await Server.onBeforeConnect(request as unknown as Party.Request, lobby, ctxStub)
    if (verdict instanceof Response) return verdict
  }
  return partyStub(liveEnv, party as keyof typeof PARTIES, id).fetch(request)
}

const previousFetch = globalThis.fetch
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init)
  const url = new URL(request.url)
  const match = /^\/parties\/(user|live|livesession)\/([^/]+)$/.exec(url.pathname)
  if (url.hostname === 'party.test' && match && liveEnv) return route(request, match[1]!, decodeURIComponent(match[2]!))
  return previousFetch(request)
}) as typeof fetch

/** Tests call this once so that worker ⇄ room hops work before the first request through the harness. */
export const bindLiveHarness = (env: unknown) => {
  liveEnv = env as LiveEnv
  bindHarness(env as Parameters<typeof bindHarness>[0])
}

export default {
  async fetch(request: Request, env: LiveEnv) {
    bindLiveHarness(env)
    return harness.fetch(request, env as unknown as Parameters<typeof harness.fetch>[1])
  },
} satisfies ExportedHandler<LiveEnv>
