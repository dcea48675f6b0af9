// The picture of a page's link preview (Open Graph / Twitter card) and a category page's schema.org
// description. WhatsApp, Facebook and X draw only raster images, and draw a large preview from the
// image's declared size at once; decisions in docs/first-visit.md "Link previews".
import { pages } from '#common/messages/pages.ts'
import type { InlineEntry } from './inline-entry.ts'

export type PreviewImage = { url: string; alt: string; type?: string; width?: number; height?: number }

/** The site's own preview image, rendered by scripts/social-image.mjs (its size and type are fixed there). */
export const SITE_IMAGE = { path: '/social/mezat.jpg', type: 'image/jpeg', width: 1200, height: 630 } as const

const RASTER: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/** Facebook leaves out preview images under 200 × 200 px. */
const MIN_SIDE = 200

export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`)

export const siteImage = (origin: string): PreviewImage => ({
  url: `${origin}${SITE_IMAGE.path}`,
  alt: pages.siteImageAlt,
  type: SITE_IMAGE.type,
  width: SITE_IMAGE.width,
  height: SITE_IMAGE.height,
})

type Size = { width: number | null; height: number | null }

/**
 * A photo as the preview image when the previews can draw it: a raster type (JPEG, PNG, WebP: what
 * uploads are) with its stored size. A photo whose size was never stored still goes, without a size (a
 * wrong size would be drawn cropped; without one Facebook measures it on its first fetch). Anything
 * else (an SVG, a photo known to be too small, no photo) gives the site's image.
 */
export function photoImage(origin: string, url: string | null | undefined, alt: string, size: Size = { width: null, height: null }): PreviewImage {
  const ext = url?.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''
  const type = RASTER[ext]
  if (!url || !type) return siteImage(origin)
  const { width, height } = size
  if (width && height) return width < MIN_SIDE || height < MIN_SIDE ? siteImage(origin) : { url: absolute(origin, url), alt, type, width, height }
  return { url: absolute(origin, url), alt, type }
}

type Crumb = { title: string; slug: string }

/** The first cards of the category's listing among `entries` (the answer with `auctions.data`). */
function listedCards(entries: InlineEntry[]): Array<{ name: string; slug: string }> {
  for (const { answer } of entries) {
    const cards = (answer as { auctions?: { data?: unknown } } | null)?.auctions?.data
    if (!Array.isArray(cards)) continue
    return cards.flatMap((c: { name?: unknown; slug?: unknown } | null) => (typeof c?.name === 'string' && typeof c.slug === 'string' ? [{ name: c.name, slug: c.slug }] : []))
  }
  return []
}

/** A category page as schema.org sees it: a CollectionPage with its breadcrumb (root first, as the page draws it). */
export function categoryJsonLd(origin: string, canonical: string, description: string, trail: Crumb[]): Record<string, unknown> {
  const crumbs = [
    { name: pages.homeCrumb, item: `${origin}/` },
    ...trail.map((c, i) => ({ name: c.title, item: `${origin}/kategori/${trail.slice(0, i + 1).map((t) => encodeURIComponent(t.slug)).join('/')}` })),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: trail.at(-1)?.title,
    description,
    url: canonical,
    breadcrumb: { '@type': 'BreadcrumbList', itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, ...c })) },
  }
}

/** The CollectionPage with the lots of its listing's first page (read for the page's HTML) as its ItemList. */
export function withListedLots(jsonLd: Record<string, unknown>, origin: string, entries: InlineEntry[]): Record<string, unknown> {
  const cards = listedCards(entries)
  if (!cards.length) return jsonLd
  return {
    ...jsonLd,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: cards.length,
      itemListElement: cards.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, url: `${origin}/mezat/${encodeURIComponent(c.slug)}` })),
    },
  }
}
