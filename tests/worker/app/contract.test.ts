// One contract between server and browser: every route of the app's route table is called with demo
// data and its real answer parsed with the shared schema the browser parses it with (common/schemas),
// with no field the schema does not name (tests/support/contract.ts) and nothing parsing would change (the
// browser reads answers by type: the wire carries each schema's output), so a renamed field fails here
// before a screen breaks. A route added without an entry below (or an exemption) fails the first test.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { CaymaAnswer } from '../../../common/cayma.ts'
import { internalSecret, signInternal } from '../../../common/internal-token.ts'
import { BidKeySet } from '../../../common/receipts.ts'
import * as rp from '../../../common/reports.ts'
import * as acc from '../../../common/schemas/account.ts'
import * as adr from '../../../common/schemas/address.ts'
import * as adm from '../../../common/schemas/admin-answers.ts'
import * as adminSystem from '../../../common/schemas/admin-system.ts'
import * as ath from '../../../common/schemas/after-the-hammer.ts'
import * as al from '../../../common/schemas/alerts.ts'
import * as sf from '../../../common/schemas/answers-storefront.ts'
import * as ans from '../../../common/schemas/answers.ts'
import { MyBidReceiptsAnswer } from '../../../common/schemas/bid-receipts.ts'
import { BidAnswer, BidTicketAnswer } from '../../../common/schemas/bids.ts'
import { CartAnswer } from '../../../common/schemas/cart.ts'
import * as ct from '../../../common/schemas/contact.ts'
import * as de from '../../../common/schemas/data-export.ts'
import { HumanCheckConfig } from '../../../common/schemas/human-check.ts'
import * as inv from '../../../common/schemas/invoice.ts'
import * as kv from '../../../common/schemas/kvkk-request.ts'
import * as lst from '../../../common/schemas/listing.ts'
import * as ls from '../../../common/schemas/live-shows.ts'
import * as live from '../../../common/schemas/live.ts'
import * as mc from '../../../common/schemas/message-consents.ts'
import * as off from '../../../common/schemas/offers.ts'
import * as ord from '../../../common/schemas/orders.ts'
import * as pay from '../../../common/schemas/payment.ts'
import { MyPreShowBidsAnswer } from '../../../common/schemas/pre-show.ts'
import { PreinfoAnswer, PreinfoConfirmAnswer } from '../../../common/schemas/preinfo.ts'
import * as push from '../../../common/schemas/push.ts'
import { RoomMetricsAnswer, RoomSyncAnswer } from '../../../common/schemas/room.ts'
import { SaleContractsAnswer } from '../../../common/schemas/sale-contract.ts'
import * as rsv from '../../../common/schemas/reserve.ts'
import * as shill from '../../../common/schemas/shill.ts'
import { CargoEventAnswer, ShipmentAnswer } from '../../../common/schemas/shipping.ts'
import * as tk from '../../../common/schemas/ticket.ts'
import { BroadcastAuthAnswer } from '../../../common/schemas/user-events.ts'
import * as wd from '../../../common/schemas/withdrawal.ts'
import { SellerIdentityAnswer } from '../../../common/seller-identity.ts'
import { isValidVkn } from '../../../common/validation/tckn.ts'
import { signCargoBody } from '../../../worker/adapters/cargo/webhook.ts'
import { app } from '../../../worker/app.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { optOutToken } from '../../../worker/domain/platform/message-consents.ts'
import type { Env } from '../../../worker/env.ts'
import { editor, uploadImage, type Signed } from '../../support/admin-seed.ts'
import {
  cartItem,
  member as checkoutMember,
  DELIVERY,
  INVOICE,
  INVOICE_PROFILE,
  ordersOf,
  paidOrder,
  paymentForm,
  prices,
  readyToPay,
  roomStateOf,
  SENDER,
} from '../../support/checkout-seed.ts'
import { unknownFields } from '../../support/contract.ts'
import { call, get, postJson, read } from '../../support/http.ts'
import { listingBody, watchFields } from '../../support/listing-form.ts'
import { chatLine, liveSession, lots } from '../../support/live-seed.ts'
import * as ms from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'
import * as sfs from '../../support/storefront-seed.ts'

/**
 * Routes that do not answer JSON to the SPA, with where they are tested instead. Middleware (`app.use`)
 * is listed by Hono as method ALL; no route of ours answers ALL, so those rows are left out below.
 */
const NOT_JSON: Record<string, string> = {
  'GET /*': 'the SPA’s HTML pages with inline data (tests/worker/app/page-html.test.ts)',
  'HEAD /*': 'the same pages, headers only',
  'GET /media/:key{.+}': 'image bytes from R2 (tests/worker/content/media.test.ts)',
  'GET /healthz': 'for uptime checkers, not the SPA (tests/worker/platform/health.test.ts)',
  'GET /manifest.webmanifest': 'the web app manifest for installing Mezat (tests/e2e/push.spec.ts)',
  'GET /sw.js': 'the service worker script, push and notificationclick only (tests/e2e/push.spec.ts)',
  'POST /api/payment/3ds-callback': 'the bank posts here; answers a 303 redirect (tests/worker/checkout/payment.test.ts)',
  'POST /api/payment/3ds-frame': 'the bank’s 3-D Secure page as HTML in an iframe (tests/worker/checkout/payment.test.ts)',
  'GET /api/user/data-export/:id/file': 'the export as a zip, for its member (tests/worker/member/data-export.test.ts)',
  'GET /api/admin/reports/:id/files/:n': 'a report’s evidence file, for editors (tests/worker/law/reports.test.ts)',
  'GET /api/openapi.json': 'the API reference, not read by the SPA (tests/worker/app/openapi.test.ts)',
  'GET /api/admin/reports/withholding': 'the month’s withholding as CSV for the accountant (tests/worker/law/withholding.test.ts)',
  'GET /api/admin/reports/net-volume': 'the month’s net transaction volume as CSV (tests/worker/law/withholding.test.ts)',
  'GET /api/admin/reports/cultural-property': 'the museum filing’s lots as CSV (tests/worker/law/lot-law.test.ts)',
  'GET /api/admin/auctions/:id/cultural-document': 'a cultural-property lot’s document, for editors (tests/worker/law/lot-law.test.ts)',
  'GET /__dev/outbox': 'development only: the outbox as an HTML page',
  'GET /__dev/turnstile.js': 'development only: the local stand-in for Turnstile’s widget script (tests/e2e/human-check.spec.ts)',
  'GET /__dev/outbox.json': 'development only: the outbox for the browser tests, not part of the spec',
  'POST /__dev/after-the-hammer': "development only: runs the cron's after-the-hammer pass (tests/e2e/after-the-hammer.spec.ts)",
  'POST /__dev/sale-contracts': "development only: runs the cron's sale-contract pass (tests/e2e/cayma.spec.ts)",
  'POST /__dev/sql': "development only: the browser tests' setup rows through the worker's D1 (tests/worker/app/deployment.test.ts)",
  'POST /__dev/live-shows': "development only: runs the cron's scheduled live shows pass (tests/e2e/live-shows.spec.ts)",
  'POST /__sim/3ds/:pid': 'development only: the simulated bank’s HTML pages',
  'POST /__sim/3ds/:pid/verify': 'development only: the simulated bank’s HTML pages',
  'GET /__sim/cargo/:barcode': 'development only: the simulated cargo firm’s HTML page',
  'POST /__sim/cargo/:barcode/:event': 'development only: the simulated cargo firm’s HTML page',
}

/** A browser's subscription as PushSubscription.toJSON() gives it (RFC 8291 appendix A's receiver keys). */
const PUSH_DEVICE = {
  endpoint: 'https://push.example.net/push/contract',
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
  expirationTime: null,
}

type Who = 'guest' | 'buyer' | 'seller' | 'editor'
type World = Awaited<ReturnType<typeof demo>>
type Case = {
  /** The schema the browser parses this answer with; several when two screens read the same call. */
  schema: z.ZodType | z.ZodType[]
  as?: Who
  /** The concrete path (default: the route's own, for routes without parameters). */
  path?: (w: World) => string | Promise<string>
  json?: (w: World) => unknown
  form?: (w: World) => Record<string, string | number> | Promise<Record<string, string | number>>
  /** A call that is not JSON or a form (multipart, a signed callback). */
  send?: (w: World, auth: string | undefined) => Promise<Response>
  /** What the answer gives the later cases (an id to edit, then delete). */
  keep?: (w: World, body: any) => void
}

async function demo() {
  await Promise.all([prices(), ms.banks(), ms.geo(), ms.supportTitles(), sfs.cargoChannels(), seed.footer(), ms.siteInfo()])
  const ed = await editor()
  const { buyer, seller, order } = await paidOrder({ seller: await checkoutMember(SELLER_PROFILE) })
  await paidOrder({ buyer, seller })
  const second = (await ordersOf(buyer.id)).at(-1)!
  const sellerSigned: Signed = { user: (await seed.findUser(seller.id)) as seed.SeededUser, token: seller.token }
  const tree = await ms.categoryTree()
  const running = await seed.auction({ seller: seller, category: tree.automatic })
  await sfs.images(running)
  await sfs.bids(running, [{ user: buyer as never, lira: 150 }])
  const q = await ms.question(running.id, buyer.id)
  const pending = await seed.auction({ seller, category: tree.automatic, approved: 0 })
  const showLot = await seed.auction({ seller, category: tree.automatic })
  const contract = await seed.contract()
  const banner = await sfs.banner({ banner_placement: 1 })
  await sfs.video('anasayfa-video', [{ video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }])
  await sfs.carousel('anasayfa', [{ image_path: '/demo/a.jpg', link_url: '/' }])
  const session = await liveSession()
  await lots(session.id, [running.id])
  const line = await chatLine(session.id, buyer.id, 'Merhaba')
  const ticket = await ms.ticket(buyer.id)
  const [payment] = await seed.db.select().from(schema.payments).limit(1)
  const brand = await ms.brand()
  const image = (await uploadImage(ed.token)) as string
  const [blogCategory] = await seed.db.insert(schema.blog_categories).values({ title: 'Koleksiyon', slug: 'koleksiyon' }).returning()
  await seed.db
    .insert(schema.blog_pages)
    .values({ blog_category_id: blogCategory!.id, page_title: 'Saat bakımı', page_slug: 'saat-bakimi', published_at: Date.now() - 60_000 })
  const unsold = await seed.auction({
    seller,
    start_time: Date.now() - 3 * HOUR,
    end_time: Date.now() - HOUR,
    closed_at: Date.now() - HOUR,
    sold_via: 'unsold',
  })
  const login = await seed.user()
  // A second cart for the checkout calls (the first was paid), bought on the buyer's own delivery.
  const inCart = await cartItem({ id: buyer.id }, { seller })
  return {
    ed: ed.token,
    edId: ed.user.id,
    buyer,
    seller: sellerSigned,
    order,
    second,
    unsold,
    login,
    tree,
    running,
    pending,
    showLot,
    question: q,
    contract,
    banner,
    session,
    line,
    ticket,
    payment: payment!,
    brand,
    image,
    inCart,
    made: {} as Record<string, number>,
  }
}

const created = (name: string) => (w: World, body: { id: number }) => (w.made[name] = body.id)
const M = ans.MessageAnswer
const SAVED = adm.SavedAnswer
const CREATED = adm.CreatedAnswer
/** An editor's call at `path`, answering SAVED unless `more` names another schema (and its body, if any). */
const byEditor = (path: NonNullable<Case['path']>, more: Partial<Case> = {}): Case => ({ schema: SAVED, as: 'editor', path, ...more })
/** An editor creates a row; its id is kept as `w.made[name]` for the cases that edit and delete it. */
const editorCreates = (name: string, json: NonNullable<Case['json']>): Case => ({
  schema: CREATED,
  as: 'editor',
  json,
  keep: created(name),
})
/**
 * An editor's call on a row an earlier case created, at `/api/admin/<collection>/<its id><tail>`: answers
 * SAVED (a DELETE when nothing more is given) unless `more` names another schema or a body.
 */
const onMade = (collection: string, name: string, more: Partial<Case> = {}, tail = ''): Case =>
  byEditor((w) => `/api/admin/${collection}/${w.made[name]}${tail}`, more)
/**
 * A console resource's three calls in this order: an editor creates a row (`body` of the first value), edits
 * it (`body` of the second) and deletes it, under `POST /api/admin/<collection>`, `PUT …/:id` and `DELETE …/:id`.
 */
const editorCrud = <V>(collection: string, name: string, body: (value: V, w: World) => unknown, [first, then]: [V, V]) => ({
  [`POST /api/admin/${collection}`]: editorCreates(name, (w) => body(first, w)),
  [`PUT /api/admin/${collection}/:id`]: onMade(collection, name, { json: (w) => body(then, w) }),
  [`DELETE /api/admin/${collection}/:id`]: onMade(collection, name),
})
/** An editor adds an item to a row an earlier case created; the item's id is kept as `w.made[item]`. */
const editorAddsItem = (collection: string, name: string, item: string, json: NonNullable<Case['json']>) =>
  onMade(collection, name, { schema: CREATED, json, keep: created(item) }, '/items')
/** A post, a question and a link under the support title and the footer group earlier cases created. */
const supportPost = (content: string, w: World) => ({ support_title_id: w.made.supportTitle, title: 'Kartla ödeme', content })
const faq = (question: string, w: World) => ({ support_title_id: w.made.supportTitle, question, answer: 'Kolayca.' })
const footerLink = (title: string, w: World) => ({ group_id: w.made.footerGroup, footer_link_title: title, footer_link_url: '/hakkimizda' })
/** A blog page in the category an earlier case created, with one section. */
const blogPage = (section: string, w: World) => ({
  blog_category_id: w.made.blogCategory,
  page_title: 'İlk yazı',
  page_description: 'Kısa',
  published_at: '2026-01-02 10:00',
  sections: [{ section_content: section }],
})

/**
 * Every JSON route: `METHOD path` as the route table spells it (an `editorCrud` line spells its three from the
 * collection). The order is the order of the calls.
 */
const CONTRACT: Record<string, Case> = {
  // --- session ---
  'POST /api/register': { schema: ans.RegisterAnswer, json: () => ({ ...registration() }) },
  'POST /api/login': { schema: ans.TokenAnswer, json: (w) => ({ username: w.login.username, password: seed.DEFAULT_PASSWORD }) },
  'GET /api/user': { schema: [ans.UserAnswer, acc.AccountAnswer], as: 'buyer' },
  'POST /api/forgot-password': { schema: M, form: (w) => ({ email: w.login.email }) },
  'POST /api/reset-password': { schema: M, form: (w) => resetForm(w.login.email) },
  'POST /api/email/verification-notification': { schema: ans.OptionalMessageAnswer, as: 'buyer' },
  'GET /api/email/verify/:id/:hash': { schema: M, as: 'buyer', path: (w) => verifyPath(w.buyer.email) },
  'GET /api/myprofile': { schema: ans.NotificationsAnswer, as: 'buyer' },
  'POST /api/broadcasting/auth': { schema: BroadcastAuthAnswer, as: 'buyer', json: () => ({}) },
  'GET /api/mynotifications': { schema: ans.NotificationsAnswer, as: 'buyer' },
  // --- commercial-message consents (docs/privacy.md) ---
  'GET /api/user/message-consents': { schema: mc.MessageConsentsAnswer, as: 'buyer' },
  'PUT /api/user/message-consents': {
    schema: mc.MessageConsentsAnswer,
    as: 'buyer',
    json: () => ({ sms: false, email: true, call: false }),
  },
  'POST /api/unsubscribe/:token': {
    schema: M,
    path: async (w) => `/api/unsubscribe/${await optOutToken(env as unknown as Env, w.buyer.id, 'email')}`,
  },
  // --- the member's own data (docs/privacy.md) ---
  'POST /api/user/data-export': { schema: de.DataExportAnswer, as: 'buyer' },
  'GET /api/user/data-export': { schema: de.DataExportAnswer, as: 'buyer' },
  // --- KVKK requests (docs/privacy.md) ---
  'POST /api/kvkk-requests': {
    schema: kv.KvkkSubmitAnswer,
    as: 'buyer',
    json: () => ({ kinds: ['learn', 'info'], details: 'Hakkımda hangi verileri işlediğinizi öğrenmek istiyorum.' }),
    keep: (w, b: { request: { id: number } }) => (w.made.kvkk = b.request.id),
  },
  'POST /api/kvkk-requests/confirm': {
    schema: kv.KvkkSubmitAnswer,
    send: async () => {
      const email = `kvkk-${seed.unique()}@example.com`
      await postJson('/api/kvkk-requests', { name: 'Zeynep Çelik', email, kinds: ['erase'], details: 'Verilerimin silinmesini istiyorum.' })
      const token = (await mailedLink(email, '/kvkk-basvurusu')).searchParams.get('onay')
      return postJson('/api/kvkk-requests/confirm', { token })
    },
  },
  'GET /api/user/kvkk-requests': { schema: kv.KvkkRequestsAnswer, as: 'buyer' },
  'GET /api/admin/kvkk-requests': { schema: kv.AdminKvkkListAnswer, as: 'editor' },
  'GET /api/admin/kvkk-requests/:id': {
    schema: kv.AdminKvkkFileAnswer,
    as: 'editor',
    path: (w) => `/api/admin/kvkk-requests/${w.made.kvkk}`,
  },
  'POST /api/admin/kvkk-requests/:id/answer': byEditor((w) => `/api/admin/kvkk-requests/${w.made.kvkk}/answer`, {
    schema: M,
    json: () => ({ outcome: 'accepted', answer_text: 'Kayıtlı verileriniz ekteki listededir.' }),
  }),
  // A member of its own, registered for it: the demo's members are needed by the cases after it.
  'POST /api/user/close': {
    schema: M,
    send: async () => {
      const { body } = await read(await postJson('/api/register', registration()))
      return postJson('/api/user/close', { password: 'Parola1234' }, body.token)
    },
  },
  'POST /api/mynotifications/read': { schema: ans.NotificationsReadAnswer, as: 'buyer', json: () => ({}) },
  // --- after the hammer: strikes, second-chance offers from the cart ---
  'GET /api/myStrikes': { schema: ath.MyStrikesAnswer, as: 'buyer' },
  'POST /api/secondChance/:id/accept': { schema: M, as: 'buyer', path: async (w) => `/api/secondChance/${await offer(w)}/accept` },
  'POST /api/secondChance/:id/decline': { schema: M, as: 'buyer', path: async (w) => `/api/secondChance/${await offer(w)}/decline` },
  // --- offers on buy-now items (docs/decisions/0021-offers.md) ---
  'POST /api/offers': { schema: off.OfferAnswer, as: 'buyer', form: async (w) => ({ slug: await offerLot(w), amount: 600 }) },
  'GET /api/offers': { schema: off.OffersAnswer, as: 'seller', path: () => '/api/offers?side=seller' },
  'PUT /api/offers/limits': {
    schema: off.OfferLimitsAnswer,
    as: 'seller',
    form: async (w) => ({ auction_id: (await seed.auction({ seller: w.seller.user })).id, decline_below: 300, accept_from: '' }),
  },
  'POST /api/offers/:id/counter': {
    schema: off.OfferAnswer,
    as: 'seller',
    path: async (w) => `/api/offers/${await openOffer(w)}/counter`,
    form: () => ({ amount: 800 }),
  },
  'POST /api/offers/:id/decline': { schema: off.OfferAnswer, as: 'seller', path: async (w) => `/api/offers/${await openOffer(w)}/decline` },
  'POST /api/offers/:id/accept': { schema: off.OfferAnswer, as: 'seller', path: async (w) => `/api/offers/${await openOffer(w)}/accept` },
  // --- shell and storefront ---
  'GET /api/footer': { schema: ans.FooterAnswer },
  'GET /api/humancheck': { schema: HumanCheckConfig },
  'GET /api/about': { schema: ans.AboutAnswer },
  'GET /api/categories': { schema: ans.CategoriesAnswer },
  'GET /api/contracts': { schema: ans.ContractAnswer },
  'GET /api/contracts/:slug': { schema: ans.ContractAnswer, path: (w) => `/api/contracts/${w.contract.slug}` },
  'GET /api/searchsummary': { schema: ans.SearchSummaryAnswer, path: () => '/api/searchsummary?q=mezat' },
  'GET /api/search': { schema: sf.ListingAnswer, path: () => '/api/search?q=mezat' },
  'GET /api/auctions': { schema: [sf.ListingAnswer, ans.AuctionListAnswer], path: (w) => `/api/auctions?category=${w.tree.watches.slug}` },
  'GET /api/showdaily': { schema: sf.ListingAnswer },
  'GET /api/shownext': { schema: sf.ListingAnswer },
  'GET /api/showhot': { schema: sf.ListingAnswer },
  'GET /api/showcaseauctions': { schema: ans.AuctionListAnswer },
  'GET /api/auctions/:slug': { schema: sf.AuctionDetailAnswer, path: (w) => `/api/auctions/${w.running.slug}` },
  'GET /api/previewauction/:slug': { schema: sf.PreviewAnswer, as: 'seller', path: (w) => `/api/previewauction/${w.pending.slug}` },
  'GET /api/check-approval-status/:id': {
    schema: sf.ApprovalStatusAnswer,
    as: 'seller',
    path: (w) => `/api/check-approval-status/${w.pending.id}`,
  },
  'GET /api/bids/:auctionId': { schema: sf.BidListAnswer, path: (w) => `/api/bids/${w.running.id}?page=1` },
  'GET /api/banners/:placement/:slug?': { schema: sf.BannersAnswer, path: () => '/api/banners/1' },
  'POST /api/bannerclick': { schema: M, form: (w) => ({ banner_id: w.banner.id }) },
  'GET /api/videos/:slug': { schema: sf.VideosAnswer, path: () => '/api/videos/anasayfa-video' },
  'GET /api/carousels/:slug': { schema: sf.CarouselAnswer, path: () => '/api/carousels/anasayfa' },
  'GET /api/profil/:sellerSlug': { schema: lst.SellerProfileAnswer, path: (w) => `/api/profil/${w.seller.user.slug}` },
  'GET /api/support': { schema: ct.SupportCentreAnswer },
  'GET /api/support/:title': { schema: ct.SupportCentreAnswer, path: () => '/api/support/odeme' },
  'GET /api/blog': { schema: ct.BlogAnswer },
  'GET /api/blog/:category': { schema: ct.BlogAnswer, path: () => '/api/blog/koleksiyon' },
  'GET /api/blog/:category/:title': { schema: ct.BlogAnswer, path: () => '/api/blog/koleksiyon/saat-bakimi' },
  'POST /api/contactform': {
    schema: ct.ContactAnswer,
    json: () => ({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '05321234567',
      subject: 'Kargo',
      message: 'Kargom nerede acaba?',
    }),
  },
  // --- live ---
  'GET /api/live_session/index': { schema: live.LiveSessionsAnswer },
  'GET /api/live_session/:mainCategory': { schema: live.LiveSessionsAnswer, path: (w) => `/api/live_session/${w.tree.watches.slug}` },
  'GET /api/liveauction/:sessionId': { schema: live.LiveAuctionsAnswer, path: (w) => `/api/liveauction/${w.session.id}` },
  'GET /api/livechat/:sessionId/:lastId': { schema: live.LiveChatAnswer, path: (w) => `/api/livechat/${w.session.id}/0` },
  'POST /api/addLiveMessage': {
    schema: live.AddLiveMessageAnswer,
    as: 'buyer',
    form: (w) => ({ livemessage: 'Selam', live_session_id: w.session.id }),
  },
  // --- the pre-information the buyer confirms once for the lot before the bids below (docs/law.md) ---
  'GET /api/auctions/:auctionId/preinfo': { schema: PreinfoAnswer, as: 'buyer', path: (w) => `/api/auctions/${w.running.id}/preinfo` },
  'POST /api/auctions/:auctionId/preinfo': {
    schema: PreinfoConfirmAnswer,
    as: 'buyer',
    send: async (w, auth) => {
      const { version } = PreinfoAnswer.parse(await (await get(`/api/auctions/${w.running.id}/preinfo`, auth)).json())
      return postJson(`/api/auctions/${w.running.id}/preinfo`, { version }, auth)
    },
  },
  // --- bids, watch list, questions ---
  'POST /api/addBid': {
    schema: BidAnswer,
    as: 'buyer',
    form: (w) => ({ auction_id: w.running.id, bid_amount: '100', total_amount: '250' }),
  },
  'GET /api/bidTicket/:auctionId': { schema: BidTicketAnswer, as: 'buyer', path: (w) => `/api/bidTicket/${w.running.id}` },
  'POST /api/addAutoBid': { schema: ans.AutoBidSetAnswer, as: 'buyer', form: (w) => ({ auction_id: w.running.id, max_amount: 500 }) },
  'GET /api/autobid/:auctionId': { schema: ans.AutoBidAnswer, as: 'buyer', path: (w) => `/api/autobid/${w.running.id}` },
  'POST /api/removeAutoBid': { schema: ans.AutoBidRemovedAnswer, as: 'buyer', form: (w) => ({ auction_id: w.running.id }) },
  'POST /api/addtoWatchList': { schema: M, as: 'buyer', form: (w) => ({ slug: w.running.slug }) },
  'GET /api/mywatchlist': { schema: sf.WatchlistAnswer, as: 'buyer' },
  'POST /api/removefromWatchList': { schema: M, as: 'buyer', form: (w) => ({ slug: w.running.slug }) },
  // --- saved searches and followed sellers (docs/alerts.md) ---
  'POST /api/saved-searches': {
    schema: al.SavedSearchAnswer,
    as: 'buyer',
    json: (w) => ({ q: 'Saat', category: w.tree.watches.slug, min_price_kurus: 10_000 }),
    keep: (w, body: { saved_search: { id: number } }) => (w.made.savedSearch = body.saved_search.id),
  },
  'GET /api/saved-searches': { schema: al.SavedSearchesAnswer, as: 'buyer' },
  'PATCH /api/saved-searches/:id': {
    schema: al.SavedSearchAnswer,
    as: 'buyer',
    path: (w) => `/api/saved-searches/${w.made.savedSearch}`,
    json: () => ({ name: 'Saatler', paused: true, frequency: 'daily' }),
  },
  'DELETE /api/saved-searches/:id': { schema: M, as: 'buyer', path: (w) => `/api/saved-searches/${w.made.savedSearch}` },
  'POST /api/sellers/:slug/follow': { schema: al.FollowAnswer, as: 'buyer', path: (w) => `/api/sellers/${w.seller.user.slug}/follow` },
  'GET /api/sellers/:slug/follow': { schema: al.FollowStateAnswer, as: 'buyer', path: (w) => `/api/sellers/${w.seller.user.slug}/follow` },
  'GET /api/followed-sellers/feed': { schema: al.FollowFeedAnswer, as: 'buyer' },
  'DELETE /api/sellers/:slug/follow': { schema: al.FollowAnswer, as: 'buyer', path: (w) => `/api/sellers/${w.seller.user.slug}/follow` },
  // --- scheduled live shows (docs/alerts.md "Scheduled live shows") ---
  'POST /api/live-shows': {
    schema: ls.LiveShowAnswer,
    as: 'seller',
    json: (w) => ({ title: 'Pazar akşamı saatler', scheduled_at: Date.now() + 2 * HOUR, auction_ids: [w.showLot.id] }),
    keep: (w, body: { show: { id: number } }) => (w.made.show = body.show.id),
  },
  'GET /api/live-shows/upcoming': { schema: ls.LiveShowsAnswer },
  'GET /api/live-shows/mine': { schema: ls.LiveShowsAnswer, as: 'seller' },
  'POST /api/live-shows/:id/reminder': {
    schema: ls.LiveShowReminderAnswer,
    as: 'buyer',
    path: (w) => `/api/live-shows/${w.made.show}/reminder`,
  },
  'GET /api/live-shows/reminders': { schema: ls.LiveShowRemindersAnswer, as: 'buyer' },
  'DELETE /api/live-shows/:id/reminder': {
    schema: ls.LiveShowReminderAnswer,
    as: 'buyer',
    path: (w) => `/api/live-shows/${w.made.show}/reminder`,
  },
  'DELETE /api/live-shows/:id': { schema: M, as: 'seller', path: (w) => `/api/live-shows/${w.made.show}` },
  // --- web push (docs/alerts.md "Web push") ---
  'GET /api/push/config': { schema: push.PushConfigAnswer },
  'POST /api/push/subscriptions': { schema: push.PushSubscriptionAnswer, as: 'buyer', json: () => PUSH_DEVICE },
  'DELETE /api/push/subscriptions': { schema: push.PushSubscriptionAnswer, as: 'buyer', json: () => ({ endpoint: PUSH_DEVICE.endpoint }) },
  'POST /api/addQuestion': { schema: sf.QuestionsAnswer, as: 'buyer', form: (w) => ({ slug: w.running.slug, question: 'Kutusu var mı?' }) },
  'POST /api/addReply': {
    schema: sf.QuestionsAnswer,
    as: 'seller',
    form: (w) => ({ question_id: w.question.id, reply: 'Evet, kutusu var.' }),
  },
  'GET /api/myquestions': { schema: tk.MyQuestionsAnswer, as: 'buyer' },
  'GET /api/myBidReceipts': { schema: MyBidReceiptsAnswer, as: 'buyer' },
  'GET /api/myPreShowBids': { schema: MyPreShowBidsAnswer, as: 'buyer' },
  'POST /api/bids/:id/withdrawal': {
    schema: wd.WithdrawalRequestAnswer,
    as: 'buyer',
    path: async (w) =>
      `/api/bids/${(await seed.db.select().from(schema.bids).where(eq(schema.bids.auction_id, w.running.id)))[0]!.id}/withdrawal`,
    json: () => ({ reason: 'typo', note: 'Bir sıfır fazla yazdım.' }),
    keep: (w, b: { request: { id: number } }) => (w.made.withdrawal = b.request.id),
  },
  'GET /api/bids/:auctionId/withdrawals': { schema: wd.LotWithdrawalsAnswer, path: (w) => `/api/bids/${w.running.id}/withdrawals` },
  'GET /.well-known/mezat-bid-keys.json': { schema: BidKeySet },
  // --- member area ---
  'GET /api/banks': { schema: acc.BanksAnswer, as: 'buyer' },
  'POST /api/setProfileDetails': { schema: acc.ProfileSavedAnswer, as: 'buyer', form: () => ms.profilePayload() },
  'POST /api/verifyPhone': {
    schema: acc.PhoneVerifiedAnswer,
    as: 'buyer',
    form: async () => ({ verification_code: await ms.lastCode('5321234567') }),
  },
  'PUT /api/user/updateBankInfo': {
    schema: M,
    as: 'buyer',
    json: () => ({ bank_title: 'Garanti BBVA', bank_account_name: 'Ayşe Yılmaz', bank_iban: ms.GARANTI_IBAN }),
  },
  'GET /api/iller': { schema: adr.ProvincesAnswer },
  'GET /api/ilceler/:city': { schema: adr.DistrictsAnswer, path: () => '/api/ilceler/34' },
  'GET /api/mahalleler/:city/:town': { schema: adr.NeighbourhoodsAnswer, path: () => '/api/mahalleler/34/Kadıköy' },
  'POST /api/user/addresses': {
    schema: adr.AddressSavedAnswer,
    as: 'buyer',
    json: () => ms.addressPayload(),
    keep: (w, b) => (w.made.address = b.address?.id ?? b.id),
  },
  'GET /api/user/addresses': { schema: adr.AddressListAnswer, as: 'buyer' },
  'PUT /api/user/addresses/:id': {
    schema: adr.AddressSavedAnswer,
    as: 'buyer',
    path: (w) => `/api/user/addresses/${w.made.address}`,
    json: () => ({ is_default: true }),
  },
  'DELETE /api/user/addresses/:id': { schema: adr.AddressSavedAnswer, as: 'buyer', path: (w) => `/api/user/addresses/${w.made.address}` },
  'POST /api/invoice-addresses/add': {
    schema: inv.InvoiceSavedAnswer,
    as: 'buyer',
    json: () => INVOICE_PROFILE,
    keep: (w, b) => (w.made.invoice = b.data?.id ?? b.invoice_address?.id ?? b.id),
  },
  'GET /api/invoice-addresses': { schema: inv.InvoiceListAnswer, as: 'buyer' },
  'POST /api/invoice-addresses/update/:id': {
    schema: inv.InvoiceSavedAnswer,
    as: 'buyer',
    path: (w) => `/api/invoice-addresses/update/${w.made.invoice}`,
    json: () => INVOICE_PROFILE,
  },
  'POST /api/addSupportTicket': {
    schema: M,
    as: 'buyer',
    form: () => ({ ticket_title: 'Kargo', ticket_text: 'Kargom gelmedi, yardım eder misiniz?' }),
  },
  'GET /api/showSupportTickets': { schema: tk.TicketsAnswer, as: 'buyer' },
  'POST /api/addSupportTicketReply': {
    schema: tk.TicketReplyAnswer,
    as: 'buyer',
    form: (w) => ({ ticket_id: w.ticket.id, ticket_text: 'Bir ek bilgi daha.' }),
  },
  // --- listing (the seller) ---
  'GET /api/brands': { schema: lst.BrandsAnswer, as: 'seller' },
  'GET /api/propertygroups': { schema: lst.PropertyGroupsAnswer, as: 'seller' },
  'POST /api/addAuction': {
    schema: lst.AddAuctionAnswer,
    as: 'seller',
    send: (w, auth) => call('POST', '/api/addAuction', listingForm(w), { auth }),
  },
  'GET /api/myauctions': { schema: lst.MyAuctionsAnswer, as: 'seller' },
  'POST /api/relistAuction': { schema: ans.RelistAnswer, as: 'seller', form: (w) => ({ auction_id: w.unsold.id }) },
  // --- the reserve price (docs/decisions/0020-reserve-price.md) ---
  'GET /api/listing/reserve-threshold': { schema: rsv.ReserveThresholdAnswer },
  'GET /api/auctions/:id/reserve': { schema: rsv.ReserveView, as: 'seller', path: async (w) => `/api/auctions/${await reserveLot(w)}/reserve` },
  'POST /api/auctions/:id/reserve': { schema: rsv.ReserveLowerAnswer, as: 'seller', path: async (w) => `/api/auctions/${await reserveLot(w)}/reserve`, form: () => ({ reserve_amount: 400 }) },
  'POST /api/auctions/:id/reserve-offer': { schema: M, as: 'seller', path: async (w) => `/api/auctions/${await unmetLot(w)}/reserve-offer`, form: () => ({ price: 300 }) },
  // --- cart, payment, orders, sales, shipping ---
  'GET /api/showCart': { schema: CartAnswer, as: 'buyer' },
  'POST /api/updateCartCargo': { schema: M, as: 'buyer', form: (w) => ({ id: w.inCart.item.id, cargo_channel: 'mng' }) },
  'POST /api/acceptCartContract': { schema: M, as: 'buyer', form: () => ({}) },
  'POST /api/updateCartDelivery': { schema: M, as: 'buyer', form: () => DELIVERY },
  'POST /api/updateCartInvoice': { schema: M, as: 'buyer', json: () => INVOICE },
  'POST /api/getInstallments': { schema: pay.InstallmentsAnswer, as: 'buyer', form: () => ({ binno: '552608', price: '1000.00' }) },
  'POST /api/makePayment': {
    schema: pay.MakePaymentAnswer,
    as: 'buyer',
    form: async (w) => paymentForm(w.inCart.cart.id, await cartTotal(w)),
    keep: (w, b) => (w.made.payment = b.payment_id),
  },
  'GET /api/showPayment/:paymentId': { schema: pay.ShowPaymentAnswer, as: 'buyer', path: (w) => `/api/showPayment/${w.payment.id}` },
  'POST /api/cancelPayment': { schema: M, as: 'buyer', form: (w) => ({ payment_id: w.made.payment ?? 0 }) },
  'POST /api/addtoCart': { schema: M, as: 'buyer', form: (w) => ({ slug: w.running.slug }) },
  'POST /api/deleteCartItem': { schema: M, as: 'buyer', form: async (w) => ({ id: await boughtNowItem(w) }) },
  'GET /api/myorders': { schema: ord.MyOrdersAnswer, as: 'buyer' },
  'GET /api/showOrder/:orderId': { schema: ord.ShowOrderAnswer, as: 'buyer', path: (w) => `/api/showOrder/${w.order.id}` },
  'GET /api/orders/:id/contracts': { schema: SaleContractsAnswer, as: 'buyer', path: (w) => `/api/orders/${w.order.id}/contracts` },
  'GET /api/mysales': { schema: ord.MySalesAnswer, as: 'seller' },
  'GET /api/showOrderForSeller/:orderId': {
    schema: ord.ShowSellerOrderAnswer,
    as: 'seller',
    path: (w) => `/api/showOrderForSeller/${w.order.id}`,
  },
  'POST /api/updateOrderSellerInfo': { schema: M, as: 'seller', form: (w) => ({ id: w.order.id, ...SENDER }) },
  'POST /api/createShipment': { schema: ShipmentAnswer, as: 'seller', form: (w) => ({ channel: 'mng', id: w.order.id }) },
  'POST /api/cargo/events': { schema: CargoEventAnswer, send: (w) => cargoEvent(w, 'accepted') },
  'POST /api/orders/:id/update-status': {
    schema: ord.UpdateStatusAnswer,
    as: 'buyer',
    path: async (w) => (await cargoEvent(w, 'delivered'), `/api/orders/${w.order.id}/update-status`),
    json: () => ({ status: 5 }),
  },
  'POST /api/rateSeller': {
    schema: M,
    as: 'buyer',
    form: (w) => ({ order_id: w.order.id, rating: 5, comment: 'Hızlı kargo, teşekkürler.' }),
  },
  'POST /api/cancelOrder': { schema: ord.CancelOrderAnswer, as: 'buyer', form: (w) => ({ order_id: w.second.id }) },
  'POST /api/orders/:id/cayma': {
    schema: CaymaAnswer,
    as: 'buyer',
    // The order was delivered and confirmed above; its seller sells as a trader, so cayma applies.
    path: async (w) => {
      await seed.db
        .insert(schema.seller_identities)
        .values({ user_id: w.order.seller_id, kind: 'ticari', updated_at: Date.now() })
        .onConflictDoNothing()
      return `/api/orders/${w.order.id}/cayma`
    },
    json: () => ({ full_name: 'Ayşe Yılmaz', address: 'Moda Cad. No: 5, Kadıköy, İstanbul' }),
  },
  // --- the room's calls ---
  'POST /api/internal/rooms/:id/sync': { schema: RoomSyncAnswer, send: (w) => roomSync(w) },
  'POST /api/internal/rooms/:id/metrics': { schema: RoomMetricsAnswer, send: (w) => roomMetrics(w) },
  // --- editor console ---
  'GET /api/admin/summary': { schema: adm.SummaryAnswer, as: 'editor' },
  'GET /api/admin/auctions': { schema: adm.ReviewListAnswer, as: 'editor' },
  'GET /api/admin/auctions/:id': { schema: adm.ReviewAnswer, as: 'editor', path: (w) => `/api/admin/auctions/${w.pending.id}` },
  'POST /api/admin/auctions/:id/approve': byEditor((w) => `/api/admin/auctions/${w.pending.id}/approve`, {
    schema: adm.ApprovedAnswer,
    json: () => ({}),
  }),
  'POST /api/admin/auctions/:id/reject': onMade('auctions', 'toReject', { json: () => ({ reason: 'Fotoğraflar bulanık.' }) }, '/reject'),
  'POST /api/admin/auctions/:id/resync': byEditor((w) => `/api/admin/auctions/${w.running.id}/resync`, { json: () => ({}) }),
  'PUT /api/admin/auctions/:id/showcase': byEditor((w) => `/api/admin/auctions/${w.running.id}/showcase`, {
    json: () => ({ showcase: true }),
  }),
  'POST /api/admin/uploads': {
    schema: adm.UploadAnswer,
    as: 'editor',
    send: (_w, auth) => call('POST', '/api/admin/uploads', imageForm(), { auth }),
  },
  'GET /api/admin/categories': { schema: adm.CategoriesAnswer, as: 'editor' },
  ...editorCrud('categories', 'category', (title) => ({ title }), ['Müzik Aletleri', 'Müzik']),
  'GET /api/admin/property-groups': { schema: adm.GroupsAnswer, as: 'editor' },
  ...editorCrud('property-groups', 'group', (title) => ({ title, labels: LABELS }), ['Saatler', 'Saat']),
  'GET /api/admin/brands': { schema: adm.BrandsAnswer, as: 'editor' },
  ...editorCrud('brands', 'brand', (title) => ({ title }), ['Şişecam', 'Paşabahçe']),
  'GET /api/admin/banners': { schema: adm.BannersAnswer, as: 'editor' },
  ...editorCrud('banners', 'banner', (title, w) => ({ banner_placement: 0, banner_title: title, banner_image: w.image }), ['Yaz', 'Kış']),
  'GET /api/admin/carousels': { schema: adm.CarouselsAnswer, as: 'editor' },
  'POST /api/admin/carousels': editorCreates('carousel', () => ({ title: 'Vitrin', slug: 'vitrin' })),
  'PUT /api/admin/carousels/:id': onMade('carousels', 'carousel', { json: () => ({ title: 'Vitrin 2', slug: 'vitrin' }) }),
  'POST /api/admin/carousels/:id/items': editorAddsItem('carousels', 'carousel', 'carouselItem', (w) => ({
    image_path: w.image,
    link: '/',
  })),
  'PUT /api/admin/carousel-items/:id': onMade('carousel-items', 'carouselItem', { json: (w) => ({ image_path: w.image, link: '/ara' }) }),
  'DELETE /api/admin/carousel-items/:id': onMade('carousel-items', 'carouselItem'),
  'DELETE /api/admin/carousels/:id': onMade('carousels', 'carousel'),
  'GET /api/admin/videos': { schema: adm.VideosAnswer, as: 'editor' },
  'POST /api/admin/videos': editorCreates('video', () => ({ title: 'Videolar', slug: 'videolar' })),
  'PUT /api/admin/videos/:id': onMade('videos', 'video', { json: () => ({ title: 'Videolar 2', slug: 'videolar' }) }),
  'POST /api/admin/videos/:id/items': editorAddsItem('videos', 'video', 'videoItem', () => ({
    video_title: 'Tanıtım',
    video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  })),
  'PUT /api/admin/video-items/:id': onMade('video-items', 'videoItem', {
    json: () => ({ video_title: 'Tanıtım 2', video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }),
  }),
  'DELETE /api/admin/video-items/:id': onMade('video-items', 'videoItem'),
  'DELETE /api/admin/videos/:id': onMade('videos', 'video'),
  'GET /api/admin/live-sessions': { schema: adm.LiveAnswer, as: 'editor' },
  'POST /api/admin/live-sessions': editorCreates('live', () => ({
    title: 'Pazar mezatı',
    live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  })),
  'PUT /api/admin/live-sessions/:id': onMade('live-sessions', 'live', {
    json: () => ({ title: 'Pazar mezatı 2', live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }),
  }),
  'POST /api/admin/live-sessions/:id/start': onMade('live-sessions', 'live', { schema: live.LiveSwitchAnswer, json: () => ({}) }, '/start'),
  'POST /api/admin/live-sessions/:id/stop': onMade('live-sessions', 'live', { schema: live.LiveSwitchAnswer, json: () => ({}) }, '/stop'),
  'DELETE /api/admin/live-sessions/:id': onMade('live-sessions', 'live'),
  'POST /api/admin/live-chat/:messageId/mute': byEditor((w) => `/api/admin/live-chat/${w.line.id}/mute`, {
    schema: live.MuteAnswer,
    form: () => ({ minutes: 10 }),
  }),
  'DELETE /api/admin/live-chat/:messageId': { schema: M, as: 'editor', path: (w) => `/api/admin/live-chat/${w.line.id}` },
  'GET /api/admin/contracts': { schema: adm.ContractsAnswer, as: 'editor' },
  // Not a slug the site needs (those cannot be deleted): the DELETE below removes this one.
  ...editorCrud('contracts', 'contract', (title) => ({ title, contract_content: '<p>Metin.</p>' }), ['Kargo Bilgilendirmesi', 'Çerezler']),
  'GET /api/admin/support': { schema: adm.SupportAnswer, as: 'editor' },
  'POST /api/admin/support-titles': editorCreates('supportTitle', () => ({ title: 'İade' })),
  'PUT /api/admin/support-titles/:id': onMade('support-titles', 'supportTitle', { json: () => ({ title: 'İadeler' }) }),
  ...editorCrud('support-posts', 'supportPost', supportPost, ['<p>3D Secure ile.</p>', '<p>3-D Secure ile.</p>']),
  ...editorCrud('support-faqs', 'faq', faq, ['İade nasıl?', 'İade nasıl olur?']),
  'DELETE /api/admin/support-titles/:id': onMade('support-titles', 'supportTitle'),
  'GET /api/admin/blog': { schema: adm.BlogAnswer, as: 'editor' },
  'POST /api/admin/blog-categories': editorCreates('blogCategory', () => ({ title: 'Koleksiyon Rehberi' })),
  'PUT /api/admin/blog-categories/:id': onMade('blog-categories', 'blogCategory', { json: () => ({ title: 'Koleksiyon' }) }),
  ...editorCrud('blog-pages', 'blogPage', blogPage, ['<p>Merhaba.</p>', '<p>Merhaba!</p>']),
  'DELETE /api/admin/blog-categories/:id': onMade('blog-categories', 'blogCategory'),
  'GET /api/admin/footer': { schema: adm.FooterAnswer, as: 'editor' },
  'POST /api/admin/footer-groups': editorCreates('footerGroup', () => ({ footer_header: 'Kurumsal', sort_order: 1 })),
  'PUT /api/admin/footer-groups/:id': onMade('footer-groups', 'footerGroup', { json: () => ({ footer_header: 'Şirket', sort_order: 1 }) }),
  ...editorCrud('footer-links', 'footerLink', footerLink, ['Hakkımızda', 'Biz']),
  'DELETE /api/admin/footer-groups/:id': onMade('footer-groups', 'footerGroup'),
  'PUT /api/admin/site-info': {
    schema: SAVED,
    as: 'editor',
    json: () => ({
      company_name: 'Mezat A.Ş.',
      company_address: 'Kadıköy',
      company_email: 'destek@mezat.test',
      customer_service_phone: '0850 555 12 34',
    }),
  },
  'GET /api/admin/tickets': { schema: adm.TicketsAnswer, as: 'editor' },
  'GET /api/admin/tickets/:id': { schema: adm.TicketFileAnswer, as: 'editor', path: (w) => `/api/admin/tickets/${w.ticket.id}` },
  'POST /api/admin/tickets/:id/replies': byEditor((w) => `/api/admin/tickets/${w.ticket.id}/replies`, {
    json: () => ({ ticket_text: 'İnceliyoruz.' }),
  }),
  'PUT /api/admin/tickets/:id/status': byEditor((w) => `/api/admin/tickets/${w.ticket.id}/status`, { json: () => ({ ticket_status: 2 }) }),
  'GET /api/seller-identity': { schema: SellerIdentityAnswer, as: 'seller' },
  'PUT /api/seller-identity': {
    schema: SellerIdentityAnswer,
    as: 'seller',
    json: () => {
      const vkn = [...'0123456789'].map((d) => `478120365${d}`).find(isValidVkn)!
      return {
        kind: 'ticari',
        trade_name: 'Kaya Antika Ltd. Şti.',
        vkn,
        mersis: `0${vkn}00015`,
        address: 'Beyoğlu, İstanbul',
        kep: 'kaya@hs01.kep.tr',
      }
    },
  },
  'POST /api/admin/users/:id/seller-identity/verify': byEditor((w) => `/api/admin/users/${w.seller.user.id}/seller-identity/verify`, {
    schema: M,
    json: () => ({}),
  }),
  'GET /api/admin/outbox/dead': { schema: adminSystem.DeadLettersAnswer, as: 'editor' },
  'POST /api/admin/outbox/:id/resend': byEditor(async () => `/api/admin/outbox/${await deadMessage()}/resend`, {
    schema: M,
    json: () => ({}),
  }),
  'GET /api/admin/shill': { schema: shill.ShillDeskAnswer, as: 'editor' },
  'GET /api/admin/bid-withdrawals': { schema: wd.AdminWithdrawalsAnswer, as: 'editor' },
  'POST /api/admin/bid-withdrawals/:id': byEditor((w) => `/api/admin/bid-withdrawals/${w.made.withdrawal}`, {
    schema: wd.WithdrawalDecisionAnswer,
    json: () => ({ decision: 'reject', note: 'Pey doğru girilmiş görünüyor.' }),
  }),
  'POST /api/admin/shill/:bidder/:seller': byEditor((w) => `/api/admin/shill/${w.buyer.id}/${w.seller.user.id}`, {
    schema: shill.ShillReviewAnswer,
    json: () => ({ action: 'dismiss', note: 'Tek pey, bağlantı yok; kapatıldı.' }),
  }),
  'GET /api/admin/system/stats': { schema: adminSystem.SystemStatsAnswer, as: 'editor', path: () => '/api/admin/system/stats?range=day' },
  'GET /api/admin/users': { schema: adm.UsersAnswer, as: 'editor' },
  'GET /api/admin/users/:id': { schema: adm.UserFileAnswer, as: 'editor', path: (w) => `/api/admin/users/${w.buyer.id}` },
  'POST /api/admin/users/:id/block': byEditor((w) => `/api/admin/users/${w.made.spare}/block`, {
    schema: adm.BlockedAnswer,
    json: () => ({ reason: 'Sahte ilanlar verdi.' }),
  }),
  'POST /api/admin/users/:id/unblock': onMade('users', 'spare', { json: () => ({}) }, '/unblock'),
  'PUT /api/admin/users/:id/role': onMade('users', 'spare', { json: () => ({ role: 'editor' }) }, '/role'),
  'GET /api/admin/orders': { schema: adm.OrdersAnswer, as: 'editor' },
  'GET /api/admin/orders/:id': { schema: adm.OrderFileAnswer, as: 'editor', path: (w) => `/api/admin/orders/${w.order.id}` },
  'PUT /api/admin/orders/:id/status': byEditor((w) => `/api/admin/orders/${w.order.id}/status`, {
    json: () => ({ status: 3, force: true, reason: 'Kargo firmasıyla görüşüldü.' }),
  }),
  'GET /api/admin/settings': { schema: adm.SettingsAnswer, as: 'editor' },
  'PUT /api/admin/settings': { schema: SAVED, as: 'editor', json: () => ({ commission_rate_buyer: '7,5', commission_rate_seller: 10 }) },
  'PUT /api/admin/settings/pay-deadline': { schema: M, as: 'editor', json: () => ({ pay_deadline_days: 3 }) },
  'PUT /api/admin/settings/reserve-threshold': { schema: M, as: 'editor', json: () => ({ reserve_threshold: 1000 }) },
  'PUT /api/admin/settings/withholding': { schema: M, as: 'editor', json: () => ({ withholding_enabled: true, withholding_rate: '1' }) },
  'PUT /api/admin/settings/report-hours': { schema: M, as: 'editor', json: () => ({ report_response_hours: 48 }) },
  'POST /api/admin/users/:id/strikes/lift': {
    schema: ath.LiftStrikesAnswer,
    as: 'editor',
    path: async (w) => {
      const closed = await seed.auction({ seller: w.seller.user, closed_at: Date.now() - 60_000, end_time: Date.now() - 60_000 })
      await seed.db
        .insert(schema.payment_strikes)
        .values({ user_id: w.made.spare!, auction_id: closed.id, reason: 'unpaid', deadline_at: Date.now() - 1000 })
      return `/api/admin/users/${w.made.spare}/strikes/lift`
    },
    json: () => ({}),
  },
  'PUT /api/admin/settings/verification': { schema: SAVED, as: 'editor', json: () => ({ trade_verification: 'none' }) },
  'DELETE /api/admin/auctions/:id/cayma-exception': {
    schema: M,
    as: 'editor',
    path: async (w) =>
      `/api/admin/auctions/${(await seed.auction({ seller: w.seller.user, approved: 0, cayma_exception: 'personalised' })).id}/cayma-exception`,
  },
  'PUT /api/admin/cargo-channels/:code': byEditor(() => '/api/admin/cargo-channels/mng', {
    json: () => ({ cargo_channel_title: 'MNG Kargo', price: '64,90' }),
  }),
  'GET /api/admin/audit': { schema: adm.AuditAnswer, as: 'editor' },
  // --- notice and takedown (docs/notice-and-takedown.md): a guest's report on a lot of its own, so no case above sees it hidden ---
  'POST /api/reports': {
    schema: rp.ReportCreatedAnswer,
    form: async (w) => reportForm((w.made.reportedLot = (await seed.auction({ seller: w.seller.user })).id)),
    keep: created('report'),
  },
  'GET /api/admin/reports': { schema: rp.AdminReportsAnswer, as: 'editor' },
  'POST /api/admin/reports/:id/remove': byEditor((w) => `/api/admin/reports/${w.made.report}/remove`, {
    schema: M,
    json: () => ({ reason: 'Marka tescili belgelendi.' }),
  }),
  'GET /api/my-removals': { schema: rp.MyRemovalsAnswer, as: 'seller' },
  'POST /api/my-removals/:id/objection': {
    schema: M,
    as: 'seller',
    path: (w) => `/api/my-removals/${w.made.report}/objection`,
    json: () => ({ text: 'Ürün orijinaldir; faturası ve distribütör belgesi ektedir.' }),
  },
  'POST /api/admin/reports/:id/objection': byEditor((w) => `/api/admin/reports/${w.made.report}/objection`, {
    schema: M,
    json: () => ({ decision: 'uphold', reason: 'Fatura ürünün orijinal olduğunu gösteriyor.' }),
  }),
  'POST /api/admin/reports/:id/reject': {
    schema: M,
    as: 'editor',
    path: async (w) => {
      const sent = await call('POST', '/api/reports', new URLSearchParams(reportForm(w.made.reportedLot!)).toString(), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      return `/api/admin/reports/${((await sent.json()) as { id: number }).id}/reject`
    },
    json: () => ({ reason: 'Bildirilen ilanda ihlal bulunmadı.' }),
  },
  'POST /api/logout': { schema: M, as: 'buyer' },
}

const reportForm = (lotId: number) => ({
  target: 'auction',
  target_id: String(lotId),
  name: 'Deniz Öztürk',
  email: 'hukuk@marka.example',
  right_holder: '1',
  kind: 'trademark',
  url: `https://mezat.example/mezat/${lotId}`,
  explanation: 'İlandaki saat tescilli markamızın taklididir; orijinal seri numarası yok.',
  registration_no: '2019/123456',
})

const HOUR = 3_600_000
/** A member who may sell (member-seed.ts seller(): names, TCKN, verified phone, payout IBAN). */
const SELLER_PROFILE = {
  first_name: 'Mehmet',
  last_name: 'Kaya',
  tckn: ms.VALID_TCKN,
  phone_1: '5329876543',
  phone_verified_at: Date.now(),
  bank_title: 'Garanti BBVA',
  bank_account_name: 'Mehmet Kaya',
  bank_iban: ms.GARANTI_IBAN,
}
const LABELS = [{ title: 'Kasa', values: 'Çelik, Altın' }]
const CARGO_SECRET = 'a-cargo-webhook-secret-shared-with-the-firm-0123456789'

/** The newest link mailed to `email` under `prefix`. */
async function mailedLink(email: string, prefix: string) {
  const mails = await seed.waitForMails(email, 1)
  return seed.linkIn(mails.at(-1)!.body, prefix)!
}
async function verifyPath(email: string) {
  const link = await mailedLink(email, '/epostadogrula/')
  const [, , id, hash] = link.pathname.split('/')
  return `/api/email/verify/${id}/${hash}${link.search}`
}
async function resetForm(email: string) {
  const [, , token] = (await mailedLink(email, '/sifreyenile/')).pathname.split('/')
  return { email, token: decodeURIComponent(token!), password: 'YeniParola123', password_confirmation: 'YeniParola123' }
}
function listingForm(w: World) {
  return listingBody(watchFields(w.tree, w.brand.id, { shipping_payment_by: '0' }), {
    'images[]': [0, 1, 2, 3].map((i) => ms.photoFile(ms.jpegBytes(), `on${i}.jpg`)),
    'thumbnails[]': [0, 1, 2, 3].map((i) => ms.photoFile(ms.webpBytes(400, 300), `t${i}.webp`, 'image/webp')),
  })
}
function imageForm() {
  const form = new FormData()
  form.append('file', ms.photoFile(ms.pngBytes(1200, 400), 'afis.png', 'image/png'))
  return form
}
async function cartTotal(w: World) {
  return (await readyToPay({ ...w.buyer })).cart_total_buyer
}
/** A bought-now item in the buyer's cart (a won one cannot be removed), for deleteCartItem. */
async function boughtNowItem(w: World) {
  return (await cartItem({ id: w.buyer.id }, { seller: w.seller.user as never, from: 1 })).item.id
}
/** The simulated firm's signed tracking callback for the shipped order, as production receives it. */
async function cargoEvent(w: World, event: 'accepted' | 'delivered') {
  const [shipment] = await seed.db.select().from(schema.shipments).where(eq(schema.shipments.order_id, w.order.id))
  const body = JSON.stringify({ barcode: shipment!.order_item_barcode_no, event })
  const production = { ...env, ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'iyzico', CARGO_WEBHOOK_SECRET: CARGO_SECRET } as unknown as Env
  return app.fetch(
    new Request('http://localhost:8787/api/cargo/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Cargo-Signature': await signCargoBody(CARGO_SECRET, body) },
      body,
    }),
    production,
    { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
  )
}
/** The auction room's sync of its ledger (room → worker), signed as the room signs it. */
async function roomSync(w: World) {
  const a = (await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, w.running.id) }))!
  const token = await signInternal(internalSecret(env as unknown as Env), 'worker', String(a.id))
  return call('POST', `/api/internal/rooms/${a.id}/sync`, JSON.stringify({ state: roomStateOf(a), bids: [] }), {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
}
/** A room's metrics report (room → worker), signed as the room signs it. */
async function roomMetrics(w: World) {
  const token = await signInternal(internalSecret(env as unknown as Env), 'worker', String(w.running.id))
  const report = {
    bids: [{ outcome: 'refused', reason: 'already_highest', ms: 2, at: Date.now() }],
    newbids: [{ size: 3, ms: 12, at: Date.now() }],
  }
  return call('POST', `/api/internal/rooms/${w.running.id}/metrics`, JSON.stringify(report), {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
}

/**
 * The rooms, answering the worker as party/ does (no party server runs in worker tests; the rooms'
 * own answers are tested in tests/party): the auction room decides from the D1 row, the live room
 * passes a chat line, the user and livesession channels take their pushes.
 */
function fakeRooms() {
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const m = /\/parties\/([a-z]+)\/([^/]+)$/.exec(url.pathname)
    if (!m) return real(input, init)
    const cmd = JSON.parse(String(init?.body ?? '{}')) as Record<string, any>
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (m[1] === 'live') return answer({ text: cmd.text ?? cmd.message ?? 'Selam' })
    if (m[1] !== 'auction') return answer({})
    const a = (await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, Number(m[2])) }))!
    const at = Date.now()
    const bid = (kurus: number, isAuto: boolean) => ({
      seq: a.last_seq + 1,
      user_id: cmd.user_id,
      user_title: cmd.user_title ?? 'uye',
      bid_amount_kurus: kurus - a.current_price_kurus,
      total_amount_kurus: kurus,
      is_auto: isAuto,
      at,
    })
    switch (cmd.kind) {
      case 'bid':
        return answer({
          state: roomStateOf(a, {
            current_kurus: cmd.total_amount_kurus ?? cmd.bid_amount_kurus + a.current_price_kurus,
            last_seq: a.last_seq + 1,
            bid_count: a.bid_count + 1,
            leader_id: cmd.user_id,
          }),
          bids: [bid(cmd.total_amount_kurus ?? a.current_price_kurus + cmd.bid_amount_kurus, false)],
        })
      case 'autobid':
        return answer({ state: roomStateOf(a), bids: [] })
      case 'autobid-get':
        return answer({ auto_bid: { max_amount: 500 } })
      case 'buynow':
        return answer({ state: roomStateOf(a, { buynow_holder_id: cmd.user_id }), bids: [] })
      case 'buynow-complete':
        return answer({ state: roomStateOf(a, { closed_at: at, winner_id: cmd.user_id, sold_via: 'buynow' }), bids: [] })
      default:
        return answer({ state: roomStateOf(a), bids: [] })
    }
  })
}

/** An open second-chance offer to the buyer on a closed auction of the seller's (docs/after-the-hammer.md). */
/** A mail that exhausted its attempts (the dead letter an editor sends again). */
async function deadMessage() {
  const [row] = await seed.db
    .insert(schema.outbox)
    .values({
      channel: 'mail',
      recipient: `olu.${Date.now()}@example.com`,
      subject: 'Kargo',
      body: 'Takip numaranız: 1',
      status: 'failed',
      attempts: 8,
      last_error: 'HTTP 500',
    })
    .returning()
  return row!.id
}

async function offer(w: World) {
  const closed = await seed.auction({ seller: w.seller.user, closed_at: Date.now() - 60_000, end_time: Date.now() - 60_000 })
  const [row] = await seed.db
    .insert(schema.second_chance_offers)
    .values({ auction_id: closed.id, user_id: w.buyer.id, price_kurus: 150_00, expires_at: Date.now() + 3_600_000 })
    .returning()
  return row!.id
}

/** A running buy-now lot of the seller's with no bid, its pre-information confirmed by the buyer: its slug. */
async function offerLot(w: World) {
  const lot = await seed.auction({ seller: w.seller.user })
  const { version } = PreinfoAnswer.parse(await (await get(`/api/auctions/${lot.id}/preinfo`, w.buyer.token)).json())
  await postJson(`/api/auctions/${lot.id}/preinfo`, { version }, w.buyer.token)
  return lot.slug
}

/** A running lot of the seller's with a 500 ₺ reserve: its id. */
const reserveLot = async (w: World) => (await seed.auction({ seller: w.seller.user, reserve_kurus: 500_00, end_time: Date.now() + 48 * HOUR })).id

/** A lot of the seller's that ended at the buyer's 200 ₺ bid, below its 500 ₺ reserve, unsold: its id. */
async function unmetLot(w: World) {
  const ended = Date.now() - 60_000
  const lot = await seed.auction({ seller: w.seller.user, reserve_kurus: 500_00, current_price_kurus: 200_00, end_time: ended, closed_at: ended, sold_via: 'unsold', bid_count: 1, last_seq: 1 })
  await seed.db.insert(schema.bids).values({ auction_id: lot.id, user_id: w.buyer.id, seq: 1, bid_amount_kurus: 100_00, total_amount_kurus: 200_00, created_at: ended - 1 })
  return lot.id
}

/** The buyer's open offer of 500 ₺ on a fresh buy-now lot of the seller's. */
async function openOffer(w: World) {
  const lot = await seed.auction({ seller: w.seller.user })
  const [row] = await seed.db
    .insert(schema.offers)
    .values({
      auction_id: lot.id,
      buyer_id: w.buyer.id,
      seller_id: w.seller.user.id,
      amount_kurus: 500_00,
      expires_at: Date.now() + 3_600_000,
    })
    .returning()
  return row!.id
}

const registration = () => {
  const name = `yeni_${seed.unique()}`
  return {
    username: name,
    email: `${name}@example.com`,
    password: 'Parola1234',
    password_confirmation: 'Parola1234',
    membership_contract: true,
    privacy_contract: true,
  }
}

const routeTable = () => [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort()

describe('the route table', () => {
  it('names a schema (or a reason it answers no JSON) for every route', () => {
    const missing = routeTable().filter((k) => !(k in CONTRACT) && !(k in NOT_JSON))
    expect(missing, 'routes without a contract entry').toEqual([])
    const stale = [...Object.keys(CONTRACT), ...Object.keys(NOT_JSON)].filter((k) => !routeTable().includes(k))
    expect(stale, 'entries for routes that no longer exist').toEqual([])
  })
})

describe('every JSON answer parses with its shared schema and names no other field', () => {
  let w: World
  const tokens: Partial<Record<Who, string>> = {}
  beforeAll(async () => {
    w = await demo()
    tokens.buyer = w.buyer.token
    tokens.seller = w.seller.token
    tokens.editor = w.ed
    w.made.spare = (await seed.user()).id
    w.made.toReject = (await seed.auction({ seller: w.seller.user, approved: 0 })).id
    fakeRooms()
  }, 60_000)
  afterAll(() => vi.restoreAllMocks())

  it.each(Object.entries(CONTRACT))('%s', async (route, c) => {
    const [method, pattern] = route.split(' ') as [string, string]
    const auth = c.as && c.as !== 'guest' ? tokens[c.as] : undefined
    const path = c.path ? await c.path(w) : pattern
    const form = c.form ? await c.form(w) : null
    const body = c.json
      ? JSON.stringify(c.json(w))
      : form
        ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString()
        : null
    const headers: Record<string, string> = c.json
      ? { 'Content-Type': 'application/json' }
      : form
        ? { 'Content-Type': 'application/x-www-form-urlencoded' }
        : {}
    const answer = await read(await (c.send ? c.send(w, auth) : call(method, path, body, { auth, headers })))
    expect([200, 201], `${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status)
    for (const s of [c.schema].flat()) {
      const parsed = s.safeParse(answer.body)
      expect(parsed.error?.issues ?? [], JSON.stringify(answer.body).slice(0, 400)).toEqual([])
      expect(unknownFields(s, answer.body).join(' '), 'fields the schema does not name').toBe('')
      // Already the schema's output: the browser reads answers by type, without parsing (docs/first-visit.md).
      expect(answer.body, 'parsing the answer changes it').toEqual(parsed.data)
    }
    c.keep?.(w, answer.body)
  })
})

