// What the browser needs to draw Turnstile's widget, and in development the widget's local stand-in
// (docs/operations.md "Turnstile"): there is no internet, so /__dev/turnstile.js draws a box that behaves
// like Cloudflare's documented test site keys (1x… passes, 2x… fails, 3x… asks for a tap) and hands the
// form Cloudflare's dummy token.
import { isDevelopment } from '#common/deployment.ts'
import type { HumanCheckConfig } from '#common/schemas/human-check.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { TEST_SITE_KEY } from '../../adapters/turnstile/keys.ts'
import type { AppEnv } from '../../env.ts'
import { TURNSTILE_STANDIN } from './turnstile-standin.ts'

const CLOUDFLARE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

export const humanCheckConfig = new Hono<AppEnv>().get('/humancheck', (c) => {
  const dev = isDevelopment(c.env)
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({
    site_key: c.env.TURNSTILE_SITE_KEY || (dev ? TEST_SITE_KEY : ''),
    script_url: dev ? '/__dev/turnstile.js' : CLOUDFLARE_SCRIPT,
  } satisfies z.input<typeof HumanCheckConfig>)
})

/** Mounted under /__dev, which answers 404 outside development. */
export const turnstileStandin = new Hono<AppEnv>().get('/turnstile.js', (c) =>
  c.body(TURNSTILE_STANDIN, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
)
