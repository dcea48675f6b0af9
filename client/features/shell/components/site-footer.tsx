// Footer of every page: link groups, customer service phone, WhatsApp,
// social links, payment marks, 3-D Secure and the trade registry badge, from GET /api/footer.
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  WhatsappIcon,
  XBrandIcon,
  YoutubeIcon,
} from '#client/components/ui/icons.tsx'
import { ServerLink } from '#client/components/ui/internal-link.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { footerQuery } from '../queries.ts'
import { LogoMark } from './logo.tsx'
import { PaymentMarks, RegistryBadge, ThreeDSecureMark } from './payment-marks.tsx'

/** The site's social accounts, in the order the footer shows them: the label's key, the address's field, the mark. */
const SOCIALS = [
  ['facebook', 'facebook_url', FacebookIcon],
  ['twitter', 'twitter_url', XBrandIcon],
  ['instagram', 'instagram_url', InstagramIcon],
  ['youtube', 'youtube_url', YoutubeIcon],
] as const

const http = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null)

function Social({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) return null
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950"
      >
        {children}
      </a>
    </li>
  )
}

export function SiteFooter() {
  const { data, isPending } = useQuery(footerQuery())
  const info = data?.site_info ?? null
  const phone = info?.customer_service_phone
  const whatsapp = http(info?.whatsapp_url)
  const company = info?.company_name ?? t.brand.name

  return (
    // The dark background stays on the <footer>, always painted; its contents sit in a wrapper with
    // content-visibility: auto, so while the footer is off screen its ~150 elements take no part in the
    // page's style and layout work (opening a modal restyles the whole document as the page goes inert).
    // Skipped text stays in the accessibility tree, in find-in-page and in the tab order, and axe reads
    // it against the footer's own dark colour, not the page's light one. The intrinsic size keeps the
    // page's scroll height before the first render; `auto` remembers the last rendered height after.
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="[contain-intrinsic-size:auto_74rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_42rem]">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-5">
            <div className="flex items-center gap-2.5">
              <LogoMark className="size-10" />
              <span className="text-2xl font-extrabold tracking-tight text-white">{t.brand.name}</span>
            </div>
            <p className="max-w-sm text-sm leading-6 text-brand-200">{t.home.heroLead}</p>
            <div className="space-y-2.5 text-sm">
              {phone ? (
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className="flex items-center gap-2.5 font-semibold text-white hover:underline">
                  <span className="grid size-9 place-items-center rounded-full bg-white/10">
                    <PhoneIcon className="size-4 text-accent-300" />
                  </span>
                  <span>
                    <span className="block text-xs font-normal text-brand-200">{t.footer.customerService}</span>
                    {phone}
                  </span>
                </a>
              ) : null}
              {whatsapp ? (
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2.5 font-semibold text-white hover:underline"
                >
                  <span className="grid size-9 place-items-center rounded-full bg-[#25d366]/20">
                    <WhatsappIcon className="size-4 text-[#4ade80]" />
                  </span>
                  {t.footer.whatsapp}
                </a>
              ) : null}
              {info?.company_email ? (
                <a href={`mailto:${info.company_email}`} className="flex items-center gap-2.5 text-brand-100 hover:underline">
                  <span className="grid size-9 place-items-center rounded-full bg-white/10">
                    <MailIcon className="size-4 text-accent-300" />
                  </span>
                  {info.company_email}
                </a>
              ) : null}
            </div>
            <div>
              <p className="mb-2 text-xs font-bold tracking-wider text-brand-300 uppercase">{t.footer.follow}</p>
              <ul className="flex gap-2">
                {SOCIALS.map(([key, field, Icon]) => (
                  <Social key={key} href={http(info?.[field])} label={t.footer.social[key]}>
                    <Icon className="size-4" />
                  </Social>
                ))}
              </ul>
            </div>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <div key={i} className="space-y-3">
                    <Skeleton className="h-4 w-24 bg-white/10" />
                    <Skeleton className="h-3 w-32 bg-white/10" />
                    <Skeleton className="h-3 w-28 bg-white/10" />
                    <Skeleton className="h-3 w-20 bg-white/10" />
                  </div>
                ))
              : data?.footer_links.map((group) => (
                  <section key={group.footer_header}>
                    <h2 className="text-sm font-bold text-white">{group.footer_header}</h2>
                    <ul className="mt-3 space-y-2.5 text-sm">
                      {group.pagefooterlinks.map((link) => (
                        <li key={`${link.footer_link_url}-${link.footer_link_title}`}>
                          <ServerLink href={link.footer_link_url} className="text-brand-200 hover:text-white hover:underline">
                            {link.footer_link_title}
                          </ServerLink>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
          </div>
        </div>

        <div className="border-t border-white/10">
          <div className="container-page flex flex-col gap-5 py-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-white">
                <ShieldIcon className="size-4 text-success-100" />
                {t.footer.secure}
              </p>
              <PaymentMarks />
              <ThreeDSecureMark />
            </div>
            <RegistryBadge registryNo={info?.trade_registry_no ?? null} mersisNo={info?.mersis_no ?? null} />
          </div>
        </div>
        <div className="bg-black/20">
          <div className="container-page flex flex-col gap-1 py-4 text-xs text-brand-300 sm:flex-row sm:justify-between">
            <p>{t.footer.rights(new Date().getFullYear(), company)}</p>
            {info?.company_address ? <p>{info.company_address}</p> : null}
          </div>
        </div>
      </div>
    </footer>
  )
}
