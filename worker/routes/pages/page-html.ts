// Every page of the SPA (storefront §2: the app's paths) as its own HTML: the built index.html with the
// page's meta, skeleton and inline data (worker/html/). wrangler.toml's run_worker_first sends every
// path here except the hashed assets and the public files, which Workers serves directly.
import { COOKIES } from '#common/constants.ts'
import type { Context } from 'hono'
import type { AppEnv } from '../../env.ts'
import { appPage, LEAD_BANNERS_CALL, resolvePage, type InlineEntry, type LeadBanner, type PageMeta } from '../../html/page-meta.ts'
import { renderPage } from '../../html/render-page.ts'
import { withListedLots } from '../../html/link-preview.ts'
import { appPreloads, ENTRY_KEY, LIVE_PANEL_KEY, MANIFEST_PATH, preloadsOf, routePreloads, type Manifest } from '../../html/route-chunks.ts'

const WORKER_PATHS = /^\/(api|__dev|__sim|media)(\/|$)/

/** A browser navigation (or anything asking for HTML); other requests go to the static assets. */
const wantsHtml = (req: Request) =>
  req.headers.get('Sec-Fetch-Dest') === 'document' || (req.headers.get('Accept') ?? '').includes('text/html')

// The manifest changes only with a deploy, and a deploy starts new isolates: read it once per isolate.
let manifest: Promise<Manifest | null> | null = null
const readManifest = (assets: Fetcher, origin: string) =>
  (manifest ??= assets
    .fetch(new URL(MANIFEST_PATH, origin))
    .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : null))
    .catch(() => null))

/** A GET of the app's own API as a guest, answered in-process (no network, same routes and serializers). */
export type ApiFetch = (request: Request) => Promise<Response>

/** The guest answers of `paths`; a call that fails is left out (the page then asks for it itself). */
async function inlineAnswers(apiFetch: ApiFetch, origin: string, paths: string[]): Promise<InlineEntry[]> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      try {
        const res = await apiFetch(new Request(new URL(path, origin), { headers: { Accept: 'application/json' } }))
        return res.ok ? { path, answer: (await res.json()) as unknown } : null
      } catch {
        return null
      }
    }),
  )
  return answers.filter((e): e is InlineEntry => e !== null)
}

/** Photos of the first cards of the listing among `entries` (an answer with `auctions.data`), in order ('' for none). */
export function cardPhotos(entries: InlineEntry[], max = 4): string[] {
  for (const { answer } of entries) {
    const cards = (answer as { auctions?: { data?: unknown } } | null)?.auctions?.data
    if (!Array.isArray(cards)) continue
    return cards.slice(0, max).map((card) => {
      const url = (card as { thumbnail_url?: unknown } | null)?.thumbnail_url
      return typeof url === 'string' ? url : '' // a card without a photo keeps its place
    })
  }
  return []
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** The home's placement-0 banners among `entries`, as its skeleton paints them (a banner without an image is left out, as the app's frame would be empty). */
export function leadBanners(entries: InlineEntry[]): LeadBanner[] {
  const answer = entries.find((e) => e.path === LEAD_BANNERS_CALL)?.answer as { banners?: unknown } | undefined
  if (!Array.isArray(answer?.banners)) return []
  return answer.banners.flatMap((b: Record<string, unknown> | null) => {
    const image = text(b?.banner_image)
    return image
      ? [
          {
            image,
            mobileImage: text(b?.banner_image_mobile),
            title: text(b?.banner_title) ?? '',
            link: text(b?.banner_link),
            bgcolor: text(b?.banner_bgcolor),
          },
        ]
      : []
  })
}

export async function pageHtml(c: Context<AppEnv>, apiFetch: ApiFetch) {
  if (WORKER_PATHS.test(c.req.path)) return c.notFound()
  if (!wantsHtml(c.req.raw)) return c.env.ASSETS.fetch(c.req.raw)
  const url = new URL(c.req.url)
  const template = await c.env.ASSETS.fetch(new URL('/', url))
  if (!template.ok) return template
  let page: PageMeta
  try {
    page = await resolvePage(c.var.db, url)
  } catch (error) {
    // The page's data could not be read: the app still runs from the plain HTML and asks the API itself.
    console.error(JSON.stringify({ level: 'error', requestId: c.var.requestId, msg: 'page meta', path: c.req.path, error: String(error) }))
    page = appPage(url.origin)
  }
  // A member's browser never uses the guest answers (client/lib/inline-data.ts): none are read for them.
  const member = new RegExp(`(?:^|;\\s*)${COOKIES.accessToken}=[^;]`).test(c.req.header('Cookie') ?? '')
  if (member) page = { ...page, data: undefined, api: undefined }
  // The answers the skeleton paints its largest elements from (issue 12: LCP) are read before the HTML
  // starts: a listing's (its first cards' photos) and the home's placement-0 banners, each one
  // in-process call; the page's other answers stream in at the end of <body>.
  const api = page.api ?? []
  const painted = page.skeleton === 'listing' ? api : page.skeleton === 'home' ? api.filter((p) => p === LEAD_BANNERS_CALL) : []
  const rest = api.filter((p) => !painted.includes(p))
  const more = rest.length ? inlineAnswers(apiFetch, url.origin, rest) : Promise.resolve([]) // started now, awaited at the end of <body>
  const first = painted.length ? await inlineAnswers(apiFetch, url.origin, painted) : []
  const inline = more.then((answers) => [...first, ...answers])
  if (page.skeleton === 'listing') page = { ...page, cardPhotos: cardPhotos(first) }
  // A category's CollectionPage lists the lots of its first page, from the same answer (no query of its own).
  if (page.jsonLd?.['@type'] === 'CollectionPage') page = { ...page, jsonLd: withListedLots(page.jsonLd, url.origin, first) }
  if (page.skeleton === 'home') page = { ...page, banners: leadBanners(first) }
  const m = await readManifest(c.env.ASSETS, url.origin)
  const styles = (m?.[ENTRY_KEY]?.css ?? []).filter((f) => f.endsWith('.css'))
  return renderPage(
    template,
    page,
    m ? (page.routeFile ? routePreloads(m, page.routeFile) : appPreloads(m)) : [],
    inline,
    m ? preloadsOf(m, [LIVE_PANEL_KEY]) : [],
    styles,
  )
}
