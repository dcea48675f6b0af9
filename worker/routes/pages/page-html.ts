// Every page of the SPA (the app's paths) as its own HTML: the built index.html with the
// page's meta, skeleton and inline data (worker/html/). wrangler.toml's run_worker_first sends every
// path here except the hashed assets and the public files, which Workers serves directly.
import { COOKIES } from '#common/constants.ts'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv, Env } from '../../env.ts'
import { authenticate, withSharedSessions } from '../../domain/member/auth.ts'
import { appPage, LEAD_BANNERS_CALL, pageCalls, resolvePage, type InlineEntry, type LeadBanner, type PageMeta } from '../../html/page-meta.ts'
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

/** A GET of the app's own API, answered in-process (no network, same routes and serializers); `env` for a member's calls (withSharedSessions). */
export type ApiFetch = (request: Request, env?: Env) => Promise<Response>

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

/** The member's access token of a navigation (its cookie), or null for a guest. */
function accessTokenOf(c: Context<AppEnv>): string | null {
  return getCookie(c, COOKIES.accessToken) || null
}

/** The page's meta, or the plain app page when its data cannot be read (the app then asks the API itself). */
async function pageMeta(c: Context<AppEnv>, url: URL): Promise<PageMeta> {
  try {
    return await resolvePage(c.var.db, url)
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', requestId: c.var.requestId, msg: 'page meta', path: c.req.path, error: String(error) }))
    return appPage(url.origin)
  }
}

/** The answers the skeleton paints its largest elements from, read before the HTML starts (LCP). */
const paintedCall = (page: PageMeta, path: string) =>
  page.skeleton === 'listing' ? path.startsWith('/api/auctions?') : page.skeleton === 'home' && path === LEAD_BANNERS_CALL

/**
 * A guest's page: its calls start beside the page's own read (both one D1 round trip, so the page waits
 * one); the painted answers are awaited before the HTML starts, the rest at the end of <body>.
 */
async function guestPage(c: Context<AppEnv>, apiFetch: ApiFetch, url: URL) {
  const calls = pageCalls(url)
  const started = new Map(calls.map((path) => [path, inlineAnswers(apiFetch, url.origin, [path])]))
  let page = await pageMeta(c, url)
  const painted = calls.filter((p) => paintedCall(page, p))
  const first = (await Promise.all(painted.map((p) => started.get(p) as Promise<InlineEntry[]>))).flat()
  const inline = Promise.all(calls.filter((p) => !painted.includes(p)).map((p) => started.get(p) as Promise<InlineEntry[]>)).then((rest) => [...first, ...rest.flat()])
  if (page.skeleton === 'listing') page = { ...page, cardPhotos: cardPhotos(first) }
  // A category's CollectionPage lists the lots of its first page, from the same answer (no query of its
  // own); a link with ?type or ?q lists other lots than the category's page, and lists none.
  const plainListing = !url.searchParams.has('type') && !url.searchParams.has('q')
  if (page.jsonLd?.['@type'] === 'CollectionPage' && plainListing) page = { ...page, jsonLd: withListedLots(page.jsonLd, url.origin, first) }
  if (page.skeleton === 'home') page = { ...page, banners: leadBanners(first) }
  return { page, inline }
}

/**
 * A member's page: the session is looked up once, beside the page's own read; then every call of the
 * first screen is answered in-process with the member's token, sharing that lookup (withSharedSessions),
 * so the member's data waits two round trips and the browser asks nothing for its first screen. Their
 * answers are the member's own: the HTML is then private and never stored (render-page.ts).
 */
async function memberPage(c: Context<AppEnv>, apiFetch: ApiFetch, url: URL, token: string) {
  const env = withSharedSessions(c.env)
  const [meta] = await Promise.all([pageMeta(c, url), authenticate(c.var.db, env, token).catch(() => null)])
  const calls = [...pageCalls(url, true), ...(meta.memberCalls ?? [])]
  const page: PageMeta = { ...meta, data: undefined }
  const inline = inlineAnswers((request) => apiFetch(withToken(request, token), env), url.origin, calls)
  return { page, inline }
}

const withToken = (request: Request, token: string) => {
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return new Request(request, { headers })
}

export async function pageHtml(c: Context<AppEnv>, apiFetch: ApiFetch) {
  if (WORKER_PATHS.test(c.req.path)) return c.notFound()
  if (!wantsHtml(c.req.raw)) return c.env.ASSETS.fetch(c.req.raw)
  const url = new URL(c.req.url)
  const template = await c.env.ASSETS.fetch(new URL('/', url))
  if (!template.ok) return template
  const token = accessTokenOf(c)
  const { page, inline } = token ? await memberPage(c, apiFetch, url, token) : await guestPage(c, apiFetch, url)
  const m = await readManifest(c.env.ASSETS, url.origin)
  const styles = (m?.[ENTRY_KEY]?.css ?? []).filter((f) => f.endsWith('.css'))
  return renderPage(
    template,
    page,
    m ? (page.routeFile ? routePreloads(m, page.routeFile) : appPreloads(m)) : [],
    inline,
    m ? preloadsOf(m, [LIVE_PANEL_KEY]) : [],
    styles,
    token ? 'member' : 'guest',
  )
}
