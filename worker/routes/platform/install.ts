// What makes Mezat installable and able to show pushes (docs/alerts.md "Web push"): the service worker at
// the site's root and the web app manifest, both built files of the SPA (client/public), served here with
// the headers they need rather than the assets layer's defaults.
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'

async function asset(c: { env: AppEnv['Bindings']; req: { url: string } }, path: string, headers: Record<string, string>) {
  const file = await c.env.ASSETS.fetch(new URL(path, c.req.url))
  if (!file.ok) return new Response(null, { status: 404 })
  return new Response(file.body, { status: 200, headers })
}

export const installRoutes = new Hono<AppEnv>()
  // Scope "/": the whole site. no-cache: the browser asks again on every registration check, so a fixed
  // service worker reaches every phone at once (it caches nothing itself, so a stale one would only miss a fix).
  .get('/sw.js', (c) =>
    asset(c, '/sw.js', { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }),
  )
  .get('/manifest.webmanifest', (c) =>
    asset(c, '/manifest.webmanifest', { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  )
