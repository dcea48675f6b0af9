// GET /api/iller, /api/ilceler/{city}, /api/mahalleler/{city}/{town}.
// The lists change only when PTT publishes new data: browsers and the edge may keep them a week.
import { Hono } from 'hono'
import { listDistricts, listNeighbourhoods, listProvinces } from '../../domain/content/geo.ts'
import type { AppEnv } from '../../env.ts'

const LONG_CACHE = 'public, max-age=604800, stale-while-revalidate=86400'

export const geo = new Hono<AppEnv>()
  .get('/iller', async (c) => {
    c.header('Cache-Control', LONG_CACHE)
    return c.json(await listProvinces(c.var.db))
  })
  .get('/ilceler/:city', async (c) => {
    const list = await listDistricts(c.var.db, c.req.param('city'))
    c.header('Cache-Control', LONG_CACHE)
    return c.json(list)
  })
  .get('/mahalleler/:city/:town', async (c) => {
    const list = await listNeighbourhoods(c.var.db, c.req.param('city'), c.req.param('town'))
    c.header('Cache-Control', LONG_CACHE)
    return c.json(list)
  })
