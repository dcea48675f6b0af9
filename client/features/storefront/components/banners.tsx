// Banners: placements below 5 inline, placement 5 a popup shown for 5 s from the visit's second page on
// (750 px wide, 320 px under 650 px). Clicks are counted (POST /api/bannerclick).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { POPUP_MS } from '#common/constants.ts'
import type { Banner } from '#common/schemas/answers-storefront.ts'
import { CloseIcon } from '#client/components/ui/icons.tsx'
import { ServerLink } from '#client/components/ui/internal-link.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import { cx } from '#client/lib/cx.ts'
import { pageViewsThisVisit } from '#client/lib/page-views.ts'
import { bannersQuery, countBannerClick } from '../queries.ts'

// Banners fill a frame of fixed proportions, so nothing below moves when the image arrives (CLS; "First
// visit on a Turkish phone"): inline 4:1 (1200×300), 2:1 on phones when a phone image is given (640×320);
// the popup 750×420, square on phones (640×640). Editors upload at these sizes; others are cropped to fit.
const inlineFrame = (b: Banner) => (b.banner_image_mobile ? 'aspect-[2/1] min-[650px]:aspect-[4/1]' : 'aspect-[4/1]')
const popupFrame = (b: Banner) => (b.banner_image_mobile ? 'aspect-square min-[650px]:aspect-[750/420]' : 'aspect-[750/420]')

/** `eager`: the popup, in view as soon as it opens. */
function BannerImage({ banner, className, eager = false }: { banner: Banner; className?: string; eager?: boolean }) {
  return (
    <picture>
      {banner.banner_image_mobile ? <source media="(max-width: 649px)" srcSet={banner.banner_image_mobile} /> : null}
      <img
        src={banner.banner_image}
        alt={banner.banner_title}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cx('block w-full object-cover', className)}
      />
    </picture>
  )
}

function BannerLink({ banner, children, className }: { banner: Banner; children: React.ReactNode; className?: string }) {
  if (!banner.banner_link) return <div className={className}>{children}</div>
  return (
    <ServerLink href={banner.banner_link} target={banner.banner_target === '_blank' ? '_blank' : undefined} className={className} onClick={() => countBannerClick(banner.id)}>
      {children}
    </ServerLink>
  )
}

/** The inline banners of a placement (0–4); nothing while loading or when there are none. */
export function InlineBanners({ placement, slug, className }: { placement: number; slug?: string; className?: string }) {
  const { data } = useQuery(bannersQuery(placement, slug))
  const banners = data?.banners ?? []
  if (!banners.length) return null
  return (
    <div className={cx('grid gap-3', banners.length > 1 && 'sm:grid-cols-2', className)}>
      {banners.map((b) => (
        <BannerLink key={b.id} banner={b} className="block overflow-hidden rounded-card shadow-card ring-1 ring-line transition-shadow hover:shadow-raised">
          <div style={{ background: b.banner_bgcolor ?? undefined }}>
            <BannerImage banner={b} className={inlineFrame(b)} />
          </div>
        </BannerLink>
      ))}
    </div>
  )
}

/** The popups already shown in this page load; in memory, like the page count (client/lib/page-views.ts). */
const popupsSeen = new Set<number>()

/**
 * Placement 5: one popup per visit (session), closed after POPUP_MS or by the member. Never over the page
 * the visit landed on (the page a shared link was about; Google's guidance on intrusive interstitials on
 * phones): it waits for a later page of the visit (docs/first-visit.md "The popup banner").
 */
export function BannerPopup({ slug }: { slug?: string }) {
  const { data } = useQuery(bannersQuery(5, slug))
  const banner = data?.banners[0]
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!banner || pageViewsThisVisit() < 2 || popupsSeen.has(banner.id)) return
    popupsSeen.add(banner.id)
    setOpen(true)
    const timer = setTimeout(() => setOpen(false), POPUP_MS)
    return () => clearTimeout(timer)
  }, [banner])
  if (!open || !banner) return null
  return (
    <div className="fixed inset-0 z-[58] grid place-items-center bg-brand-950/50 p-3" role="dialog" aria-modal="false" aria-label={tlist.banner.popupLabel} onClick={() => setOpen(false)}>
      <div className="relative w-[320px] min-[650px]:w-[750px]" onClick={(e) => e.stopPropagation()}>
        <BannerLink banner={banner} className="block overflow-hidden rounded-card shadow-raised">
          <BannerImage banner={banner} className={popupFrame(banner)} eager />
        </BannerLink>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label={tlist.banner.close}
          className="absolute -top-3 -right-3 grid size-9 place-items-center rounded-full bg-white text-ink shadow-raised ring-1 ring-line"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  )
}
