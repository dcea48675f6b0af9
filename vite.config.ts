// Vite builds the SPA from client/ into dist/client, which the worker serves as static
// assets with SPA fallback (wrangler.toml [assets]). In development the dev server
// proxies the worker's paths to `wrangler dev` on 8787.
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { pageChunks } from './scripts/lib/page-chunks.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const workerUrl = process.env.MEZAT_WORKER_URL ?? 'http://127.0.0.1:8787'

// The app (client/app.tsx, imported by client/main.tsx once the skeleton has painted) and everything it imports
// statically go into one chunk, as they went into the entry's before: left to itself the bundler
// cut that graph into ~25 chunks once the app became a dynamic import, +4.5 KB gzip on every first visit.
// The bundler's own helpers (`\0…`: its runtime, Vite's preload helper) go into a small chunk of their own:
// the entry needs them too, and must not import the app's chunk statically (it would run before the paint).
const APP = here('./client/app.tsx')
const ENTRY = here('./client/main.tsx')
const HELPER = /^\0|vite\/preload-helper/
type Modules = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }
const graphs = new Map<string, Set<string>>()
/** Whether `id` is `root` or imported by it statically, directly or not. */
function inGraph(root: string, id: string, modules: Modules): boolean {
  let graph = graphs.get(root)
  if (!graph) {
    const seen = new Set<string>()
    const walk = (m: string) => {
      if (seen.has(m)) return
      seen.add(m)
      for (const next of modules.getModuleInfo(m)?.importedIds ?? []) walk(next)
    }
    walk(root)
    graphs.set(root, (graph = seen))
  }
  return graph.has(id)
}
// The entry's own small imports (client/main.tsx's: `#common/page-html.ts`, the stale-deploy guard) that the
// app imports too go with the helpers, not into the app's chunk, which the entry would then import statically.
const inBoot = (id: string, modules: Modules) => HELPER.test(id) || (id !== ENTRY && !id.endsWith('.css') && inGraph(ENTRY, id, modules))
// The pages whose first visit is held to a budget (tests/e2e/first-visit.spec.ts): what each loads beside the app
// goes into one chunk (scripts/lib/page-chunks.ts).
const pageChunk = pageChunks(ENTRY, {
  lot: { route: here('./client/routes/mezat.$slug.tsx'), with: [here('./client/routes/onizleme.$slug.tsx')] },
  home: { route: here('./client/routes/index.tsx') },
  category: { route: here('./client/routes/kategori.$.tsx') },
})

export default defineConfig({
  root: here('./client'),
  publicDir: here('./client/public'),
  envDir: here('.'),
  plugins: [
    // The router plugin must come before the React plugin (TanStack Router docs).
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./client/routes'),
      generatedRouteTree: here('./client/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // The loader goes with the component into the route's lazy chunk: loaders import the feature's
      // queries and their answer schemas, which a first visit to another page must not download.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'errorComponent', 'pendingComponent', 'notFoundComponent']] },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    // Maps are written (for reading a production stack trace) but not referenced from the scripts: browsers
    // and Lighthouse do not fetch them. Referenced, every Lighthouse run fetched the app's 2.6 MB map as it
    // closed, and wrangler dev exited on the requests cut mid-way (workers-sdk#15451; seen under bench:web).
    sourcemap: 'hidden',
    // Read by the worker (route chunks to preload, worker/html/route-chunks.ts) and by the byte budget test.
    manifest: 'build-manifest.json',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: (id, modules) => (inBoot(id, modules) ? 'boot' : null), priority: 2 },
            { name: (id, modules) => (inGraph(APP, id, modules) || pageChunk.everyPage(id, modules) ? 'app' : null), priority: 1 },
            // Only the modules the plan names: their imports may be shared with other pages, and stay apart.
            { name: pageChunk.page, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  resolve: {
    // Every `zod` of the SPA goes through client/lib/zod.ts (jitless before the first schema); that module
    // itself imports 'zod/v4', the same package, which this exact match leaves alone.
    alias: [
      { find: /^zod$/, replacement: here('./client/lib/zod.ts') },
      // `npm run bench:profile` builds with React's profiling build, which times each component's render
      // (scripts/bench/profile.ts); every other build uses the production one.
      ...(process.env.MEZAT_REACT_PROFILING === '1' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: workerUrl, changeOrigin: true },
      '/media': { target: workerUrl, changeOrigin: true },
      '/__dev': { target: workerUrl, changeOrigin: true },
      '/__sim': { target: workerUrl, changeOrigin: true },
    },
  },
})
