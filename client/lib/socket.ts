// Where the PartyKit server lives. Production sets VITE_PARTYKIT_HOST at build time;
// development talks to `partykit dev` on port 1999 of the same host.
import { useEffect, useRef } from 'react'

export const PARTYKIT_HOST: string = (import.meta.env.VITE_PARTYKIT_HOST as string | undefined) || `${location.hostname}:1999`

type Handlers = { onOpen?: () => void; onMessage: (e: MessageEvent) => void }

/**
 * A PartyKit socket whose library (partysocket) is imported when the socket first opens, not with the
 * page: listeners that are not needed for the first paint (a card's live price, the live sessions'
 * start/stop channel) keep partysocket out of the first visit's JavaScript (
 * docs/first-visit.md). Reconnects by itself like `usePartySocket`; the latest handlers are always used.
 */
export function useDeferredPartySocket(party: string, room: string, enabled: boolean, handlers: Handlers) {
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    if (!enabled) return
    let socket: { close: () => void } | undefined
    let gone = false
    void import('partysocket').then(({ default: PartySocket }) => {
      if (gone) return
      const ws = new PartySocket({ host: PARTYKIT_HOST, party, room })
      ws.addEventListener('open', () => latest.current.onOpen?.())
      ws.addEventListener('message', (e) => latest.current.onMessage(e))
      socket = ws
    })
    return () => {
      gone = true
      socket?.close()
    }
  }, [party, room, enabled])
}
