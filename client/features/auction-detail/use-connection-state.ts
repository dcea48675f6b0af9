// The auction socket's connection state (party/README.md "A shaky connection"): a heartbeat finds a dead or
// silent socket within HEARTBEAT_TIMEOUT_MS; `online`, `visibilitychange` to visible and a missed heartbeat
// reconnect at once; while the socket is down the detail is polled, and `status` says so.
import { useCallback, useEffect, useRef, useState } from 'react'
import type PartySocket from 'partysocket'
import { DOWN_POLL_MS, HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS } from '#common/heartbeat.ts'
import type { AuctionClientMessage } from '#common/schemas/auction-events.ts'

/**
 * `connecting` until the first Replay (the page's data is fresh from HTTP), `live` while the room is heard,
 * `down` from a closed socket, a missed heartbeat or the browser going offline until the next Replay.
 */
export type LiveStatus = 'connecting' | 'live' | 'down'

export function useConnectionState() {
  const [status, setStatus] = useState<LiveStatus>('connecting')
  /** Device time of the last message heard before the socket went down (shown as the last update). */
  const [lastHeard, setLastHeard] = useState<number | null>(null)
  const heard = useRef(Date.now())
  /** Bumped to replace the socket at once: partysocket's reconnect() cannot cut a back-off wait short. */
  const [generation, setGeneration] = useState(0)
  const goDown = useCallback(() => {
    setStatus((s) => (s === 'down' ? s : 'down'))
    setLastHeard(heard.current)
  }, [])
  const reconnectNow = useCallback(() => setGeneration((g) => g + 1), [])
  return { status, setStatus, lastHeard, heard, generation, goDown, reconnectNow }
}

type Connection = ReturnType<typeof useConnectionState>
const ping = JSON.stringify({ event: 'Ping' } satisfies AuctionClientMessage)

/**
 * The heartbeat: a Ping when nothing was heard for HEARTBEAT_MS (bids prove the socket too), and a
 * watchdog that takes a socket silent for HEARTBEAT_TIMEOUT_MS for dead and replaces it at once.
 */
export function useHeartbeat(enabled: boolean, socket: PartySocket, { heard, goDown, reconnectNow }: Connection) {
  useEffect(() => {
    if (!enabled) return
    let watchdog: ReturnType<typeof setTimeout>
    const watch = () => {
      const left = heard.current + HEARTBEAT_TIMEOUT_MS - Date.now()
      if (socket.readyState === WebSocket.OPEN && left <= 0) {
        goDown()
        reconnectNow()
        return
      }
      watchdog = setTimeout(watch, socket.readyState === WebSocket.OPEN ? left : HEARTBEAT_MS)
    }
    watch()
    const beat = setInterval(() => {
      if (Date.now() - heard.current >= HEARTBEAT_MS - 250 && socket.readyState === WebSocket.OPEN) socket.send(ping)
    }, HEARTBEAT_MS)
    return () => {
      clearTimeout(watchdog)
      clearInterval(beat)
    }
  }, [enabled, socket, goDown, reconnectNow, heard])
}

/** The browser knows first: offline is down at once; online or back in view reconnects without back-off. */
export function useBrowserSignals(enabled: boolean, socket: PartySocket, { heard, goDown, reconnectNow }: Connection) {
  useEffect(() => {
    if (!enabled) return
    const online = () => reconnectNow()
    const visible = () => {
      if (document.visibilityState !== 'visible') return
      // Timers of a hidden tab are throttled: a socket not heard for a heartbeat and a half is replaced.
      if (Date.now() - heard.current > HEARTBEAT_MS * 1.5 || socket.readyState !== WebSocket.OPEN) reconnectNow()
      else socket.send(ping)
    }
    window.addEventListener('offline', goDown)
    window.addEventListener('online', online)
    document.addEventListener('visibilitychange', visible)
    return () => {
      window.removeEventListener('offline', goDown)
      window.removeEventListener('online', online)
      document.removeEventListener('visibilitychange', visible)
    }
  }, [enabled, socket, goDown, reconnectNow, heard])
}

/** While down, the detail is polled: the leader may have changed meanwhile (never "you lead" from stale data). */
export function useDownPoll(enabled: boolean, status: LiveStatus, refetch: () => void) {
  useEffect(() => {
    if (!enabled || status !== 'down') return
    const poll = setInterval(() => {
      if (navigator.onLine) refetch()
    }, DOWN_POLL_MS)
    return () => clearInterval(poll)
  }, [enabled, status, refetch])
}
