// GET /api/myauctions, GET /api/myquestions; the seller profile
// /profil/{sellerSlug}, answered by GET /api/profil/{sellerSlug} (ours, docs/member-rules.md).
import { tr } from '#common/messages.ts'
import type { RelistAnswer } from '#common/schemas/answers.ts'
import { RelistForm } from '#common/schemas/listing.ts'
import { PageQuery } from '#common/schemas/search.ts'
import type { MyQuestionsAnswer } from '#common/schemas/ticket.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { relistableIds, relistAuction } from '../../domain/auctions/relist.ts'
import { myAuctions, myQuestions, sellerProfile } from '../../domain/auctions/member-lists.ts'
import { listSupportTitles } from '../../domain/member/tickets.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { publicCache } from '../../middleware/cache.ts'
import { toMyAuctionsAnswer, toMyQuestionsPage, toSellerProfileAnswer } from '../../resources/member-lists.ts'

const SellerSlugParam = z.object({ sellerSlug: z.string().trim().min(1).max(140) })

export const memberLists = new Hono<AppEnv>()
  .get('/myauctions', requireUser, async (c) => {
    c.header('Cache-Control', 'no-store')
    const mine = await myAuctions(c.var.db, currentUser(c).id)
    return c.json(
      toMyAuctionsAnswer(
        mine,
        await relistableIds(
          c.var.db,
          mine.closed.map((r) => r.auction.id),
        ),
      ),
    )
  })
  // An unsold auction, or one whose buyer cancelled, goes back through editor approval.
  .post('/relistAuction', requireUser, async (c) => {
    const { auction_id } = await readBody(c, RelistForm)
    const row = await relistAuction(c.var.db, currentUser(c).id, auction_id)
    return c.json({ message: tr.relist.done, auction_id: row.id, slug: row.slug } satisfies z.input<typeof RelistAnswer>)
  })
  .get('/myquestions', requireUser, async (c) => {
    const { page } = readQuery(c, PageQuery)
    const me = currentUser(c)
    const [list, titles] = await Promise.all([myQuestions(c.var.db, me.id, page), listSupportTitles(c.var.db)])
    return c.json({ auctions: toMyQuestionsPage(list, me.id), support_titles: titles } satisfies z.input<typeof MyQuestionsAnswer>)
  })
  .get('/profil/:sellerSlug', publicCache(), async (c) => {
    const { sellerSlug } = readParams(c, SellerSlugParam)
    const { page } = readQuery(c, PageQuery)
    return c.json(toSellerProfileAnswer(await sellerProfile(c.var.db, sellerSlug, page)))
  })
