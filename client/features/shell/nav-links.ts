// The shell's links.
import { t } from '#client/i18n/tr.ts'

export const topLinks = [
  { href: '/gunun_mezatlari', label: t.nav.daily },
  { href: '/gelecek_mezatlar', label: t.nav.upcoming },
  { href: '/canli-mezatlar', label: t.nav.liveShows },
  { href: '/firsatlar', label: t.nav.deals },
  { href: '/satilanlar', label: t.nav.sold },
] as const

/** Account menu, in the spec's order; logout is last. */
export const accountLinks = [
  { href: '/u/profilim', label: t.account.profile },
  { href: '/u/hesapbilgilerim', label: t.account.details },
  { href: '/u/bildirimlerim', label: t.account.notifications },
  { href: '/u/bildirimtercihleri', label: t.privacy.preferencesTitle },
  { href: '/u/adreslerim', label: t.account.addresses },
  { href: '/u/mezatlarim', label: t.account.auctions },
  { href: '/u/takiplistem', label: t.account.watchlist },
  { href: '/u/aramalarim', label: t.account.savedSearches },
  { href: '/u/takipettiklerim', label: t.account.followedSellers },
  { href: '/u/peymakbuzlarim', label: t.account.bidReceipts },
  { href: '/u/siparislerim', label: t.account.orders },
  { href: '/u/satislarim', label: t.account.sales },
  { href: '/u/destektaleplerim', label: t.account.tickets },
  { href: '/u/sorularim', label: t.account.questions },
  { href: '/u/verilerim', label: t.dataRights.pageTitle },
] as const

export const LOGOUT_HREF = '/cikis'

/** The editor console, shown to editors only (they had no link to /yonetim). */
export const CONSOLE_LINK = { href: '/yonetim', label: t.account.console } as const
/** The account menu of a member, with the console first for editors. */
export const menuLinksFor = (role: string | undefined) => (role === 'editor' ? [CONSOLE_LINK, ...accountLinks] : accountLinks)
