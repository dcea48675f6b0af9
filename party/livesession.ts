// Channel `livesession`: party `livesession`, room `main` (docs/architecture.md "The channels"; 
// "Other realtime"). Every page with a live stream area listens here; when an editor starts or stops a
// session the worker posts LiveSessionStarted / LiveSessionStopped (signed) and the room tells them all,
// so stream areas appear and disappear without a reload. No state: a page that reconnects refetches.
import { LiveSessionEvent } from '#common/schemas/live.ts'
import type * as Party from 'partykit/server'
import { roomJson as json, workerCommand } from './lib/channel-auth.ts'
import { BroadcastRoom } from './lib/broadcast-room.ts'

export default class LiveSessionRoom extends BroadcastRoom {
  async onRequest(req: Party.Request): Promise<Response> {
    const call = await workerCommand(this.room, 'livesession', req, LiveSessionEvent)
    if (!call.ok) return call.answer
    this.room.broadcast(JSON.stringify(call.data))
    return json(200, { delivered: true })
  }
}
