// The private user channel (party `user`, room `{userId}`): a new
// notification raises the bell by one; an item added to the cart raises the cart badge by one and shows
// the info alert 'Ürün sepetinize eklendi' (on /sepetim the page's data is fetched again instead).
// Joining needs a token from POST /api/broadcasting/auth; partysocket asks for a fresh one on every
// (re)connection, reconnects by itself after a drop, and the counts are fetched again then, since
// events sent while the page was away are not replayed.
import { toast } from '#client/components/ui/toast.tsx'
import { tl } from '#client/i18n/tr-live.ts'
import { api } from '#client/lib/api.ts'
import { currentUser, sessionKeys } from '#client/lib/session.ts'
import { onUserEventElsewhere } from './user-event-bridge.ts'
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import { tr } from '#common/messages.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { BroadcastAuthAnswer, CHANNEL_TOKEN, parseUserEvent, type UserEvent } from '#common/schemas/user-events.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import usePartySocket from 'partysocket/react'
import { useEffect, useRef, useState } from 'react'

/** After a burst of events the counts are fetched once, so that a +1 that raced another refetch settles. */
const RECONCILE_MS = 1500

export function useUserChannel() {
  const queryClient = useQueryClient()
  const { data: session } = useQuery(currentUser())
  const userId = session?.user.id ?? null
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const path = useRef(pathname)
  path.current = pathname
  const seen = useRef(new Set<string>())
  const everOpen = useRef(false)
  const reconcileTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => () => clearTimeout(reconcileTimer.current), [])
  useEffect(() => {
    everOpen.current = false
    seen.current.clear()
  }, [userId])

  const refetchCounts = () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
    void queryClient.invalidateQueries({ queryKey: ['notifications'] })
  }
  const reconcileSoon = () => {
    clearTimeout(reconcileTimer.current)
    reconcileTimer.current = setTimeout(refetchCounts, RECONCILE_MS)
  }
  const bump = (field: 'notificationCount' | 'cartItemCount') =>
    queryClient.setQueryData<UserAnswer | null>(sessionKeys.user(), (old) => (old ? { ...old, [field]: old[field] + 1 } : old))

  const handle = (event: UserEvent) => {
    const key = event.event === 'NotificationCreated' ? `n:${event.data.id}` : null
    if (key && seen.current.has(key)) return
    if (key) seen.current.add(key)
    if (event.event === 'NotificationCreated') {
      bump('notificationCount')
      setAnnouncement(tl.channel.newNotification(event.data.notification_title))
    } else if (path.current === '/sepetim') {
      void queryClient.invalidateQueries() // the cart page shows the new item: everything on it is fetched again
    } else {
      bump('cartItemCount')
      // The buy-now button's own dialog already says it on that auction's page.
      const ownDialog = event.data.source === 'buynow' && path.current === `/mezat/${event.data.slug}`
      if (!ownDialog) toast.info(tr.cart.added)
    }
    reconcileSoon()
  }

  const handleRef = useRef(handle)
  handleRef.current = handle
  // The same handling for the member's events that arrive on an auction's socket (user-event-bridge.ts).
  useEffect(() => onUserEventElsewhere((event) => handleRef.current(event)), [])

  usePartySocket({
    host: PARTYKIT_HOST,
    party: 'user',
    room: String(userId ?? 0),
    enabled: userId !== null,
    query: async () => ({ [CHANNEL_TOKEN.queryParam]: (await api.post('/api/broadcasting/auth', BroadcastAuthAnswer, { json: {} })).auth }),
    onOpen: () => {
      if (everOpen.current) refetchCounts()
      everOpen.current = true
    },
    onMessage: (e: MessageEvent) => {
      const event = parseUserEvent(e.data)
      if (event) handle(event)
    },
  })

  return { announcement }
}
