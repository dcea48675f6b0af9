// Business constants of the three spec documents, one export each.
export const ALERT_MS = { short: 3000, medium: 5000, error: 7000 } as const
export const POPUP_MS = 5000
export const OFFLINE_BANNER_MS = 15_000
export const ONLINE_BANNER_MS = 8_000
export const SCROLL_TOP_AFTER_PX = 300
export const COOKIE_CONSENT_DAYS = 365
export const VISITOR_COOKIE_DAYS = 30
export const COUNTDOWN_TICK_MS = 1000
export const APPROVAL_POLL_MS = 5000
export const SEARCH_MIN = 2
export const SEARCH_MAX = 255
export const QUICK_BID_DIVISORS = [100, 50, 25, 10] as const
export const QUICK_BID_FALLBACKS_TL = [1, 5, 10, 20] as const
export const ZOOM_MIN = 1
export const ZOOM_MAX = 8
export const MAX_PROPERTIES = 15
export const PHOTOS_MIN = 4
export const PHOTOS_MAX = 10
export const DEFAULT_AUCTION_HOURS = 24
export const MAX_AUCTION_DAYS_AHEAD = 7
export const BIRTH_YEAR_MIN = 1930
export const BIRTH_YEAR_MAX = 2004
export const DEFAULT_COUNTRY = 'TÜRKİYE'
export const THREE_DS_FRAME_HEIGHT = 370
export const PAGE_SIZE = 20
export const SUGGESTION_LIMIT = 8

/** Cookie names shared by the SPA and the worker. */
export const COOKIES = {
  accessToken: 'access_token',
  visitor: 'visitor_id',
  consent: 'cookie_consent',
  /** The D1 session bookmark of the browser's last write: its next reads see that write (worker/middleware/d1-session.ts). */
  bookmark: 'mezat_bookmark',
} as const

/** Lifetime of an access token; logout revokes it earlier. */
export const ACCESS_TOKEN_DAYS = 30
/** Links in mails (verification, password reset) stay valid this long. */
export const MAIL_LINK_MINUTES = 60
/** Login throttling: failed attempts allowed per window, per account and per address. */
export const LOGIN_LIMIT = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 } as const
export const PASSWORD_MAX = 128
