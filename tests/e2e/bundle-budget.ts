// The JavaScript a first visit downloads, read from a Vite build's manifest (dist/.vite/manifest.json):
// the entry (index.html's module script and its static imports) plus the route's lazy chunk and its
// static imports, which the worker's per-page HTML preloads. Used by the budget spec and bench:web.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** Chunks that must never load on a first storefront visit, matched against the source paths. */
export const NEVER_ON_FIRST_VISIT = [/hls\.js/, /zoom-dialog/, /listing-wizard/, /features\/checkout/, /features\/admin/, /routes\/yonetim/, /routes\/odeme/, /routes\/satisyap/]

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
}

function closure(manifest: Manifest, keys: string[]): string[] {
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

/** Every chunk (manifest key) a first visit to the route downloads, entry first. */
export function firstVisitKeys(manifest: Manifest, routeFile: string): string[] {
  return closure(manifest, ['index.html', ...routeKeys(manifest, routeFile)])
}

export function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
}

/** The first visit's JavaScript of one route: files and their gzip size in bytes. */
export function firstVisitJs(dist: string, routeFile: string) {
  const manifest = readManifest(dist)
  const keys = firstVisitKeys(manifest, routeFile)
  const files = keys.map((key) => {
    const chunk = manifest[key] as ManifestChunk
    return { key, src: chunk.src ?? key, file: chunk.file, gzip: gzipBytes(dist, chunk.file) }
  })
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
}
