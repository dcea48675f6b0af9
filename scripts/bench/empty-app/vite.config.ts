// The empty app of `npm run bench:web`, built with the same Vite and plugins as Mezat's (vite.config.ts):
// the router plugin with automatic code splitting, React, Tailwind; maps written but not referenced.
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here('.'),
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./routes'),
      generatedRouteTree: here('./routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  // As Mezat's (vite.config.ts): React's profiling build for `npm run bench:profile` only.
  resolve: { alias: process.env.MEZAT_REACT_PROFILING === '1' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [] },
  build: { outDir: here('../../../.tmp/bench-web/empty-app'), emptyOutDir: true, sourcemap: 'hidden' },
})
