// npm run bench:bundle — where a first visit's JavaScript comes from: builds the SPA (vite.config.ts, into a
// scratch directory) with one more plugin that notes each chunk's modules, then for /, a lot page and a category
// page prints the total the browser test holds (tests/e2e/first-visit.spec.ts: gzip -9 of the entry, the app,
// the route's chunks and their static imports, worker/html/route-chunks.ts firstVisitKeys), each chunk's gzip
// size, and the largest contributors: each chunk's gzip shared among its modules by their size before
// minification (an estimate: minified code and compression differ by module), summed per npm package and per
// source file. Beside them, the empty app of the same stack (scripts/bench/empty-app/: react, react-dom,
// TanStack Router and Query, the same Vite and plugins), built the same way: all its scripts, the floor under
// any page. Asserts nothing; docs/first-visit.md "Bytes of a first visit" reads its figures.
//
//   npm run bench:bundle [-- --top 25]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { firstVisitKeys, type Manifest } from '../../worker/html/route-chunks.ts'

const { values } = parseArgs({ options: { top: { type: 'string', default: '20' } } })
const top = Number(values.top)
const root = new URL('../../', import.meta.url).pathname
const PAGES = { '/': 'index.tsx', '/mezat/{slug}': 'mezat.$slug.tsx', '/kategori/{slug}': 'kategori.$.tsx' }

/** Rendered length (before minification) of each module, per chunk file. */
const chunkModules = new Map<string, Map<string, number>>()
const noteModules: Plugin = {
  name: 'note-chunk-modules',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue
      chunkModules.set(chunk.fileName, new Map(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])))
    }
  },
}

const outDir = mkdtempSync(join(tmpdir(), 'mezat-bundle-'))
const emptyDir = mkdtempSync(join(tmpdir(), 'mezat-bundle-empty-'))
try {
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', plugins: [noteModules], build: { outDir } })
  const manifest = JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as Manifest
  const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024
  for (const [page, routeFile] of Object.entries(PAGES)) report(page, manifest, routeFile, gzipKb)
  await build({ configFile: join(root, 'scripts/bench/empty-app/vite.config.ts'), logLevel: 'warn', build: { outDir: emptyDir } })
  const scripts = readdirSync(join(emptyDir, 'assets')).filter((f) => f.endsWith('.js'))
  const empty = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(join(emptyDir, 'assets', f)), { level: 9 }).length / 1024, 0)
  console.log(`\nempty app of the same stack (scripts/bench/empty-app/), all its scripts: ${empty.toFixed(2)} KB gzip in ${scripts.length} files`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
  rmSync(emptyDir, { recursive: true, force: true })
}

function report(page: string, manifest: Manifest, routeFile: string, gzipKb: (file: string) => number) {
  const files = firstVisitKeys(manifest, routeFile).map((k) => manifest[k]!.file)
  const perChunk = files.map((file) => ({ file, kb: gzipKb(file) }))
  const total = perChunk.reduce((sum, c) => sum + c.kb, 0)
  const byPackage = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const { file, kb } of perChunk) {
    const modules = chunkModules.get(file) ?? new Map<string, number>()
    const raw = [...modules.values()].reduce((a, b) => a + b, 0) || 1
    for (const [id, length] of modules) {
      const share = (kb * length) / raw
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'mezat (own code)'
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + share)
      const own = id.replace(root, '').replace(/\?.*$/, '')
      if (!id.includes('node_modules')) byFile.set(own, (byFile.get(own) ?? 0) + share)
    }
  }
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, kb]) => `  ${kb.toFixed(1).padStart(6)} KB  ${name}`)
      .join('\n')
  console.log(`\n${page}: ${total.toFixed(2)} KB gzip in ${files.length} files`)
  console.log(perChunk.map((c) => `  ${c.kb.toFixed(1).padStart(6)} KB  ${c.file}`).join('\n'))
  console.log(`by package (estimated):\n${rows(byPackage)}`)
  console.log(`by source file of our own (estimated):\n${rows(byFile)}`)
}
