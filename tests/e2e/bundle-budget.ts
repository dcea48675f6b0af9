// The JavaScript a first visit downloads, read from the Vite build's manifest (build-manifest.json):
// the entry (index.html's module script and its static imports) plus the route's lazy chunk and its
// static imports, which the worker's per-page HTML preloads. Used by the budget spec and bench:web.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstVisitKeys, MANIFEST_PATH, type Manifest, type ManifestChunk } from '../../worker/html/route-chunks.ts'

/** Sources whose code must never load on a first storefront visit. */
export const NEVER_ON_FIRST_VISIT = [
  /hls\.js/,
  /zoom-dialog-view/,
  /listing-wizard/,
  /features\/checkout/,
  /features\/admin/,
  /routes\/yonetim/,
  /routes\/odeme/,
  /routes\/satisyap/,
]

export const readManifest = (dist: string) => JSON.parse(readFileSync(join(dist, MANIFEST_PATH), 'utf8')) as Manifest

export const gzipBytes = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

/** The first visit's JavaScript of one route: its chunks and their gzip size in bytes. */
export function firstVisitJs(dist: string, routeFile: string) {
  const manifest = readManifest(dist)
  const files = firstVisitKeys(manifest, routeFile).map((key) => {
    const chunk = manifest[key] as ManifestChunk
    return { key, src: chunk.src ?? key, file: chunk.file, gzip: gzipBytes(dist, chunk.file) }
  })
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
}
