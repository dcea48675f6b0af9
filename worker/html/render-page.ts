// The built index.html turned into one page's HTML with HTMLRewriter, streaming: its title and
// description, the link preview tags, JSON-LD, the app's and the route's module preloads (inert in a
// <template> that the entry activates once the first screen has loaded), a skeleton of the page inside
// #root that paints before any JavaScript, and the page's data as JSON in a non-executable
// <script type="application/json"> (CSP needs no hash for it).
// Nothing here is an executable inline script.
import { pages } from '#common/messages/pages.ts'
import { homeHero } from '#common/messages/home.ts'
import { APP_PRELOADS_ATTR, INLINE_DATA_ID } from '#common/page-html.ts'
import type { InlineEntry, LeadBanner, PageMeta } from './page-meta.ts'

/**
 * The module preloads of `files`, inert: client/main.tsx moves them into <head> once the page's first
 * screen has loaded (docs/first-visit.md "Scripts after the first screen").
 */
const appPreloadTemplate = (files: string[]) =>
  files.length ? `<template ${APP_PRELOADS_ATTR}>${files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`).join('')}</template>` : ''

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON that cannot end its <script> element or start a comment inside it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`

/**
 * The photos the skeleton paints (an auction's first photo, a listing's first two cards): the page's
 * largest elements. They go first in <head>, before the entry's and the route's module preloads, so that
 * over HTTP/1.1's six connections (wrangler dev, old proxies) they are not queued behind ~25 scripts.
 */
function photoPreloads(page: PageMeta): string {
  const link = (href: string, media?: string) => `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`
  const photos = [page.hero?.photo, ...(page.cardPhotos ?? []).slice(0, 2)].filter((u): u is string => !!u)
  // The home's first banner: the image its <picture> picks at the viewport's width.
  const banner = page.banners?.[0]
  const bannerLinks = !banner ? [] : banner.mobileImage ? [link(banner.mobileImage, PHONE), link(banner.image, WIDE)] : [link(banner.image)]
  return [...photos.map((href) => link(href)), ...bannerLinks].join('')
}

/** The preview's picture with its type and size (docs/first-visit.md "Link previews"); a size only when known. */
function imageTags(image: PageMeta['image']): string {
  const tags = [meta('property', 'og:image', image.url)]
  if (image.type) tags.push(meta('property', 'og:image:type', image.type))
  if (image.width && image.height) tags.push(meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height)))
  tags.push(meta('property', 'og:image:alt', image.alt))
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt))
  return tags.join('')
}

function headTags(page: PageMeta, preloads: string[]): string {
  const tags: string[] = []
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`)
  else tags.push(meta('name', 'robots', 'noindex'))
  tags.push(meta('property', 'og:type', page.ogType), meta('property', 'og:title', page.title), meta('property', 'og:description', page.description))
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical))
  tags.push(imageTags(page.image))
  tags.push(meta('name', 'twitter:title', page.title), meta('name', 'twitter:description', page.description))
  const offer = page.jsonLd?.offers as { price?: string } | undefined
  if (offer?.price) tags.push(meta('property', 'product:price:amount', offer.price), meta('property', 'product:price:currency', 'TRY'))
  tags.push(appPreloadTemplate(preloads))
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`)
  return tags.join('')
}

// The skeleton copies the layout of the shell and of each kind of page (same boxes, same heights), so the
// app's first render takes their place without moving anything. Classes are the app's own Tailwind ones.
const header = () =>
  '<div class="hidden h-8 bg-brand-900 sm:block"></div>' +
  '<div class="relative z-30 border-b border-line bg-white">' +
  '<div class="container-page flex h-16 items-center gap-4"><a href="/" class="text-xl font-extrabold tracking-tight text-brand-900">Mezat</a>' +
  '<div class="mx-auto hidden h-11 max-w-xl flex-1 rounded-full bg-slate-100 md:block"></div></div>' +
  '<div class="container-page pb-3 md:hidden"><div class="h-11 rounded-full bg-slate-100"></div></div>' +
  '<div class="hidden border-t border-line lg:block"><div class="h-12"></div></div></div>'

const bar = (cls: string) => `<div class="animate-pulse rounded-md bg-slate-200 ${cls}"></div>`

function auctionSkeleton(page: PageMeta): string {
  const hero = page.hero
  const photo = hero?.photo
    ? `<img src="${escapeHtml(hero.photo)}" alt="${escapeHtml(pages.auctionImageAlt(hero.name))}" class="size-full object-contain" fetchpriority="high" decoding="async" />`
    : ''
  return (
    // The status band (live / countdown) and the breadcrumb sit above the photo, as on the page.
    '<div class="h-12 bg-brand-900"></div>' +
    `<div class="container-page space-y-5 pt-4 pb-12 sm:pt-5"><div class="flex h-4 items-center sm:h-5">${bar('h-3 w-2/3')}</div><div class="grid grid-cols-1 gap-5 lg:grid-cols-12 lg:gap-8">` +
    `<div class="min-w-0 lg:col-span-7"><div class="aspect-square overflow-hidden rounded-card bg-slate-100 ring-1 ring-line">${photo}</div></div>` +
    '<div class="min-w-0 space-y-4 lg:col-span-5">' +
    bar('h-4 w-24') +
    (hero ? `<p class="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">${escapeHtml(hero.name)}</p>` : bar('h-8 w-3/4')) +
    `<div class="space-y-3 rounded-card bg-white p-4 ring-1 ring-line sm:p-5"><p class="text-sm text-ink-muted">${escapeHtml(pages.priceLoading)}</p>` +
    (hero ? `<p class="tabular text-3xl font-extrabold text-brand-900">${escapeHtml(hero.price)}</p>` : bar('h-9 w-1/2')) +
    bar('h-12 w-full') +
    '</div></div></div></div>'
  )
}

const cards = (n: number) =>
  '<div class="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">' +
  Array.from({ length: n }, () => '<div class="space-y-2 rounded-card bg-white p-2 ring-1 ring-line"><div class="aspect-square animate-pulse rounded-lg bg-slate-100"></div>' + bar('h-4 w-3/4') + bar('h-5 w-1/2') + '</div>').join('') +
  '</div>'

/**
 * A listing's cards with the first ones' photos, boxed like the app's card (auction-card.tsx: the photo
 * fills the card's width): the photos are the page's largest elements, and here they paint from the HTML
 * instead of after the app's JavaScript has run (LCP). Decorative, as on the card.
 */
const photoCard = (photo: string | undefined, i: number) =>
  `<div class="overflow-hidden rounded-card bg-white ring-1 ring-line"><div class="aspect-square bg-slate-100">${
    photo ? `<img src="${escapeHtml(photo)}" alt="" width="400" height="400" class="size-full object-cover" decoding="async"${i < 2 ? ' fetchpriority="high"' : ''} />` : ''
  }</div><div class="space-y-2 p-2.5">${bar('h-4 w-3/4')}${bar('h-5 w-1/2')}</div></div>`
const photoCards = (n: number, photos: string[]) =>
  '<div class="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">' + Array.from({ length: n }, (_, i) => photoCard(photos[i], i)).join('') + '</div>'

/**
 * A category page's frame as the app draws it (listing-layout.tsx, category-sidebar.tsx, listing-grid.tsx):
 * breadcrumb and lead as bars of their line heights, the category's name as its <h1>, the sidebar (on
 * phones two rows of chips and the search form above the cards, from lg up a 15rem column beside them)
 * as placeholders of the same heights, then the cards in the app's grid: the first cards' photos land
 * where the app draws them.
 */
function categorySkeleton(page: PageMeta): string {
  const chips = (n: number) => `<div class="flex gap-1.5 overflow-hidden pb-1 lg:block lg:space-y-0.5">${Array.from({ length: n }, () => '<div class="h-8 w-28 shrink-0 rounded-full bg-white ring-1 ring-line lg:w-full lg:rounded-control lg:bg-slate-100 lg:ring-0"></div>').join('')}</div>`
  const box = 'lg:rounded-card lg:bg-white lg:p-3 lg:ring-1 lg:ring-line'
  const photos = page.cardPhotos ?? []
  const grid =
    '<div class="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">' +
    Array.from({ length: 8 }, (_, i) => photoCard(photos[i], i)).join('') +
    '</div>'
  return (
    '<div class="container-page py-5 sm:py-7">' +
    `<div class="mb-3 flex h-4 items-center sm:h-5">${bar('h-3 w-32')}</div>` +
    '<div class="mb-5">' +
    `<h1 class="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"><span class="h-7 w-1.5 rounded-full bg-accent-500"></span>${escapeHtml(page.heading ?? '')}</h1>` +
    `<div class="mt-1.5 flex h-5 items-center sm:h-6">${bar('h-3.5 w-40')}</div></div>` +
    '<div class="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">' +
    `<div class="min-w-0 space-y-2.5 lg:space-y-4"><div class="${box}">${chips(2)}</div><div class="${box}">${chips(4)}</div><div class="${box}"><div class="h-10 rounded-control bg-white ring-1 ring-line"></div></div></div>` +
    `<div class="min-w-0 space-y-5">${grid}</div>` +
    '</div></div>'
  )
}

const listingSkeleton = (page: PageMeta) =>
  page.heading !== undefined
    ? categorySkeleton(page)
    : `<div class="container-page space-y-4 pt-6 pb-12">${bar('h-7 w-48')}${page.cardPhotos?.length ? photoCards(8, page.cardPhotos) : cards(8)}</div>`
/** Media queries of a banner's phone and wide images (client/features/storefront/components/banners.tsx). */
const PHONE = '(max-width: 649px)'
const WIDE = '(min-width: 650px)'
const COLOUR = /^#[0-9a-f]{3,8}$/i

/**
 * The home's placement-0 banners as the app draws them (banners.tsx `InlineBanners`: same grid, frame and
 * <picture>), with their images: at 390 px the largest thing above the fold, painted from the HTML (LCP).
 * A link only to the site's own paths (the app opens others in a new tab once it runs).
 */
function leadBanners(banners: LeadBanner[]): string {
  if (!banners.length) return ''
  const items = banners.map((b, i) => {
    const frame = b.mobileImage ? 'aspect-[2/1] min-[650px]:aspect-[4/1]' : 'aspect-[4/1]'
    const picture =
      '<picture>' +
      (b.mobileImage ? `<source media="${PHONE}" srcset="${escapeHtml(b.mobileImage)}" />` : '') +
      `<img src="${escapeHtml(b.image)}" alt="${escapeHtml(b.title)}" decoding="async"${i === 0 ? ' fetchpriority="high"' : ''} class="block w-full object-cover ${frame}" />` +
      '</picture>'
    const inner = `<div${b.bgcolor && COLOUR.test(b.bgcolor) ? ` style="background:${b.bgcolor}"` : ''}>${picture}</div>`
    const cls = 'block overflow-hidden rounded-card shadow-card ring-1 ring-line'
    return b.link && /^\/(?!\/)/.test(b.link) ? `<a href="${escapeHtml(b.link)}" class="${cls}">${inner}</a>` : `<div class="${cls}">${inner}</div>`
  })
  return `<div class="grid gap-3${banners.length > 1 ? ' sm:grid-cols-2' : ''}">${items.join('')}</div>`
}

/**
 * The home's hero as the app draws it (client/routes/index.tsx `HomePage`, same classes and sentences),
 * then its placement-0 banners, the category strip and the featured cards as placeholders.
 */
const homeSkeleton = (page: PageMeta) =>
  '<section class="relative overflow-hidden bg-brand-900 text-white">' +
  '<div aria-hidden="true" class="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgb(95_120_200/0.45),transparent_45%),radial-gradient(circle_at_0%_100%,rgb(63_88_176/0.5),transparent_50%)]"></div>' +
  '<div class="relative container-page py-8 sm:py-12 lg:py-14"><div class="max-w-2xl">' +
  `<h1 class="text-[1.75rem] leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-display">${escapeHtml(homeHero.heroTitle)}</h1>` +
  `<p class="mt-3 text-base text-brand-100 sm:text-lg">${escapeHtml(homeHero.heroLead)}</p>` +
  // buttonClass('accent', 'lg') of client/components/ui/button.tsx
  `<div class="mt-6 flex flex-wrap gap-3"><a href="/gunun_mezatlari" class="inline-flex select-none items-center justify-center rounded-control font-semibold whitespace-nowrap bg-accent-400 text-brand-950 shadow-sm h-12 px-6 text-base gap-2">${escapeHtml(homeHero.heroCta)}</a>` +
  // the hero's second link, buttonClass('secondary', 'lg') as client/routes/index.tsx draws it
  `<a href="/canli-mezatlar" class="inline-flex select-none items-center justify-center rounded-control font-semibold whitespace-nowrap bg-white text-brand-800 ring-1 ring-inset ring-line-strong shadow-sm h-12 px-6 text-base gap-2">${escapeHtml(homeHero.liveShowsCta)}</a></div></div>` +
  `<ul class="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-100">${homeHero.trust.map((label) => `<li class="flex items-center gap-2"><span class="size-4"></span>${escapeHtml(label)}</li>`).join('')}</ul>` +
  '</div></section>' +
  `<div class="container-page space-y-10 pt-6 pb-12 sm:space-y-14">${leadBanners(page.banners ?? [])}` +
  `<div class="flex gap-2 overflow-hidden">${Array.from({ length: 7 }, () => '<div class="h-10 w-28 shrink-0 animate-pulse rounded-full bg-slate-200/80"></div>').join('')}</div>` +
  `${cards(4)}</div>`
const pageSkeleton = () => `<div class="container-page space-y-4 pt-6 pb-12">${bar('h-7 w-56')}${bar('h-4 w-full')}${bar('h-4 w-5/6')}${bar('h-4 w-2/3')}</div>`

export function skeletonHtml(page: PageMeta): string {
  const body = page.skeleton === 'auction' ? auctionSkeleton(page) : page.skeleton === 'listing' ? listingSkeleton(page) : page.skeleton === 'home' ? homeSkeleton(page) : pageSkeleton()
  return `<div class="flex min-h-dvh flex-col" aria-busy="true">${header()}<main class="flex-1"><p class="sr-only">${escapeHtml(pages.loading)}</p>${body}</main></div>`
}

/**
 * The page's HTML from the built index.html (`template`); never cached by browsers or the edge. The head
 * and the skeleton stream out at once; `inline` (the page's data) is awaited only at the end of <body>,
 * while the browser already fetches the scripts and styles (module scripts run after the whole document).
 */
const onAir = (entries: InlineEntry[]) => entries.some((e) => e.path.startsWith('/api/live_session/') && Array.isArray(e.answer) && e.answer.length > 0)

/**
 * `audience`: whose answers `inline` holds; a member's block says so (`member: true`), and only a browser
 * holding a member's token takes it (client/lib/inline-data.ts).
 * `livePanel`: the chunks of the live stream area's session panel, preloaded (with the data, at the end
 * of <body>) only when the page's inline data has a session on air; otherwise the page never loads them.
 */
export function renderPage(
  template: Response,
  page: PageMeta,
  preloads: string[],
  inline: Promise<InlineEntry[]> = Promise.resolve([]),
  livePanel: string[] = [],
  styles: string[] = [],
  audience: 'guest' | 'member' = 'guest',
): Response {
  const member = audience === 'member'

  // The entry's stylesheet (render-blocking: nothing paints before it) moves to the top of <head>, before
  // the photo preloads and the entry's ~10 module preloads that Vite writes above it: over HTTP/1.1's six
  // connections it was queued behind them (~0.2 s later first paint under the bench's throttling).
  const styleLinks = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`).join('')
  const rewritten = new HTMLRewriter()
    .on('title', { element: (e) => void e.setInnerContent(page.title) })
    .on('meta[name="description"]', { element: (e) => void e.setAttribute('content', page.description) })
    // After the viewport's meta: a preload's media query is read against the viewport as it is then.
    .on('meta[name="viewport"]', { element: (e) => void e.after(styleLinks + photoPreloads(page), { html: true }) })
    .on('link[rel="stylesheet"]', {
      element: (e) => {
        if (styles.includes((e.getAttribute('href') ?? '').replace(/^\//, ''))) e.remove()
      },
    })
    .on('head', { element: (e) => void e.append(headTags(page, preloads), { html: true }) })
    .on('div#root', { element: (e) => void e.setInnerContent(skeletonHtml(page), { html: true }) })
    .on('body', {
      element: (e) =>
        e.onEndTag(async (end) => {
          const entries = [...(page.data ?? []), ...(await inline)]
          if (onAir(entries)) end.before(appPreloadTemplate(livePanel), { html: true })
          if (entries.length) end.before(`<script type="application/json" id="${INLINE_DATA_ID}">${scriptJson(member ? { member, entries } : { entries })}</script>`, { html: true })
        }),
    })
    .transform(template)
  const headers = new Headers(rewritten.headers)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  // A member's page carries the member's own answers: kept by no cache, not even the browser's.
  headers.set('Cache-Control', member ? 'private, no-store' : 'no-cache')
  headers.delete('ETag')
  headers.delete('Content-Length')
  // The template's own headers come from client/public/_headers for "/", whose CSP forbids framing; this
  // page's policy is the worker's (worker/middleware/security.ts: /paymentresult/* may be framed by us).
  headers.delete('Content-Security-Policy')
  return new Response(rewritten.body, { status: page.status, headers })
}
