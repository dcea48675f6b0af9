// The console's pages, grouped as the sidebar shows them.
import { ta } from '#client/i18n/tr-admin.ts'
import { tr } from '#common/messages.ts'

export type ConsoleLink = { href: string; label: string }
export const consoleNav: Array<{ group: string; links: ConsoleLink[] }> = [
  {
    group: ta.nav.groups.review,
    links: [
      { href: '/yonetim', label: ta.nav.queue },
      { href: '/yonetim/supheli-pey', label: ta.nav.shill },
      { href: '/yonetim/hatali-pey', label: ta.nav.withdrawals },
    ],
  },
  {
    group: ta.nav.groups.catalogue,
    links: [
      { href: '/yonetim/kategoriler', label: ta.nav.categories },
      { href: '/yonetim/ozellik-gruplari', label: ta.nav.groups_ },
      { href: '/yonetim/markalar', label: ta.nav.brands },
    ],
  },
  {
    group: ta.nav.groups.home,
    links: [
      { href: '/yonetim/afisler', label: ta.nav.banners },
      { href: '/yonetim/karusel', label: ta.nav.carousel },
      { href: '/yonetim/videolar', label: ta.nav.videos },
      { href: '/yonetim/canli-yayinlar', label: ta.nav.live },
    ],
  },
  {
    group: ta.nav.groups.content,
    links: [
      { href: '/yonetim/sozlesmeler', label: ta.nav.contracts },
      { href: '/yonetim/destek-merkezi', label: ta.nav.support },
      { href: '/yonetim/blog', label: ta.nav.blog },
      { href: '/yonetim/alt-bilgi', label: ta.nav.footer },
    ],
  },
  {
    group: ta.nav.groups.people,
    links: [
      { href: '/yonetim/destek-talepleri', label: ta.nav.tickets },
      { href: '/yonetim/kvkk-basvurulari', label: ta.nav.kvkk },
      { href: '/yonetim/uyeler', label: ta.nav.users },
      { href: '/yonetim/siparisler', label: ta.nav.orders },
      { href: '/yonetim/sikayetler', label: tr.reports.console.nav },
    ],
  },
  {
    group: ta.nav.groups.system,
    links: [
      { href: '/yonetim/ayarlar', label: ta.nav.settings },
      { href: '/yonetim/sistem', label: ta.nav.system },
      { href: '/yonetim/islem-kaydi', label: ta.nav.audit },
    ],
  },
]

/** The link a path belongs to: the longest href that prefixes it (/yonetim/mezat/5 → İlanlar). */
export function currentLink(pathname: string) {
  const all = consoleNav.flatMap((g) => g.links)
  const path = pathname.replace(/\/+$/, '') || '/'
  return all.filter((l) => path === l.href || path.startsWith(`${l.href}/`)).sort((a, b) => b.href.length - a.href.length)[0] ?? all[0]!
}
