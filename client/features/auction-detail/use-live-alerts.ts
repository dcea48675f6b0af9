// Alerts for auction events (storefront §4 "Alerts"): a system notification linking to the auction
// when the tab is hidden and notifications are permitted, otherwise an in-page popup for POPUP_MS.
import { useCallback, useEffect, useState } from 'react'
import { POPUP_MS } from '#common/constants.ts'
import { ts } from '#client/i18n/tr-storefront.ts'

export type Popup = { id: number; message: string }

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
    (message: string, kind: 'started' | 'closed' | 'newBid', price?: string) => {
      const hidden = document.visibilityState === 'hidden'
      const body = kind === 'newBid' ? ts.detail.newBidNotice(price ?? '') : message
      if (hidden && canNotify()) {
        const n = new Notification(auctionName, { body, tag: `mezat-${href}` })
        n.onclick = () => {
          window.focus()
          if (location.pathname !== href) location.assign(href)
          n.close()
        }
        return
      }
      // A new bid already shows in the status bar; only started / closed get the popup.
      if (kind !== 'newBid') setPopup({ id: Date.now(), message: body })
    },
    [auctionName, href],
  )

  return { popup, dismiss: () => setPopup(null), alert }
}
