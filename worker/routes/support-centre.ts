// spec: member-area.md §7 GET /api/support[/{title}].
import { Hono, type Context } from 'hono'
import { supportCentre } from '../domain/support-centre.ts'
import type { AppEnv } from '../env.ts'
import { toSupportCentre } from '../resources/support-centre.ts'

async function answer(c: Context<AppEnv>, slug?: string) {
  const body = toSupportCentre(await supportCentre(c.var.db, slug))
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(body)
}

export const supportCentreRoutes = new Hono<AppEnv>()
  .get('/support', (c) => answer(c))
  .get('/support/:title', (c) => answer(c, c.req.param('title')))
