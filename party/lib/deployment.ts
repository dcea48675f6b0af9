// Production by default for the rooms (docs/security.md): a deployed party without INTERNAL_SECRET
// refuses every request and every socket at the edge (static onBeforeRequest / onBeforeConnect of each
// party) with one clear log line, instead of trusting tokens signed with a public fallback.
import type * as Party from 'partykit/server'
import { missingConfig, missingConfigLog } from '#common/deployment.ts'
import { tr } from '#common/messages.ts'

/** 503 while a required setting is missing outside development; null when the party may run. */
export function refusalWithoutSecrets(env: Record<string, unknown>, url: string): Response | null {
  const missing = missingConfig(env, 'party')
  if (missing.length === 0) return null
  console.error(JSON.stringify(missingConfigLog('party', missing, new URL(url).pathname)))
  return Response.json({ message: tr.common.serviceUnavailable }, { status: 503 })
}

/** For `static onBeforeRequest` and `static onBeforeConnect`: passes the request on, or refuses it. */
export const refuseWithoutSecrets = (req: Party.Request, lobby: Party.Lobby): Party.Request | Response =>
  refusalWithoutSecrets(lobby.env, req.url) ?? req
