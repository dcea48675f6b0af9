// The default party of partykit.json. Mezat's channels live in named parties (docs/architecture.md "The channels"); this one only answers a health check, which `npm start` and the e2e runner wait on.
import type * as Party from 'partykit/server'
import { refuseWithoutSecrets } from './lib/deployment.ts'

export default class Main implements Party.Server {
  constructor(readonly room: Party.Room) {}

  /** At the edge: nothing reaches a deployed room while its secret is missing (party/lib/deployment.ts). */
  static onBeforeRequest = refuseWithoutSecrets
  static onBeforeConnect = refuseWithoutSecrets

  onRequest(): Response {
    return Response.json({ ok: true, service: 'mezat-party' })
  }

  onConnect(connection: Party.Connection): void {
    connection.close(1008, 'Bilinmeyen kanal')
  }
}
