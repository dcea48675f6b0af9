// Channel `live`: party `live`, room `{sessionId}` — the spec's `liveauction` channel and the session's
// chat (docs/architecture.md "The channels"). Everyone may listen; nobody writes on the socket.
// A member's message goes POST /api/addLiveMessage → worker (auth, session, mute from D1) → this room's
// `chat` command, which applies the chat rules (party/lib/chat.ts: sanitise, length, mute, rate) one at a
// time → worker stores the line in D1 → `publish` here → every viewer. The broadcast carries the D1 id,
// so history (GET /api/livechat/{id}/{lastId}) and the socket never disagree about a line.
import { tr } from '#common/messages.ts'
import { LiveRoomCommand, type LiveRoomEvent } from '#common/schemas/live.ts'
import type * as Party from 'partykit/server'
import { roomJson as json, workerCommand } from './lib/channel-auth.ts'
import { decideChat, type ChatWindow } from './lib/chat.ts'
import { BroadcastRoom } from './lib/broadcast-room.ts'

const rateKey = (userId: number) => `rate:${userId}`

export default class LiveRoom extends BroadcastRoom {
  async onRequest(req: Party.Request): Promise<Response> {
    const call = await workerCommand(this.room, 'live', req, LiveRoomCommand)
    if (!call.ok) return call.answer
    const cmd = call.data

    if (cmd.kind === 'publish') {
      this.broadcast(cmd.event)
      return json(200, { delivered: true })
    }
    // ---- read → decide → write: only this room's storage is awaited, so two messages of one member
    // never both slip under the rate (input gates) ----
    const key = rateKey(cmd.user_id)
    const window = (await this.room.storage.get<ChatWindow>(key)) ?? []
    const outcome = decideChat(window, cmd, Date.now())
    if (outcome.kind === 'refused')
      return json(outcome.status, outcome.body, outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {})
    await this.room.storage.put(key, outcome.window)
    return json(200, { text: outcome.text })
  }

  /** Writing on the socket is not a way in: the sender is told to use the form, nobody else hears it. */
  override onMessage(_message: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection): void {
    const refusal: LiveRoomEvent = { event: 'ChatRefused', data: { message: tr.live.chatReadOnlySocket } }
    sender.send(JSON.stringify(refusal))
  }

  private broadcast(event: LiveRoomEvent) {
    this.room.broadcast(JSON.stringify(event))
  }
}
