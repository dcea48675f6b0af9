// The shell's links.
import { t } from '#client/i18n/tr.ts'

type NavLink = { readonly href: string; readonly label: string }
/** Links from a table of paths and labels. */
const linksOf = (table: Record<string, string>, base = ''): readonly NavLink[] =>
  Object.entries(table).map(([path, label]) => ({ href: `${base}/${path}`, label }))

export const topLinks = linksOf({
  gunun_mezatlari: t.nav.daily,
  gelecek_mezatlar: t.nav.upcoming,
  'canli-mezatlar': t.nav.liveShows,
  firsatlar: t.nav.deals,
  satilanlar: t.nav.sold,
})

/** Account menu, in the spec's order; logout is last. */
export const accountLinks = linksOf(
  {
    profilim: t.account.profile,
    hesapbilgilerim: t.account.details,
    bildirimlerim: t.account.notifications,
    bildirimtercihleri: t.privacy.preferencesTitle,
    adreslerim: t.account.addresses,
    mezatlarim: t.account.auctions,
    takiplistem: t.account.watchlist,
    aramalarim: t.account.savedSearches,
    takipettiklerim: t.account.followedSellers,
    peymakbuzlarim: t.account.bidReceipts,
    siparislerim: t.account.orders,
    satislarim: t.account.sales,
    destektaleplerim: t.account.tickets,
    sorularim: t.account.questions,
    verilerim: t.dataRights.pageTitle,
  },
  '/u',
)

export const LOGOUT_HREF = '/cikis'

/** The editor console, shown to editors only (they had no link to /yonetim). */
export const CONSOLE_LINK: NavLink = { href: '/yonetim', label: t.account.console }
/** The account menu of a member, with the console first for editors. */
export const menuLinksFor = (role: string | undefined): readonly NavLink[] =>
  role === 'editor' ? [CONSOLE_LINK, ...accountLinks] : accountLinks
