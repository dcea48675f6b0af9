// POST /api/addBid, /api/addtoCart (buy-now); beyond the spec: automatic bidding, also before a live show's lot opens.
import type { AutoBidAnswer, AutoBidRemovedAnswer, AutoBidSetAnswer } from '#common/schemas/answers.ts'
import { AddBidForm, AuctionIdForm, AuctionIdParam, AutoBidForm, BidAnswer, BidTicketAnswer, SlugForm } from '#common/schemas/bids.ts'
import { internalSecret, signBidTicket } from '#common/internal-token.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { buyNow, getAutoBid, placeBid, removeAutoBid, setAutoBid } from '../../domain/auctions/bids.ts'
import { myPreShowBids } from '../../domain/auctions/pre-show.ts'
import type { MyPreShowBidsAnswer } from '#common/schemas/pre-show.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, lotInBody, lotInPath, lotSlugInBody, requireTrader, requireUser } from '../../middleware/auth.ts'
import { shedBids } from '../../middleware/shed.ts'
import { dampAddress, dampMemberBids } from '../../middleware/rate-limit.ts'

export const bidRoutes = new Hono<AppEnv>()
  .post('/addBid', shedBids, dampAddress('BID_ADDRESS_LIMIT'), requireTrader(lotInBody), dampMemberBids, async (c) =>
    c.json((await placeBid(c.var.db, c.env, currentUser(c), await readBody(c, AddBidForm))) satisfies z.input<typeof BidAnswer>),
  )
  // Beyond the spec: the ticket for bids on the room's socket (party/README.md "Bids on the socket"). The
  // same checks as POST /api/addBid before the room (requireTrader's one D1 read); a member's own, never cached.
  .get('/bidTicket/:auctionId', requireTrader(lotInPath), async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const ticket = await signBidTicket(internalSecret(c.env), readParams(c, AuctionIdParam).auctionId, currentUser(c))
    return c.json(ticket satisfies z.input<typeof BidTicketAnswer>)
  })
  .post('/addAutoBid', shedBids, requireTrader(lotInBody), async (c) =>
    c.json((await setAutoBid(c.var.db, c.env, currentUser(c), await readBody(c, AutoBidForm))) satisfies z.input<typeof AutoBidSetAnswer>),
  )
  .post('/removeAutoBid', requireUser, async (c) =>
    c.json(
      (await removeAutoBid(c.var.db, c.env, currentUser(c), (await readBody(c, AuctionIdForm)).auction_id)) satisfies z.input<
        typeof AutoBidRemovedAnswer
      >,
    ),
  )
  .get('/autobid/:auctionId', requireUser, async (c) =>
    c.json(
      (await getAutoBid(c.var.db, c.env, currentUser(c), readParams(c, AuctionIdParam).auctionId)) satisfies z.input<typeof AutoBidAnswer>,
    ),
  )
  // Beyond the spec: the member's maxima on live show lots not opened yet (docs/bidding.md "Bids before the show").
  .get('/myPreShowBids', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json((await myPreShowBids(c.var.db, currentUser(c).id)) satisfies z.input<typeof MyPreShowBidsAnswer>)
  })
  .post('/addtoCart', requireTrader(lotSlugInBody), async (c) => c.json(await buyNow(c.var.db, c.env, currentUser(c), (await readBody(c, SlugForm)).slug)))
