// The private user channel: party `user`, room `{userId}` (docs/architecture.md "The channels"; 
// "Other realtime"). Only the member's own pages may listen: a connection needs a channel token for this
// member in `?token=` (POST /api/broadcasting/auth), checked at the edge before the room wakes
// (onBeforeConnect) and again in the room. Only the worker may speak, with a signed internal call: a push,
// or a sign-out that closes the sockets of a session that ended (logout, block, password reset).
import { fromZod } from '#common/errors.ts'
import { internalSecret } from '#common/internal-token.ts'
import { CHANNEL_TOKEN, CLOSE_SIGNED_OUT, UserPush, UserSignOut } from '#common/schemas/user-events.ts'
import type * as Party from 'partykit/server'
import { joinUserRoom, mayJoinUserRoom, roomJson as json, tokenFromUrl, workerCallBody, type ChannelGrant } from './lib/channel-auth.ts'
import { BroadcastRoom } from './lib/broadcast-room.ts'
import { refusalWithoutSecrets } from './lib/deployment.ts'

/** Keys of the last pushes, so that a retried push does not raise the bell twice. */
const SEEN_MAX = 200
/** Close code for a refused connection (4000–4999 are the application's). */
export const CLOSE_UNAUTHORIZED = 4001
/** Sign-outs are remembered as long as a channel token issued before them could still be used. */
const SIGNOUT_MEMORY_MS = (CHANNEL_TOKEN.lifetimeSeconds + 60) * 1000
type SignedOut = { sid: string | null; at: number }
type ConnState = { sid: string | null }

/** True when a sign-out came after the token was issued, for its session or for all of them. */
const revoked = (grant: ChannelGrant, signedOut: SignedOut[]) =>
  signedOut.some((s) => (s.sid === null || s.sid === grant.sid) && s.at >= grant.issuedAt)

export default class UserRoom extends BroadcastRoom {
  /** At the edge: a connection without a valid token for this member never reaches the room. */
  static override async onBeforeConnect(req: Party.Request, lobby: Party.Lobby): Promise<Party.Request | Response> {
    const refused = refusalWithoutSecrets(lobby.env, req.url)
    if (refused) return refused
    const ok = await mayJoinUserRoom(internalSecret(lobby.env), lobby.id, tokenFromUrl(req.url))
    return ok ? req : new Response('Unauthorized', { status: 401 })
  }

  /** In the room as well (the room is the boundary, whatever routes to it); a signed-out session stays out. */
  async onConnect(connection: Party.Connection, ctx: Party.ConnectionContext): Promise<void> {
    const grant = await joinUserRoom(internalSecret(this.room.env), this.room.id, tokenFromUrl(ctx.request.url))
    if (!grant) return connection.close(CLOSE_UNAUTHORIZED, 'Unauthorized')
    if (revoked(grant, (await this.room.storage.get<SignedOut[]>('signedOut')) ?? []))
      return connection.close(CLOSE_SIGNED_OUT, 'Signed out')
    connection.setState({ sid: grant.sid } satisfies ConnState)
  }

  async onRequest(req: Party.Request): Promise<Response> {
    const call = await workerCallBody(this.room, 'user', req)
    if (!call.ok) return call.answer
    const body = call.data
    const signOut = UserSignOut.safeParse(body)
    if (signOut.success) return json(200, { closed: await this.signOut(signOut.data.session_id ?? null) })
    const parsed = UserPush.safeParse(body)
    if (!parsed.success) return json(422, fromZod(parsed.error).body)
    const { key, event } = parsed.data
    const seen = (await this.room.storage.get<string[]>('seen')) ?? []
    if (seen.includes(key)) return json(200, { delivered: false, repeated: true })
    await this.room.storage.put('seen', [...seen, key].slice(-SEEN_MAX))
    this.room.broadcast(JSON.stringify(event))
    return json(200, { delivered: true })
  }

  /** Closes the sockets of one session (logout) or of all (block, password reset), and remembers it. */
  private async signOut(sid: string | null): Promise<number> {
    const now = Date.now()
    const earlier = ((await this.room.storage.get<SignedOut[]>('signedOut')) ?? []).filter((s) => s.at + SIGNOUT_MEMORY_MS > now)
    await this.room.storage.put('signedOut', [...earlier, { sid, at: now }].slice(-50))
    let closed = 0
    for (const conn of this.room.getConnections()) {
      const state = conn.state as ConnState | null
      if (sid !== null && state?.sid !== sid) continue
      conn.close(CLOSE_SIGNED_OUT, 'Signed out')
      closed++
    }
    return closed
  }
}
