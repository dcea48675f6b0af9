// Business constants of the three spec documents, one export each.
export const ALERT_MS = { short: 3000, medium: 5000, error: 7000 } as const
export const POPUP_MS = 5000
export const OFFLINE_BANNER_MS = 15_000
export const ONLINE_BANNER_MS = 8_000
export const SCROLL_TOP_AFTER_PX = 300
/** How long the closed cookie notice stays closed (docs/privacy.md "Cookies and browser storage"). */
export const COOKIE_NOTICE_DAYS = 365
export const COUNTDOWN_TICK_MS = 1000
export const APPROVAL_POLL_MS = 5000
export const SEARCH_MIN = 2
export const SEARCH_MAX = 255
export const QUICK_BID_DIVISORS = [100, 50, 25, 10] as const
export const QUICK_BID_FALLBACKS_TL = [1, 5, 10, 20] as const
/** Quick bids without usable divisors: these multiples of the increment table's step. */
export const QUICK_BID_STEP_MULTIPLES = [1, 2, 5, 10] as const
export const ZOOM_MIN = 1
export const ZOOM_MAX = 8
export const MAX_PROPERTIES = 15
export const PHOTOS_MIN = 4
export const PHOTOS_MAX = 10
export const DEFAULT_AUCTION_HOURS = 24
export const MAX_AUCTION_DAYS_AHEAD = 7
export const BIRTH_YEAR_MIN = 1930
export const BIRTH_YEAR_MAX = 2004
/** The one country of the product, as orders, invoices and cargo papers write it. */
export const COUNTRY = 'Türkiye'
/** The same country as a saved address writes it (the address book's capitals, worker/db/schema/members.ts). */
export const DEFAULT_COUNTRY = 'TÜRKİYE'
export const THREE_DS_FRAME_HEIGHT = 370
export const PAGE_SIZE = 20
export const SUGGESTION_LIMIT = 8

/**
 * Every cookie Mezat writes, shared by the SPA and the worker. All are strictly necessary (the KVKK cookie
 * guide's exemption), which is why the site asks no consent; adding one that is not means asking first
 * (docs/privacy.md "Cookies and browser storage", the inventory the browser test holds the site to).
 */
export const COOKIES = {
  accessToken: 'access_token',
  /** The cookie notice was closed: it is not shown again. */
  notice: 'cookie_notice',
  /** The D1 session bookmark of the browser's last write: its next reads see that write (worker/middleware/d1-session.ts). */
  bookmark: 'mezat_bookmark',
} as const

/** Every localStorage / sessionStorage key the SPA writes, strictly necessary as the cookies above. */
export const STORAGE_KEYS = {
  /** localStorage: the member's own choice that the delivery address is also the invoice address. */
  deliverySelected: 'deliverySelected',
  /** sessionStorage: the tab reloaded once after a deploy, so a missing chunk cannot reload it in a loop. */
  reloadedForDeploy: 'mezat.reloadedForDeploy',
  /** sessionStorage, written by TanStack Router (client/router.tsx scrollRestoration): where each page was scrolled, for "back". */
  scrollRestoration: 'tsr-scroll-restoration-v1_3',
} as const

/** Lifetime of an access token; logout revokes it earlier. */
export const ACCESS_TOKEN_DAYS = 30
/** Links in mails (verification, password reset) stay valid this long. */
export const MAIL_LINK_MINUTES = 60
/**
 * Login throttling (docs/security.md "Login throttling"). Attempts are counted before the password is
 * hashed; a correct password gives its attempt back. Per account *and* address pair: 5 per window, each
 * failure making the pair wait twice as long before the next try (1 s, 2 s, 4 s …); per address over all
 * accounts: 20; per account over all addresses: 50, a ceiling only a stranger with 10 addresses reaches.
 */
export const LOGIN_LIMIT = { perPair: 5, perAddress: 20, perAccount: 50, windowSeconds: 15 * 60, maxDelaySeconds: 60 } as const
/** Registrations per address and hour (a script making accounts to hoard buy-now items stops here). */
/** The form field that carries Turnstile's token (the widget's own default name). */
export const HUMAN_CHECK_FIELD = 'cf-turnstile-response'
/** Failed logins of an account at one address after which the next attempt needs Turnstile's token. */
export const HUMAN_CHECK_AFTER_FAILURES = 2
export const REGISTER_LIMIT = { perAddress: 5, windowSeconds: 60 * 60 } as const
export const PASSWORD_MAX = 128

/**
 * Unpaid buy-now reservations one member may hold at once (docs/checkout.md "Buy-now reservations"). A
 * reservation keeps the item from everyone else until the auction ends, so one account must not be able to
 * take a whole catalogue off the market; three covers a real buyer collecting a few items before paying.
 */
export const BUY_NOW_HOLDS_MAX = 3

/**
 * The editor console's approval filters (common/schemas/admin.ts). Here, not beside the console's schemas,
 * because the console route's search rule needs them in the SPA's entry, which must not carry those
 * schemas and the whole message catalogue with them.
 */
export const APPROVAL_FILTERS = ['waiting', 'rejected', 'approved', 'all'] as const
