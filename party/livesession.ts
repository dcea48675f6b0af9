// Channel `livesession`: party `livesession`, room `main` (docs/architecture.md "The channels"; 
// "Other realtime"). Every page with a live stream area listens here; when an editor starts or stops a
// session the worker posts LiveSessionStarted / LiveSessionStopped (signed) and the room tells them all,
// so stream areas appear and disappear without a reload. No state: a page that reconnects refetches.
import { fromZod } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { LiveSessionEvent } from '#common/schemas/live.ts'
import type * as Party from 'partykit/server'
import { isWorkerCall } from './lib/channel-auth.ts'
import { refuseWithoutSecrets } from './lib/deployment.ts'

const json = (status: number, body: unknown) => Response.json(body, { status })

export default class LiveSessionRoom implements Party.Server {
  // Every open home and category page is connected: hibernation lifts the limit from 100 sockets a room
  // to 32,000 (developers.cloudflare.com/durable-objects/best-practices/websockets).
  readonly options: Party.ServerOptions = { hibernate: true }
  constructor(readonly room: Party.Room) {}

  /** At the edge: nothing reaches a deployed room while its secret is missing (party/lib/deployment.ts). */
  static onBeforeRequest = refuseWithoutSecrets
  static onBeforeConnect = refuseWithoutSecrets

  async onRequest(req: Party.Request): Promise<Response> {
    if (!(await isWorkerCall(this.room.env, 'livesession', this.room.id, req as unknown as Request)))
      return json(401, { message: tr.auth.unauthenticated })
    if (req.method !== 'POST') return json(405, { message: tr.common.invalidRequest })
    const parsed = LiveSessionEvent.safeParse(await req.json().catch(() => null))
    if (!parsed.success) return json(422, fromZod(parsed.error).body)
    this.room.broadcast(JSON.stringify(parsed.data))
    return json(200, { delivered: true })
  }

  /** The channel is read-only for browsers. */
  onMessage(): void {}
}
