// Production by default for the rooms (docs/security.md): every party refuses every
// request and socket at the edge while INTERNAL_SECRET (or WORKER_URL) is missing outside development,
// with one log line, instead of trusting tokens signed with the public development secret.
import type * as Party from 'partykit/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '../../common/messages.ts'
import AuctionRoom from '../../party/auction.ts'
import LiveRoom from '../../party/live.ts'
import LiveSessionRoom from '../../party/livesession.ts'
import Main from '../../party/main.ts'
import UserRoom from '../../party/user.ts'

type Hook = (req: Party.Request, lobby: Party.Lobby, ctx: ExecutionContext) => Party.Request | Response | Promise<Party.Request | Response>
type Edge = { onBeforeRequest?: Hook; onBeforeConnect?: Hook }
const parties = { auction: AuctionRoom, user: UserRoom, live: LiveRoom, livesession: LiveSessionRoom, main: Main } as Record<string, Edge>
const lobby = (env: Record<string, unknown>) => ({ id: '1', env }) as unknown as Party.Lobby
const ctx = {} as ExecutionContext

afterEach(() => vi.restoreAllMocks())

describe('a deployed party without INTERNAL_SECRET', () => {
  it.each(Object.keys(parties))('party %s refuses requests and sockets with 503 and says why', async (name) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const party = parties[name]!
    for (const hook of [party.onBeforeRequest, party.onBeforeConnect]) {
      expect(hook, `${name} has the hook`).toBeTypeOf('function')
      const req = new Request(`https://rooms.example/parties/${name}/1`) as unknown as Party.Request
      const res = await hook!(req, lobby({ WORKER_URL: 'https://mezat.example' }), ctx)
      expect(res).toBeInstanceOf(Response)
      expect((res as Response).status).toBe(503)
      expect(await (res as Response).json()).toEqual({ message: tr.common.serviceUnavailable })
    }
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ level: 'error', missing: ['INTERNAL_SECRET'] })
  })

  it('lets requests through once configured, and always in development', async () => {
    const req = new Request('https://rooms.example/parties/auction/1') as unknown as Party.Request
    for (const env of [{ INTERNAL_SECRET: 's', WORKER_URL: 'https://mezat.example' }, { ENVIRONMENT: 'development' }])
      expect(await AuctionRoom.onBeforeRequest(req, lobby(env))).toBe(req)
  })
})
