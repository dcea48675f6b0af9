// GET /api/showhot, /api/showdaily, /api/shownext, /api/banners/{placement}[/{slug}],
// POST /api/bannerclick, GET /api/videos/{slug}, /api/carousels/{slug}. What each list shows: docs/storefront.md.
import { tr } from '#common/messages.ts'
import type { BannersAnswer, CarouselAnswer, VideosAnswer } from '#common/schemas/answers-storefront.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { BannerClickForm, BannerParams, ShowcaseListQuery, SlugParam } from '#common/schemas/storefront.ts'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import {
  countBannerClick,
  findCarousel,
  findVideo,
  listBanners,
  listDaily,
  listHot,
  listShowcaseInCategory,
  listUpcoming,
  type ShowcaseList,
} from '../../domain/auctions/storefront.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { contentCache, publicCache } from '../../middleware/cache.ts'
import { serverTime } from '../../resources/auctions.ts'
import { toBanner, toCarouselItem, toListingAnswer, toVideoItem } from '../../resources/storefront.ts'

/** One of the three lists, narrowed to ?category= (any level) when given: one round trip either way. */
async function showList(c: Context<AppEnv>, list: ShowcaseList) {
  const { page, category } = readQuery(c, ShowcaseListQuery)
  if (!category) return c.json(toListingAnswer(await showcaseLists[list](c.var.db, page)))
  const found = await listShowcaseInCategory(c.var.db, list, category, page)
  return c.json(toListingAnswer(found.page, found.ctx))
}
const showcaseLists = { daily: listDaily, upcoming: listUpcoming, hot: listHot }

export const storefront = new Hono<AppEnv>()
  .get('/showdaily', publicCache(), (c) => showList(c, 'daily'))
  .get('/shownext', publicCache(), (c) => showList(c, 'upcoming'))
  .get('/showhot', publicCache(), (c) => showList(c, 'hot'))
  .get('/banners/:placement/:slug?', contentCache(), async (c) => {
    const { placement, slug } = readParams(c, BannerParams)
    return c.json({ banners: (await listBanners(c.var.db, placement, slug)).flatMap(toBanner) } satisfies z.input<typeof BannersAnswer>)
  })
  .post('/bannerclick', async (c) => {
    const { banner_id } = await readBody(c, BannerClickForm)
    await countBannerClick(c.var.db, banner_id)
    return c.json({ message: tr.storefront.bannerClicked } satisfies MessageAnswer)
  })
  .get('/videos/:slug', publicCache(), async (c) => {
    const { slug } = readParams(c, SlugParam)
    const { video, items, cards } = await findVideo(c.var.db, slug)
    return c.json({ id: video.id, video_data: items.map((i) => toVideoItem(i, cards)), server_time: serverTime() } satisfies z.input<
      typeof VideosAnswer
    >)
  })
  .get('/carousels/:slug', publicCache(), async (c) => {
    const { slug } = readParams(c, SlugParam)
    return c.json({ carousel_item: (await findCarousel(c.var.db, slug)).items.map(toCarouselItem) } satisfies z.input<
      typeof CarouselAnswer
    >)
  })
