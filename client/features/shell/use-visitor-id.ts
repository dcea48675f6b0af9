import { readCookie, writeCookie } from '#client/lib/cookies.ts'
import { COOKIES, VISITOR_COOKIE_DAYS } from '#common/constants.ts'
import { useEffect } from 'react'

/** RFC 4122 v4; crypto.randomUUID exists only in secure contexts (https, localhost). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Gives every browser a random visitor id cookie that lasts 30 days (storefront §4). */
export function useVisitorId() {
  useEffect(() => {
    if (!readCookie(COOKIES.visitor)) writeCookie(COOKIES.visitor, uuid(), VISITOR_COOKIE_DAYS)
  }, [])
}
