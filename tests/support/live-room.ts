// Room-test helpers for the live-work parties: sockets that record what they hear, and signed calls.
// Sockets go through https://party.test/… as a browser's would (tests/support/live-harness.ts runs the
// party's onBeforeConnect first), or straight to the room's Durable Object with `direct`.
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { channelSubject } from '../../common/schemas/user-events.ts'
import { bindLiveHarness, partyStub } from './live-harness.ts'

export type LiveParty = 'user' | 'live' | 'livesession'
export type Heard = { event: string; data: any }

bindLiveHarness(env)

export type Listener = {
  status: number
  events: Heard[]
  closed: { code: number; reason: string } | null
  send: (text: string) => void
  close: () => void
}

/** Opens a socket on party/room (with `?query`); `status` is 101 when the connection was taken. */
export async function listenTo(party: LiveParty, room: string, query = '', { direct = false } = {}): Promise<Listener> {
  const url = `https://party.test/parties/${party}/${room}${query ? `?${query}` : ''}`
  const init = { headers: { Upgrade: 'websocket' } }
  const res = direct ? await partyStub(env as never, party, room).fetch(url, init) : await fetch(url, init)
  const listener: Listener = { status: res.status, events: [], closed: null, send: () => {}, close: () => {} }
  const ws = res.webSocket
  if (!ws) return listener
  ws.accept()
  ws.addEventListener('message', (e) => {
    listener.events.push(JSON.parse(String(e.data)) as Heard)
  })
  ws.addEventListener('close', (e) => {
    listener.closed = { code: e.code, reason: e.reason }
  })
  listener.send = (text) => ws.send(text)
  listener.close = () => ws.close()
  return listener
}

/** A signed worker → room call, as worker/lib/user-channel.ts makes it. */
export async function signedPost(party: LiveParty, room: string, body: unknown, subject = channelSubject(party, room)) {
  const token = await signInternal(internalSecret(env as never), 'party', subject)
  return fetch(`https://party.test/parties/${party}/${room}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Waits until the listener heard an event named `event` (matching `data` if given) and returns it. */
export async function heard(listener: Listener, event: string, data?: Record<string, unknown>): Promise<Heard> {
  await expect
    .poll(() => listener.events.some((e) => e.event === event && (!data || matches(e.data, data))), { timeout: 3000, interval: 20 })
    .toBe(true)
  return listener.events.find((e) => e.event === event && (!data || matches(e.data, data)))!
}

function matches(actual: any, expected: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([k, v]) =>
    v && typeof v === 'object' ? matches(actual?.[k], v as Record<string, unknown>) : actual?.[k] === v,
  )
}

/** Lets in-flight socket messages arrive, for "heard nothing" assertions. */
export const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms))
