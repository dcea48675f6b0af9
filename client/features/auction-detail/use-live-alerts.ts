// Alerts for auction events (storefront §4 "Alerts"): a system notification linking to the auction
// when the tab is hidden and notifications are permitted, otherwise an in-page popup for POPUP_MS.
import { useCallback, useEffect, useState } from 'react'
import { POPUP_MS } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import { formatLira } from '#common/money.ts'
import { ts } from '#client/i18n/tr-storefront.ts'
import type { LiveAlertEvent } from './use-auction-live.ts'

export type Popup = { id: number; message: string; tone: 'dark' | 'warning' }

const canNotify = () => typeof Notification !== 'undefined' && Notification.permission === 'granted'

/** Asks once, on a member's own action (a bid, a watch), whether system notifications may be shown. */
export function askNotificationPermission() {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined)
}

export function useLiveAlerts(auctionName: string, href: string) {
  const [popup, setPopup] = useState<Popup | null>(null)

  useEffect(() => {
    if (!popup) return
    const timer = setTimeout(() => setPopup(null), POPUP_MS)
    return () => clearTimeout(timer)
  }, [popup])

  const alert = useCallback(
    (event: LiveAlertEvent) => {
      const hidden = document.visibilityState === 'hidden'
      const body =
        'message' in event
          ? event.message
          : event.kind === 'outbid'
            ? tr.bid.outbidMessage(auctionName, formatLira(event.price))
            : ts.detail.newBidNotice(formatLira(event.price))
      if (hidden && canNotify()) {
        const n = new Notification(auctionName, { body, tag: `mezat-${href}` })
        n.onclick = () => {
          window.focus()
          if (location.pathname !== href) location.assign(href)
          n.close()
        }
        return
      }
      // Someone else's bid already shows in the status bar; started, closed and outbid get the popup.
      if (event.kind !== 'newBid') setPopup({ id: Date.now(), message: body, tone: event.kind === 'outbid' ? 'warning' : 'dark' })
    },
    [auctionName, href],
  )

  return { popup, dismiss: () => setPopup(null), alert }
}
