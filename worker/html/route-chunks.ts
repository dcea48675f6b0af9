// The chunks of a route, read from Vite's build manifest (vite.config.ts writes build-manifest.json):
// the entry's are already in index.html; a page's HTML adds its route's lazy chunk and that chunk's
// static imports as modulepreload, so the browser fetches them beside the entry instead of after it.
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

export const MANIFEST_PATH = '/build-manifest.json'
export const ENTRY_KEY = 'index.html'

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

/** Manifest keys of a route file's lazy chunks (`routes/mezat.$slug.tsx?tsr-split=…`). */
export const routeKeys = (manifest: Manifest, routeFile: string) => Object.keys(manifest).filter((k) => k.startsWith(`routes/${routeFile}?tsr-split`))

/** Files (under the build root) a page of `routeFile` needs beyond the entry's own. */
export const routePreloads = (manifest: Manifest, routeFile: string): string[] => preloadsOf(manifest, routeKeys(manifest, routeFile))

/** The client module the live stream area loads only while a session is on air (features/live/queries.ts). */
export const LIVE_PANEL_KEY = 'features/live/components/live-session-panel.tsx'

/** Files that the chunks of `keys` need beyond the entry's own (JavaScript only). */
export function preloadsOf(manifest: Manifest, keys: string[]): string[] {
  const entry = new Set(closure(manifest, [ENTRY_KEY]))
  return closure(manifest, keys)
    .filter((k) => !entry.has(k))
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => !!f && f.endsWith('.js'))
}
