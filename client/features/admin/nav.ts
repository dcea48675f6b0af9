// The console's pages, grouped as the sidebar shows them.
import { ta } from '#client/i18n/tr-admin.ts'
import { tr } from '#common/messages.ts'

export type ConsoleLink = { href: string; label: string }

const n = ta.nav
/** The sidebar as a table: a group's title, then its pages, each its path under /yonetim and its label. */
const TABLE: Array<[group: string, pages: Record<string, string>]> = [
  [n.groups.review, { '': n.queue, 'supheli-pey': n.shill, 'hatali-pey': n.withdrawals }],
  [n.groups.catalogue, { kategoriler: n.categories, 'ozellik-gruplari': n.groups_, markalar: n.brands }],
  [n.groups.home, { afisler: n.banners, karusel: n.carousel, videolar: n.videos, 'canli-yayinlar': n.live }],
  [n.groups.content, { sozlesmeler: n.contracts, 'destek-merkezi': n.support, blog: n.blog, 'alt-bilgi': n.footer }],
  [
    n.groups.people,
    {
      'destek-talepleri': n.tickets,
      'kvkk-basvurulari': n.kvkk,
      uyeler: n.users,
      siparisler: n.orders,
      sikayetler: tr.reports.console.nav,
    },
  ],
  [n.groups.system, { ayarlar: n.settings, sistem: n.system, 'islem-kaydi': n.audit }],
]

export const consoleNav: Array<{ group: string; links: ConsoleLink[] }> = TABLE.map(([group, pages]) => ({
  group,
  links: Object.entries(pages).map(([path, label]) => ({ href: path ? `/yonetim/${path}` : '/yonetim', label })),
}))

/** The link a path belongs to: the longest href that prefixes it (/yonetim/mezat/5 → İlanlar). */
export function currentLink(pathname: string) {
  const all = consoleNav.flatMap((g) => g.links)
  const path = pathname.replace(/\/+$/, '') || '/'
  return all.filter((l) => path === l.href || path.startsWith(`${l.href}/`)).sort((a, b) => b.href.length - a.href.length)[0] ?? all[0]!
}
