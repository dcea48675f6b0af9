// Alerts for auction events: a system notification linking to the auction
// when the tab is hidden and notifications are permitted, otherwise an in-page toast for POPUP_MS in
// the one toast stack (the separate popup covered the price at 1280).
//
// useBidNotices is the ONE place that decides what a bid tells the member: the answer to their own bid
// gives exactly one toast, and a live event that is their own bid (its total matches a bid of theirs in
// flight or just accepted — the socket may beat the HTTP answer) never also reads as "outbid".
// The live hook reports every event here; when NewBid carries the client's bid id, `isOwn` is where
// it is matched.
import { toast } from '#client/components/ui/toast.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { POPUP_MS } from '#common/constants.ts'
import { bidFirst } from '#common/messages/bids-first.ts'
import { formatLira } from '#common/money.ts'
import { useCallback, useRef } from 'react'
import type { BidAnswer } from './queries.ts'
import type { LiveAlertEvent } from './use-auction-live.ts'

const canNotify = () => typeof Notification !== 'undefined' && Notification.permission === 'granted'
/** How long an own bid's total still identifies its echo on the socket after the answer. */
const OWN_ECHO_MS = 10_000

/** Asks once, on a member's own action (a bid, a watch), whether system notifications may be shown. */
export function askNotificationPermission() {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined)
}

/** The sentence of a live event, or null when it deserves no alert of its own (someone's bid shows in the status bar). */
export function liveAlertText(event: LiveAlertEvent, auctionName: string): string | null {
  if ('message' in event) return event.message
  if (event.kind === 'outbid') return bidFirst.outbidMessage(auctionName, formatLira(event.price))
  return null
}

export function useBidNotices(auctionName: string, href: string) {
  const own = useRef(new Map<number, number>()) // total (lira) → until (device ms)

  const isOwn = (price: number) => {
    const until = own.current.get(price)
    return until !== undefined && until >= Date.now()
  }

  /** Before sending: the total this member is about to bid (until the answer, and a little after). */
  const sending = useCallback((total: number) => own.current.set(total, Date.now() + 60_000), [])
  const settled = useCallback((total: number) => own.current.set(total, Date.now() + OWN_ECHO_MS), [])

  /** The answer to the member's own bid: one toast. */
  const accepted = useCallback((answer: BidAnswer, highest: boolean) => {
    if (highest) toast.success(answer.message)
    else toast.warning(answer.message)
  }, [])

  /** A live event: one alert at most, never for the member's own bid. */
  const live = useCallback(
    (event: LiveAlertEvent) => {
      if ('price' in event && isOwn(event.price)) return
      const body = liveAlertText(event, auctionName)
      const hidden = document.visibilityState === 'hidden'
      if (hidden && canNotify()) {
        const n = new Notification(auctionName, { body: body ?? ts.detail.newBidNotice(formatLira('price' in event ? event.price : 0)), tag: `mezat-${href}` })
        n.onclick = () => {
          window.focus()
          if (location.pathname !== href) location.assign(href)
          n.close()
        }
        return
      }
      if (body === null) return
      if (event.kind === 'outbid') toast.warning(body, POPUP_MS)
      else toast.info(body, POPUP_MS)
    },
    [auctionName, href],
  )

  return { sending, settled, accepted, live }
}
