// The chunks of a route, read from Vite's build manifest (vite.config.ts writes build-manifest.json):
// the entry's are already in index.html; a page's HTML adds its route's lazy chunk and that chunk's
// static imports as modulepreload, so the browser fetches them beside the entry instead of after it.
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

export const MANIFEST_PATH = '/build-manifest.json'
export const ENTRY_KEY = 'index.html'
/**
 * The app behind the entry, the entry's one dynamic import: client/main.tsx imports it once the skeleton
 * has painted, so Vite writes no preloads for it into index.html. Every page's HTML preloads it
 * (appPreloads), and a first visit's JavaScript is the entry's, the app's and the route's
 * (tests/e2e/bundle-budget.ts). vite.config.ts puts the app's whole static graph in that one chunk.
 */
export const appKeys = (manifest: Manifest): string[] => manifest[ENTRY_KEY]?.dynamicImports ?? []

/** `keys` and every chunk they import statically, in first-seen order. */
export function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    for (const next of chunk.imports ?? []) walk(next)
  }
  keys.forEach(walk)
  return [...seen]
}

/** Every chunk a first visit to a page of `routeFile` loads: the entry, the app and the route, with their static imports. */
export const firstVisitKeys = (manifest: Manifest, routeFile: string): string[] =>
  closure(manifest, [ENTRY_KEY, ...appKeys(manifest), ...routeKeys(manifest, routeFile)])

/** Manifest keys of a route file's lazy chunks (`routes/mezat.$slug.tsx?tsr-split=…`). */
export const routeKeys = (manifest: Manifest, routeFile: string) =>
  Object.keys(manifest).filter((k) => k.startsWith(`routes/${routeFile}?tsr-split`))

/** Files (under the build root) of the app and its static imports beyond the entry's own (index.html's). */
export const appPreloads = (manifest: Manifest): string[] => jsFiles(manifest, closure(manifest, appKeys(manifest)), closure(manifest, [ENTRY_KEY]))

/**
 * Pieces a route starts to load before its own chunk runs (its `beforeLoad`, which stays in the app's chunk), by
 * route file: the lot page's live connection (client/routes/mezat.$slug.tsx), which the page runs from its first
 * render but does not need to draw it, and the boxes under its bid box, which its loader awaits. Preloaded after the route's chunks, so that the socket opens with the first
 * render instead of a fetch later; not part of the first visit's byte budget (firstVisitKeys), which counts what
 * the first render needs.
 */
export const EARLY_PIECES: Record<string, string[]> = {
  'mezat.$slug.tsx': [
    'features/auction-detail/live-connection.tsx',
    'features/auction-detail/components/seller-box.tsx',
    'features/auction-detail/components/shipping-box.tsx',
  ],
}

/** Files (under the build root) a page of `routeFile` needs beyond the entry's own: the app's first, then the route's, then its early pieces'. */
export const routePreloads = (manifest: Manifest, routeFile: string): string[] => {
  const route = preloadsOf(manifest, routeKeys(manifest, routeFile))
  const early = preloadsOf(manifest, EARLY_PIECES[routeFile] ?? []).filter((f) => !route.includes(f))
  return [...appPreloads(manifest), ...route, ...early]
}

/** The client module the live stream area loads only while a session is on air (features/live/queries.ts). */
export const LIVE_PANEL_KEY = 'features/live/components/live-session-panel.tsx'

/** Files that the chunks of `keys` need beyond the entry's and the app's own (JavaScript only). */
export const preloadsOf = (manifest: Manifest, keys: string[]): string[] =>
  jsFiles(manifest, closure(manifest, keys), closure(manifest, [ENTRY_KEY, ...appKeys(manifest)]))

function jsFiles(manifest: Manifest, keys: string[], except: string[]): string[] {
  const skip = new Set(except)
  return keys
    .filter((k) => !skip.has(k))
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => !!f && f.endsWith('.js'))
}
