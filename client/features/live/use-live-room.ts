// Channel `live` (party `live`, room `{sessionId}`): the spec's `liveauction` channel and the chat
// of a live stream. A chat line arrives whole and goes straight into the cached chat
// (a refetch per line per viewer would cost the worker a request for every line times every viewer);
// a deleted line leaves it; a changed auction list is refetched. Whenever the socket opens, the first time
// too, both are refetched if they were already read: a line posted between the history's answer and the
// socket's opening reached nobody's socket here, and only the history has it.
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import { parseLiveRoomEvent } from '#common/schemas/live.ts'
import { useQueryClient } from '@tanstack/react-query'
import usePartySocket from 'partysocket/react'
import { useState } from 'react'
import { appendChat, liveKeys, removeChatLine } from './queries.ts'

export function useLiveRoom(sessionId: number) {
  const queryClient = useQueryClient()
  const [connected, setConnected] = useState(false)
  usePartySocket({
    host: PARTYKIT_HOST,
    party: 'live',
    room: String(sessionId),
    onOpen: () => {
      for (const queryKey of [liveKeys.chat(sessionId), liveKeys.auctions(sessionId)])
        if (queryClient.getQueryState(queryKey)?.status === 'success') void queryClient.invalidateQueries({ queryKey })
      setConnected(true)
    },
    onClose: () => setConnected(false),
    onMessage: (e: MessageEvent) => {
      const event = parseLiveRoomEvent(e.data)
      if (!event || ('session_id' in event.data && event.data.session_id !== sessionId)) return
      if (event.event === 'ChatMessage') appendChat(queryClient, sessionId, [event.data.message])
      else if (event.event === 'ChatMessageDeleted') removeChatLine(queryClient, sessionId, event.data.id)
      else if (event.event === 'LiveAuctionsChanged') void queryClient.invalidateQueries({ queryKey: liveKeys.auctions(sessionId) })
    },
  })
  return { connected }
}
