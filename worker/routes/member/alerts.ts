// Saved searches and followed sellers (docs/alerts.md): GET/POST /api/saved-searches,
// PATCH/DELETE /api/saved-searches/{id}, GET/POST/DELETE /api/sellers/{slug}/follow, GET /api/followed-sellers/feed.
import { tr } from '#common/messages.ts'
import {
  FollowAnswer,
  FollowFeedAnswer,
  FollowStateAnswer,
  SAVED_SEARCH_MAX,
  SavedSearchAnswer,
  SavedSearchesAnswer,
  SavedSearchForm,
  SavedSearchIdParam,
  SavedSearchPatch,
  SellerSlugParam,
  type SavedSearchView,
} from '#common/schemas/alerts.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { followFeed, followSeller, followState, unfollowSeller } from '../../domain/alerts/follows.ts'
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  searchLink,
  updateSavedSearch,
  type SavedSearchRow,
} from '../../domain/alerts/saved-searches.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { serverTime, toAuctionCard } from '../../resources/auctions.ts'

const toView = (r: SavedSearchRow): SavedSearchView => ({
  id: r.id,
  name: r.name,
  q: r.q,
  category: r.category,
  min_price_kurus: r.min_price_kurus,
  max_price_kurus: r.max_price_kurus,
  frequency: r.frequency,
  paused: r.paused,
  link: searchLink(r),
  created_at: r.created_at,
})

export const alertRoutes = new Hono<AppEnv>()
  .get('/saved-searches', requireUser, async (c) =>
    c.json({
      saved_searches: (await listSavedSearches(c.var.db, currentUser(c).id)).map(toView),
      max: SAVED_SEARCH_MAX,
    } satisfies z.input<typeof SavedSearchesAnswer>),
  )
  .post('/saved-searches', requireUser, async (c) => {
    const form = await readBody(c, SavedSearchForm, 'json')
    const saved = await createSavedSearch(c.var.db, currentUser(c).id, form)
    return c.json({ message: tr.savedSearch.created, saved_search: toView(saved) } satisfies z.input<typeof SavedSearchAnswer>, 201)
  })
  .patch('/saved-searches/:id', requireUser, async (c) => {
    const { id } = readParams(c, SavedSearchIdParam)
    const patch = await readBody(c, SavedSearchPatch, 'json')
    const saved = await updateSavedSearch(c.var.db, currentUser(c).id, id, patch)
    return c.json({ message: tr.savedSearch.updated, saved_search: toView(saved) } satisfies z.input<typeof SavedSearchAnswer>)
  })
  .delete('/saved-searches/:id', requireUser, async (c) => {
    const { id } = readParams(c, SavedSearchIdParam)
    await deleteSavedSearch(c.var.db, currentUser(c).id, id)
    return c.json({ message: tr.savedSearch.deleted } satisfies MessageAnswer)
  })
  .get('/sellers/:slug/follow', requireUser, async (c) => {
    const { slug } = readParams(c, SellerSlugParam)
    return c.json((await followState(c.var.db, currentUser(c).id, slug)) satisfies z.input<typeof FollowStateAnswer>)
  })
  .post('/sellers/:slug/follow', requireUser, async (c) => {
    const seller = await followSeller(c.var.db, currentUser(c).id, readParams(c, SellerSlugParam).slug)
    return c.json({ message: tr.follow.followed(seller.title), following: true } satisfies z.input<typeof FollowAnswer>)
  })
  .delete('/sellers/:slug/follow', requireUser, async (c) => {
    const seller = await unfollowSeller(c.var.db, currentUser(c).id, readParams(c, SellerSlugParam).slug)
    return c.json({ message: tr.follow.unfollowed(seller.title), following: false } satisfies z.input<typeof FollowAnswer>)
  })
  .get('/followed-sellers/feed', requireUser, async (c) => {
    const { sellers, lots } = await followFeed(c.var.db, currentUser(c).id)
    return c.json({ sellers, auctions: lots.map(toAuctionCard), server_time: serverTime() } satisfies z.input<typeof FollowFeedAnswer>)
  })
