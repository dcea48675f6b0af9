// GET /api/auctions (home list; category listing with ?category, ?type, ?q),
// /api/showcaseauctions, /api/auctions/{slug}, /api/previewauction/{slug},
// /api/check-approval-status/{id}, /api/bids/{auctionId}?page= (paged). Decisions: docs/storefront.md.
import type { AuctionListAnswer } from '#common/schemas/answers.ts'
import { PageQuery } from '#common/schemas/search.ts'
import { AuctionIdParam, AuctionListQuery, IdParam, SlugParam } from '#common/schemas/storefront.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { approvalStatus, listBids, loadAuctionDetail, loadPreview } from '../../domain/auctions/auction-detail.ts'
import { listOpen, listShowcase } from '../../domain/auctions/listing.ts'
import { listSold } from '../../domain/auctions/realised.ts'
import { listAuctions, listAuctionsInCategory } from '../../domain/auctions/storefront.ts'
import type { AppEnv } from '../../env.ts'
import { readQuery, validParams } from '../../lib/validate.ts'
import { currentUser, optionalUser, requireUser, tokenClaims } from '../../middleware/auth.ts'
import { publicCache } from '../../middleware/cache.ts'
import { toApprovalStatus, toAuctionDetailAnswer, toBidPage, toPreviewAnswer } from '../../resources/auction-detail.ts'
import { serverTime, toCardPage } from '../../resources/auctions.ts'
import { toListingAnswer } from '../../resources/storefront.ts'

export const auctionLists = new Hono<AppEnv>()
  .get('/auctions', publicCache(), async (c) => {
    const query = readQuery(c, AuctionListQuery)
    if (!query.category && query.type === 'open' && !query.q)
      return c.json({ auctions: toCardPage(await listOpen(c.var.db, query.page)), server_time: serverTime() } satisfies z.input<
        typeof AuctionListAnswer
      >)
    const extra = query.q ? { q: query.q } : {}
    if (query.type === 'sold') {
      const sold = await listSold(c.var.db, { category: query.category ? { slug: query.category } : undefined, q: query.q, similar: query.similar, page: query.page })
      return c.json(toListingAnswer(sold.page, sold.ctx, extra))
    }
    const options = { type: query.type, q: query.q, page: query.page }
    if (!query.category) return c.json(toListingAnswer(await listAuctions(c.var.db, options), undefined, extra))
    const found = await listAuctionsInCategory(c.var.db, options, query.category)
    return c.json(toListingAnswer(found.page, found.ctx, extra))
  })
  .get('/showcaseauctions', publicCache(), async (c) => {
    const { page } = readQuery(c, PageQuery)
    return c.json({ auctions: toCardPage(await listShowcase(c.var.db, page)), server_time: serverTime() } satisfies z.input<
      typeof AuctionListAnswer
    >)
  })

export const auctionDetail = new Hono<AppEnv>()
  .get('/auctions/:slug', optionalUser, publicCache(0, 5), validParams(SlugParam), async (c) => {
    const { slug } = c.req.valid('param')
    const viewer = c.var.user
    return c.json(toAuctionDetailAnswer(await loadAuctionDetail(c.var.db, slug, viewer), viewer?.id))
  })
  .get('/previewauction/:slug', requireUser, validParams(SlugParam), async (c) => {
    const { slug } = c.req.valid('param')
    const me = currentUser(c)
    return c.json(toPreviewAnswer(await loadPreview(c.var.db, slug, me), me.id))
  })
  .get('/check-approval-status/:id', requireUser, validParams(IdParam), async (c) => {
    const { id } = c.req.valid('param')
    c.header('Cache-Control', 'no-store')
    return c.json(toApprovalStatus(await approvalStatus(c.var.db, id, currentUser(c))))
  })
  // No optionalUser: the member's session lookup rides in the list's own batch (one round trip). Refetched
  // by the bid list as it pages: 0 s in the browser, a few at the edge (like the detail).
  .get('/bids/:auctionId', publicCache(0, 5), validParams(AuctionIdParam), async (c) => {
    const { auctionId } = c.req.valid('param')
    const { page } = readQuery(c, PageQuery)
    const found = await listBids(c.var.db, auctionId, await tokenClaims(c), page)
    return c.json(toBidPage(found, found.viewer?.id))
  })
