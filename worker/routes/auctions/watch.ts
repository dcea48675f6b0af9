// POST /api/addtoWatchList, /api/removefromWatchList (form slug), GET /api/mywatchlist.
import { tr } from '#common/messages.ts'
import type { WatchlistAnswer } from '#common/schemas/answers-storefront.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { WatchForm } from '#common/schemas/storefront.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { listWatchlist, unwatchAuction, watchAuction } from '../../domain/auctions/watch.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { serverTime, toAuctionCard } from '../../resources/auctions.ts'

export const watch = new Hono<AppEnv>()
  .post('/addtoWatchList', requireUser, async (c) => {
    const { slug } = await readBody(c, WatchForm)
    await watchAuction(c.var.db, currentUser(c).id, slug)
    return c.json({ message: tr.watch.added } satisfies MessageAnswer)
  })
  .post('/removefromWatchList', requireUser, async (c) => {
    const { slug } = await readBody(c, WatchForm)
    await unwatchAuction(c.var.db, currentUser(c).id, slug)
    return c.json({ message: tr.watch.removed } satisfies MessageAnswer)
  })
  .get('/mywatchlist', requireUser, async (c) =>
    c.json({
      watchlist: (await listWatchlist(c.var.db, currentUser(c).id)).map(toAuctionCard),
      server_time: serverTime(),
    } satisfies z.input<typeof WatchlistAnswer>),
  )
