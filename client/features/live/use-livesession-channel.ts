// Channel `livesession` (party `livesession`, room `main`): start and stop
// events refresh the live settings, so stream areas appear and disappear without a reload. Connected only
// while a stream area is on the page (home, category pages), not on every page of the site: every socket
// of every visitor lands in this one room.
import { useDeferredPartySocket } from '#client/lib/socket.ts'
import type { LiveSessionEvent } from '#common/schemas/live.ts'
import { readSocketEvent } from '#client/lib/socket-event.ts'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { liveKeys } from './queries.ts'

export function useLiveSessionChannel() {
  const queryClient = useQueryClient()
  const everOpen = useRef(false)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: liveKeys.sessions() })
  // partysocket loads after the page, not with it (client/lib/socket.ts).
  useDeferredPartySocket('livesession', 'main', true, {
    onOpen: () => {
      // Back after a drop: a start or stop may have been missed.
      if (everOpen.current) refresh()
      everOpen.current = true
    },
    onMessage: (e: MessageEvent) => {
      if (readSocketEvent<LiveSessionEvent>(e.data, ['LiveSessionStarted', 'LiveSessionStopped'])) refresh()
    },
  })
}
