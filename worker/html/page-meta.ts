// What each storefront page is, for its HTML ("First visit on a Turkish phone"): title, description,
// canonical URL, the link preview (Open Graph, Twitter card), schema.org JSON-LD, which skeleton paints
// before the app's JavaScript, and the page's data inline. Reads go through the same domain functions
// and serializers as the API, so the inline data is exactly the guest's API answer (parsed in the browser
// by the same schema). Decisions: docs/first-visit.md.
import { ApiError } from '#common/errors.ts'
import { pages } from '#common/messages/pages.ts'
import { formatLira } from '#common/money.ts'
import type { Db } from '../db/client.ts'
import { loadAuctionDetail } from '../domain/auctions/auction-detail.ts'
import { blog } from '../domain/content/blog.ts'
import { sellerProfile } from '../domain/auctions/member-lists.ts'
import { findCategory } from '../domain/auctions/storefront.ts'
import { supportCentre } from '../domain/content/support-centre.ts'
import { toAuctionDetailAnswer } from '../resources/auction-detail.ts'
import type { InlineEntry } from './inline-entry.ts'
import { absolute, categoryJsonLd, photoImage, siteImage, type PreviewImage } from './link-preview.ts'

const m = pages

export type Skeleton = 'auction' | 'listing' | 'home' | 'page'

export type { InlineEntry }

/** A banner of the home's placement 0 as its skeleton paints it (the fields of the banners answer it reads). */
export type LeadBanner = { image: string; mobileImage?: string; title: string; link?: string; bgcolor?: string }

/** The home's inline banners (placement 0): at 390 px the largest thing above the fold once the popup waits (LCP). */
export const LEAD_BANNERS_CALL = '/api/banners/0'

/** The shell's own calls (header categories, footer), on every page that carries data. */
const SHELL_CALLS = ['/api/categories', '/api/footer']
/** Home (client/routes/index.tsx loader and sections): the calls of its first screen and lists. */
const HOME_CALLS = [
  ...SHELL_CALLS,
  '/api/showcaseauctions?page=1',
  '/api/auctions?page=1',
  LEAD_BANNERS_CALL,
  '/api/banners/1',
  '/api/banners/2',
  '/api/banners/5',
  '/api/carousels/anasayfa',
  '/api/videos/anasayfa',
  '/api/live_session/index',
]
/** A member's own calls on every page that carries data (the header's account menu). */
const MEMBER_CALLS = ['/api/user']

const pathOf = (url: URL) => decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/'

/** The calls of a category page's first screen (client/features/storefront/components/category-page.tsx). */
function categoryCalls(url: URL, slugs: string[]): string[] {
  const slug = slugs.at(-1)
  if (!slug) return []
  // The listing as the route asks for it (client/routes/kategori.$.tsx): page 1 of open auctions, or of
  // ?type=past, with the search ?q when it has 2 letters or more (the route's own rule).
  const type = url.searchParams.get('type') === 'past' ? 'past' : 'open' // the route reads anything else as open
  const raw = url.searchParams.get('q') ?? ''
  const q = raw.length <= 255 ? raw.trim() : ''
  const listing = new URLSearchParams({ category: slug, type, ...(q.length >= 2 ? { q } : {}), page: '1' })
  return [
    ...SHELL_CALLS,
    `/api/live_session/${encodeURIComponent(slugs[0] ?? slug)}`,
    `/api/banners/3/${encodeURIComponent(slug)}`,
    `/api/auctions?${listing}`,
  ]
}

const enc = encodeURIComponent
/** The lists of the showcase pages (client/features/storefront/components/showcase-page.tsx). */
const SHOWCASES: Record<string, string> = { gunun_mezatlari: '/api/showdaily', gelecek_mezatlar: '/api/shownext', firsatlar: '/api/showhot' }

/** A showcase page's calls: its list (optionally of the last category in its path) and its placement-3 banners. */
function showcaseCalls(list: string, segments: string[]): string[] {
  const category = segments.slice(0, 3).at(-1)
  return [...SHELL_CALLS, category ? `${list}?category=${enc(category)}&page=1` : `${list}?page=1`, `/api/banners/3${category ? `/${enc(category)}` : ''}`]
}

/** The first-screen calls of the pages other than the home and an auction, by the path's first segment. */
function sectionCalls(url: URL, head: string, rest: string[]): string[] {
  const list = SHOWCASES[head]
  if (list) return showcaseCalls(list, rest)
  switch (head) {
    case 'kategori':
      return categoryCalls(url, rest.slice(0, 3))
    case 'profil':
      return rest[0] ? [...SHELL_CALLS, `/api/profil/${enc(rest[0])}?page=1`] : []
    case 'blog':
      return [...SHELL_CALLS, ['/api/blog', ...rest.slice(0, 2).map(enc)].join('/')]
    case 'destekmerkezi':
      return [...SHELL_CALLS, rest[0] ? `/api/support/${enc(rest[0])}` : '/api/support']
    case 'kategoriler':
      return SHELL_CALLS
    default:
      return []
  }
}

/**
 * The API calls of a page's first screen that its address alone names, answered inline for a guest (and,
 * with MEMBER_CALLS and the page's own `memberCalls`, for a member): known before the page's own read, so
 * they run beside it and the page waits one D1 round trip, not two (docs/first-visit.md "One step").
 */
export function pageCalls(url: URL, member = false): string[] {
  let path: string
  try {
    path = pathOf(url)
  } catch {
    return [] // a malformed address: the plain app page (resolvePage fails the same way)
  }
  const [head, ...rest] = path.split('/').filter(Boolean)
  const guest = path === '/' ? HOME_CALLS : head === 'mezat' ? (rest.length === 1 ? SHELL_CALLS : []) : sectionCalls(url, head ?? '', rest)
  return member && guest.length ? [...guest, ...MEMBER_CALLS] : guest
}

export type PageMeta = {
  status: 200 | 404
  title: string
  description: string
  /** Absolute URL without tracking parameters; absent on pages that must not be indexed. */
  canonical?: string
  ogType: 'website' | 'product' | 'article'
  /** The link preview's picture: every page has one (the site's own when the page has no raster photo). */
  image: PreviewImage
  jsonLd?: Record<string, unknown>
  skeleton: Skeleton
  /** The route file whose lazy chunk the page needs (modulepreloaded next to the entry). */
  routeFile?: string
  /** API answers already read for the page (the auction's), keyed by the path the client calls. */
  data?: InlineEntry[]
  /** A member's calls that need what the page's read found (the auction's id), inline for a member (page-html.ts). */
  memberCalls?: string[]
  /** A listing's first cards' photos, painted in the skeleton's cards (page-html.ts fills them from the inline listing). */
  cardPhotos?: string[]
  /** The home's first inline banners (placement 0), painted in the skeleton from the inline banners answer (page-html.ts). */
  banners?: LeadBanner[]
  /** A category page's own name: its skeleton draws the category page's frame (title, sidebar) around the cards. */
  heading?: string
  /** The auction's first photo and name, painted in the skeleton (the page's largest element). */
  hero?: { name: string; photo?: string; price: string }
}

const plain = (text: string, max = 300) => {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

const site = (origin: string, path: string, skeleton: Skeleton, routeFile?: string): PageMeta => ({
  status: 200,
  title: m.siteTitle,
  description: m.siteDescription,
  canonical: `${origin}${path}`,
  ogType: 'website',
  image: siteImage(origin),
  skeleton,
  routeFile,
})

const named = (origin: string, path: string, title: string, description: string, skeleton: Skeleton, routeFile?: string): PageMeta => ({
  ...site(origin, path, skeleton, routeFile),
  title: m.title(title),
  description,
})

/** The pages whose meta never changes, by their path's first segment: title, description, skeleton, route file. */
const FIXED_PAGES = new Map<string, [title: string, description: string, skeleton: Skeleton, routeFile: string]>([
  ['gunun_mezatlari', [m.dailyTitle, m.dailyDescription, 'listing', 'gunun_mezatlari.$.tsx']],
  ['gelecek_mezatlar', [m.upcomingTitle, m.upcomingDescription, 'listing', 'gelecek_mezatlar.$.tsx']],
  ['canli-mezatlar', [m.liveShowsTitle, m.liveShowsDescription, 'page', 'canli-mezatlar.tsx']],
  ['firsatlar', [m.dealsTitle, m.dealsDescription, 'listing', 'firsatlar.$.tsx']],
  ['kategoriler', [m.categoriesTitle, m.categoriesDescription, 'page', 'kategoriler.tsx']],
  ['markalar', [m.brandsTitle, m.brandsDescription, 'page', 'markalar.tsx']],
  ['iletisim', [m.contactTitle, m.siteDescription, 'page', 'iletisim.tsx']],
  ['dogrula', [m.verifyTitle, m.verifyDescription, 'page', 'dogrula.tsx']],
  ['hakkimizda', [m.aboutTitle, m.siteDescription, 'page', 'hakkimizda.tsx']],
])

/** The page served when the thing named in the path does not exist: the app shows its own message. */
const missing = (origin: string, skeleton: Skeleton, routeFile?: string): PageMeta => ({ ...site(origin, '/', skeleton, routeFile), status: 404, canonical: undefined })

const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404

/** What a lot's preview says: an open lot invites bids; a closed one says it was sold, or ended unsold. */
function auctionState(answer: ReturnType<typeof toAuctionDetailAnswer>, price: string, category: string) {
  const a = answer.data
  if (!a.closed_at) return { description: m.auctionDescription(a.name, price, category), availability: 'https://schema.org/InStock' }
  if (answer.sold_via === 'unsold') return { description: m.auctionEndedDescription(a.name, category), availability: 'https://schema.org/Discontinued' }
  return { description: m.auctionSoldDescription(a.name, price, category), availability: 'https://schema.org/SoldOut' }
}

async function auctionPage(db: Db, origin: string, slug: string, now: number): Promise<PageMeta> {
  const detail = await loadAuctionDetail(db, slug, null, now)
  const answer = toAuctionDetailAnswer(detail, undefined, now)
  const a = answer.data
  const price = formatLira(a.current_price)
  const category = a.category_3_title || a.category_2_title || a.category_1_title || ''
  const photos = a.auction_image.map((p) => p.public_url).filter((u): u is string => !!u)
  const canonical = `${origin}/mezat/${encodeURIComponent(a.slug)}`
  const { description, availability } = auctionState(answer, price, category)
  const first = detail.images[0]
  return {
    status: 200,
    title: m.title(a.name),
    description,
    canonical,
    ogType: 'product',
    image: photoImage(origin, photos[0], m.auctionImageAlt(a.name), { width: first?.width ?? null, height: first?.height ?? null }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: a.name,
      description: plain(a.description) || undefined,
      image: photos.map((u) => absolute(origin, u)),
      category: category || undefined,
      url: canonical,
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: 'TRY',
        price: a.current_price.toFixed(2),
        availability,
        seller: { '@type': 'Organization', name: a.seller.title },
      },
    },
    skeleton: 'auction',
    routeFile: 'mezat.$slug.tsx',
    data: [{ path: `/api/auctions/${encodeURIComponent(a.slug)}`, answer }],
    // The member's own view of the lot (their bids, watch, automatic bid, pre-information), read by the
    // page for a member in place of the guest answer above (client/routes/mezat.$slug.tsx).
    memberCalls: [
      `/api/auctions/${encodeURIComponent(a.slug)}`,
      `/api/autobid/${a.id}`,
      `/api/auctions/${a.id}/preinfo`,
      // Whether the member follows the seller ("Takip et" in the seller box).
      ...(a.seller.slug ? [`/api/sellers/${encodeURIComponent(a.seller.slug)}/follow`] : []),
    ],
    hero: { name: a.name, photo: photos[0], price },
  }
}

/**
 * The page for a path. Unknown things (an auction, category, seller, blog page that does not exist) give a
 * 404 page with the site's meta; the app then shows its own not-found message as before.
 */
export async function resolvePage(db: Db, url: URL, now = Date.now()): Promise<PageMeta> {
  const origin = url.origin
  const path = pathOf(url)
  const parts = path.split('/').filter(Boolean)
  const [head, ...rest] = parts
  try {
    if (path === '/') return { ...site(origin, '/', 'home', 'index.tsx'), jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Mezat', url: `${origin}/`, potentialAction: { '@type': 'SearchAction', target: `${origin}/ara?q={q}`, 'query-input': 'required name=q' } } }
    const fixed = head === undefined ? undefined : FIXED_PAGES.get(head)
    if (fixed) return named(origin, `/${head}`, ...fixed)
    switch (head) {
      case 'mezat':
        if (rest.length === 1 && rest[0]) return await auctionPage(db, origin, rest[0], now)
        break
      case 'kategori': {
        const slugs = rest.slice(0, 3)
        const slug = slugs.at(-1)
        if (!slug) break
        const { category, trail } = await findCategory(db, slug)
        const page = named(origin, `/kategori/${slugs.map(encodeURIComponent).join('/')}`, category.title, m.categoryDescription(category.title), 'listing', 'kategori.$.tsx')
        return {
          ...page,
          // Its lots are added from the listing once read (withListedLots, worker/routes/pages/page-html.ts).
          jsonLd: categoryJsonLd(origin, page.canonical ?? '', page.description, trail),
          heading: category.title,
        }
      }
      case 'ara': {
        const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
        // Search results are not indexed: no canonical, the robots meta says so (docs/first-visit.md).
        return { ...named(origin, '/ara', m.searchTitle(q), m.searchDescription(q), 'listing', 'ara.tsx'), canonical: undefined }
      }
      case 'marka':
        if (rest[0]) return named(origin, `/marka/${encodeURIComponent(rest[0])}`, rest[0], m.brandDescription(rest[0]), 'listing', 'marka.$slug.tsx')
        break
      case 'profil': {
        if (!rest[0]) break
        const { seller } = await sellerProfile(db, rest[0], 1, now)
        return {
          ...named(origin, `/profil/${encodeURIComponent(rest[0])}`, seller.title, m.sellerDescription(seller.title), 'listing', 'profil.$sellerSlug.tsx'),
          ogType: 'website',
          // Whether the member follows this seller: the profile's "Takip et" reads it with the page.
          memberCalls: [`/api/sellers/${encodeURIComponent(rest[0])}/follow`],
        }
      }
      case 'blog': {
        const [categorySlug, pageSlug] = rest
        const b = await blog(db, categorySlug, pageSlug, now)
        if (b.page)
          return {
            ...named(origin, `/blog/${rest.slice(0, 2).map(encodeURIComponent).join('/')}`, b.page.page_title, plain(b.page.page_description, 200) || m.blogDescription, 'page', 'blog.$.tsx'),
            ogType: 'article',
            image: photoImage(origin, b.page.page_image, b.page.page_title),
          }
        const title = b.selected ? `${b.selected.title} · ${m.blogTitle}` : m.blogTitle
        return named(origin, b.selected ? `/blog/${encodeURIComponent(b.selected.slug)}` : '/blog', title, m.blogDescription, 'page', 'blog.$.tsx')
      }
      case 'destekmerkezi': {
        const s = await supportCentre(db, rest[0])
        const topic = s.selected?.title ?? m.supportTitle
        const title = s.selected ? `${s.selected.title} · ${m.supportTitle}` : m.supportTitle
        return named(origin, rest[0] ? `/destekmerkezi/${encodeURIComponent(rest[0])}` : '/destekmerkezi', title, m.supportDescription(topic), 'page', 'destekmerkezi.$.tsx')
      }
    }
  } catch (e) {
    if (isNotFound(e)) return missing(origin, 'page')
    throw e
  }
  return appPage(origin)
}

/** Every other path (member area, checkout, the console, unknown paths) is the app itself: the site's
 *  meta, never indexed, no data inline (it may be a member's). */
export const appPage = (origin: string): PageMeta => ({ ...site(origin, '/', 'page'), canonical: undefined })
