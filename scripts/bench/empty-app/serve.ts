// Builds (unless told not to) and serves the empty app of `npm run bench:web` (scripts/bench/empty-app/) as
// Mezat's own files are served there: its own `wrangler dev` (the build as its static assets) behind the
// dev proxy (scripts/lib/dev-proxy.mjs), on free ports. Answers its base URL and its build folder.
import { join } from 'node:path'
import { freePort, ROOT, runStep, spawnServer, startDevProxy, waitFor } from '../harness.ts'

export const EMPTY_APP_DIST = join(ROOT, '.tmp/bench-web/empty-app')

/** `outDir` and `buildEnv`: a variant build (bench:profile's, with React's profiling build) in a folder of its own. */
export async function serveEmptyApp(
  log: (m: string) => void,
  build: boolean,
  { outDir, buildEnv = {} }: { outDir?: string; buildEnv?: Record<string, string> } = {},
): Promise<string> {
  const variant = outDir ? ['--outDir', outDir] : []
  if (build) runStep(log, 'empty app: built (vite build)', 'npx', ['vite', 'build', '--config', 'scripts/bench/empty-app/vite.config.ts', ...variant], { extraEnv: buildEnv })
  const [port, wranglerPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  await startDevProxy(port, wranglerPort, 64)
  const config = 'scripts/bench/empty-app/wrangler.toml'
  const args = ['wrangler', 'dev', '--config', config, '--port', String(wranglerPort), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort)]
  spawnServer('bench-web-empty-app', 'npx', [...args, '--show-interactive-dev-session=false', ...(outDir ? ['--assets', outDir] : [])])
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/`)
  log(`empty app: served on ${port}`)
  return base
}
