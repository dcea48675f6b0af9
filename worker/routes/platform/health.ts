// GET /healthz for uptime checks (README "Deploy"): 200 when D1 and a room answer, else 503; the body says
// which part failed, the version running and the outbox's oldest unsent age (worker/domain/platform/health.ts).
import { Hono } from 'hono'
import { health } from '../../domain/platform/health.ts'
import type { AppEnv } from '../../env.ts'

export const healthRoute = new Hono<AppEnv>().get('/', async (c) => {
  const answer = await health(c.env)
  c.header('Cache-Control', 'no-store')
  return c.json(answer, answer.ok ? 200 : 503)
})
