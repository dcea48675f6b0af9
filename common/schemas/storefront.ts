// Inputs of the storefront calls (watch list and questions).
// The spec's `form:` payloads arrive as strings, so the schemas coerce.
import { z } from 'zod'
import { formObject } from './form-rules.ts'
import * as bidsMessages from '../messages/bids.ts'
import * as storefrontMessages from '../messages/storefront.ts'
import { PageQuery, SearchText } from './search.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { bid: bidsMessages.bid, questions: storefrontMessages.questions, storefront: storefrontMessages.storefront }

export const QUESTION_MAX = 1000
export const REPLY_MAX = 2000

const Slug = z
  .string({ error: tr.bid.auctionRequired })
  .trim()
  .min(1, tr.bid.auctionRequired)
  .max(200, tr.bid.auctionRequired)

const PositiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2 ** 31, message)

export const SlugParam = z.object({ slug: Slug })
export const AuctionIdParam = z.object({ auctionId: PositiveId(tr.storefront.idInvalid) })
export const IdParam = z.object({ id: PositiveId(tr.storefront.idInvalid) })

/** Optional q on listing pages: ignored when shorter than 2 characters rather than refused. */
const OptionalSearch = z
  .string()
  .trim()
  .max(255)
  .optional()
  .catch(undefined)
  .transform((q) => (q && q.length >= 2 ? q : undefined))

/** GET /api/search?q=&page= */
export const SearchQuery = z.object({ q: SearchText }).extend(PageQuery.shape)

/** GET /api/auctions: the home list without a category; a category listing with one (docs/storefront.md). */
export const AuctionListQuery = PageQuery.extend({
  category: z.string().trim().min(1).max(200).optional().catch(undefined),
  type: z.enum(['open', 'past', 'sold']).catch('open').default('open'),
  q: OptionalSearch,
  /** With type=sold: lots sharing any word of this text, the closest first (a lot's "similar sold"). */
  similar: OptionalSearch,
})
export type AuctionListQuery = z.infer<typeof AuctionListQuery>

/** GET /api/showhot, /api/showdaily, /api/shownext: ?category= narrows to one category (any level). */
export const ShowcaseListQuery = PageQuery.extend({
  category: z.string().trim().min(1).max(200).optional().catch(undefined),
})

const bannerMissing = tr.storefront.bannerNotFound
export const BannerParams = z.object({
  placement: z.coerce.number({ error: bannerMissing }).int(bannerMissing).min(0, bannerMissing).max(99, bannerMissing),
  slug: z.string().trim().min(1).max(200).optional().catch(undefined),
})
export const BannerClickForm = formObject({ banner_id: PositiveId(tr.storefront.bannerNotFound) })

export const WatchForm = formObject({ slug: Slug })

/**
 * Questions and replies are plain text (docs/architecture.md: user HTML is sanitised before it is stored):
 * tags and control characters go, whitespace runs inside a line shrink, at most two blank lines stay.
 */
export const plainText = (s: string) =>
  s
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, ' ')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

const PlainText = (empty: string, max: number, tooLong: string) =>
  z
    .string({ error: empty })
    .transform(plainText)
    .pipe(z.string().min(1, empty).max(max, tooLong))

/** Ask-seller text: required, 'Soru içeriği boş bırakılamaz' when empty. */
export const QuestionForm = formObject({
  slug: Slug,
  question: PlainText(tr.questions.empty, QUESTION_MAX, tr.questions.tooLong),
})

export const ReplyForm = formObject({
  question_id: PositiveId(tr.questions.questionRequired),
  reply: PlainText(tr.questions.replyEmpty, REPLY_MAX, tr.questions.replyTooLong),
})
