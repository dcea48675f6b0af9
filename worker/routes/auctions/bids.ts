// spec: storefront §7 POST /api/addBid, /api/addtoCart (buy-now); beyond the spec: automatic bidding.
import { Hono } from 'hono'
import { AddBidForm, AuctionIdForm, AuctionIdParam, AutoBidForm, SlugForm } from '#common/schemas/bids.ts'
import { buyNow, getAutoBid, placeBid, removeAutoBid, setAutoBid } from '../../domain/auctions/bids.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireTrader, requireUser } from '../../middleware/auth.ts'
import { shedBids } from '../../middleware/shed.ts'

export const bidRoutes = new Hono<AppEnv>()
  .post('/addBid', shedBids, requireTrader, async (c) => c.json(await placeBid(c.var.db, c.env, currentUser(c), await readBody(c, AddBidForm))))
  .post('/addAutoBid', shedBids, requireTrader, async (c) => c.json(await setAutoBid(c.var.db, c.env, currentUser(c), await readBody(c, AutoBidForm))))
  .post('/removeAutoBid', requireUser, async (c) =>
    c.json(await removeAutoBid(c.var.db, c.env, currentUser(c), (await readBody(c, AuctionIdForm)).auction_id)),
  )
  .get('/autobid/:auctionId', requireUser, async (c) =>
    c.json(await getAutoBid(c.var.db, c.env, currentUser(c), readParams(c, AuctionIdParam).auctionId)),
  )
  .post('/addtoCart', requireTrader, async (c) => c.json(await buyNow(c.var.db, c.env, currentUser(c), (await readBody(c, SlugForm)).slug)))
