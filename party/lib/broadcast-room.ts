// The shape of the rooms many pages listen to and only the worker speaks in (live, livesession, user).
import type * as Party from 'partykit/server'
import { refuseWithoutSecrets } from './deployment.ts'

export abstract class BroadcastRoom implements Party.Server {
  // Every open page of the room's kind is connected: hibernation lifts the limit from 100 sockets a room
  // to 32,000 (developers.cloudflare.com/durable-objects/best-practices/websockets).
  readonly options: Party.ServerOptions = { hibernate: true }
  constructor(readonly room: Party.Room) {}

  /** At the edge: nothing reaches a deployed room while its secret is missing (party/lib/deployment.ts). */
  static onBeforeRequest = refuseWithoutSecrets
  static onBeforeConnect: (req: Party.Request, lobby: Party.Lobby) => Promise<Party.Request | Response> | Party.Request | Response =
    refuseWithoutSecrets

  abstract onRequest(req: Party.Request): Promise<Response>

  /** The channel is read-only for browsers. */
  onMessage(_message: string | ArrayBuffer | ArrayBufferView, _sender: Party.Connection): void {}
}
