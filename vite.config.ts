// Vite builds the SPA from client/ into dist/client, which the worker serves as static
// assets with SPA fallback (wrangler.toml [assets]). In development the dev server
// proxies the worker's paths to `wrangler dev` on 8787.
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const workerUrl = process.env.MEZAT_WORKER_URL ?? 'http://127.0.0.1:8787'

// The app (client/app.tsx, imported by client/main.tsx once the skeleton has painted) and everything it imports
// statically go into one chunk, as they went into the entry's before (issue 12): left to itself the bundler
// cut that graph into ~25 chunks once the app became a dynamic import, +4.5 KB gzip on every first visit.
// The bundler's own helpers (`\0…`: its runtime, Vite's preload helper) go into a small chunk of their own:
// the entry needs them too, and must not import the app's chunk statically (it would run before the paint).
const APP = here('./client/app.tsx')
const HELPER = /^\0|vite\/preload-helper/
let appGraph: Set<string> | undefined
type Modules = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }
function inAppGraph(id: string, modules: Modules): boolean {
  if (!appGraph) {
    const seen = new Set<string>()
    const walk = (m: string) => {
      if (seen.has(m)) return
      seen.add(m)
      for (const next of modules.getModuleInfo(m)?.importedIds ?? []) walk(next)
    }
    walk(APP)
    appGraph = seen
  }
  return appGraph.has(id)
}

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
    sourcemap: true,
    // Read by the worker (route chunks to preload, worker/html/route-chunks.ts) and by the byte budget test.
    manifest: 'build-manifest.json',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: HELPER, priority: 2 },
            { name: (id, modules) => (inAppGraph(id, modules) ? 'app' : null), priority: 1 },
          ],
        },
      },
    },
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
