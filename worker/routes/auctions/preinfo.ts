// Beyond the spec (docs/law.md "Pre-information"): GET /api/auctions/{id}/preinfo, the lot's pre-information
// and its version (a member also learns whether they confirmed it), and POST /api/auctions/{id}/preinfo,
// the member's confirmation, recorded once per lot. Bids and buy-now without it are refused
// (worker/middleware/auth.ts requireTrader).
import { PreinfoConfirmForm } from '#common/preinfo.ts'
import type { PreinfoAnswer, PreinfoConfirmAnswer } from '#common/schemas/preinfo.ts'
import type { z } from 'zod'
import { AuctionIdParam } from '#common/schemas/storefront.ts'
import { Hono } from 'hono'
import { confirmPreinfo, getPreinfo } from '../../domain/law/preinfo.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, optionalUser, requireUser } from '../../middleware/auth.ts'

export const preinfoRoutes = new Hono<AppEnv>()
  .get('/auctions/:auctionId/preinfo', optionalUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const { auctionId } = readParams(c, AuctionIdParam)
    return c.json((await getPreinfo(c.var.db, auctionId, c.var.user?.id ?? null)) satisfies PreinfoAnswer)
  })
  .post('/auctions/:auctionId/preinfo', requireUser, async (c) => {
    const { auctionId } = readParams(c, AuctionIdParam)
    const { version } = await readBody(c, PreinfoConfirmForm)
    return c.json((await confirmPreinfo(c.var.db, currentUser(c), auctionId, version)) satisfies z.input<typeof PreinfoConfirmAnswer>)
  })
