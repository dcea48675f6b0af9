// GET /api/support[/{title}].
import { Hono, type Context } from 'hono'
import { supportCentre } from '../../domain/content/support-centre.ts'
import { tradeVerificationLevel } from '../../domain/member/trade-verification.ts'
import type { AppEnv } from '../../env.ts'
import { toSupportCentre } from '../../resources/support-centre.ts'

async function answer(c: Context<AppEnv>, slug?: string) {
  const [centre, level] = await Promise.all([supportCentre(c.var.db, slug), tradeVerificationLevel(c.var.db)])
  const body = toSupportCentre(centre, level)
  // Short: the verification rule on the page must follow the editors' setting.
  c.header('Cache-Control', 'public, max-age=60')
  return c.json(body)
}

export const supportCentreRoutes = new Hono<AppEnv>()
  .get('/support', (c) => answer(c))
  .get('/support/:title', (c) => answer(c, c.req.param('title')))
