// The Hono app: request id, database, the API routes under /api, dev pages, media, one error handler.
import { afterHammerRoutes } from './routes/checkout/after-the-hammer.ts'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { ApiError, fromZod } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { ZodError } from 'zod'
import type { AppEnv } from './env.ts'
import { developmentOnly, refuseWithoutSecrets } from './middleware/deployment.ts'
import { securityHeaders } from './middleware/security.ts'
import { d1Session } from './middleware/d1-session.ts'
import { requestLog } from './middleware/request-log.ts'
import { routePath } from 'hono/route'
import { adminAuctions } from './routes/admin/auctions.ts'
import { adminConsole } from './routes/admin/index.ts'
import { auctionDetail, auctionLists } from './routes/auctions/auctions.ts'
import { bidRoutes } from './routes/auctions/bids.ts'
import { offerRoutes } from './routes/offers/offers.ts'
import { auth } from './routes/member/auth.ts'
import { broadcasting } from './routes/member/broadcasting.ts'
import { account } from './routes/member/account.ts'
import { addresses } from './routes/member/addresses.ts'
import { blogRoutes } from './routes/content/blog.ts'
import { contact } from './routes/content/contact.ts'
import { geo } from './routes/content/geo.ts'
import { invoice } from './routes/checkout/invoice.ts'
import { listing } from './routes/auctions/listing.ts'
import { reserveRoutes } from './routes/auctions/reserve.ts'
import { liveRoutes } from './routes/live/live.ts'
import { liveShowRoutes } from './routes/live/shows.ts'
import { memberLists } from './routes/member/member-lists.ts'
import { bidReceiptRoutes } from './routes/member/bid-receipts.ts'
import { bidWithdrawalRoutes } from './routes/member/bid-withdrawals.ts'
import { supportCentreRoutes } from './routes/content/support-centre.ts'
import { tickets } from './routes/member/tickets.ts'
import { content } from './routes/content/content.ts'
import { dev } from './routes/platform/dev.ts'
import { internal } from './routes/platform/internal.ts'
import { healthRoute } from './routes/platform/health.ts'
import { bidKeysRoute } from './routes/platform/bid-keys.ts'
import { humanCheckConfig, turnstileStandin } from './routes/platform/human-check.ts'
import { media } from './routes/content/media.ts'
import { questions } from './routes/auctions/questions.ts'
import { search } from './routes/auctions/search.ts'
import { storefront } from './routes/auctions/storefront.ts'
import { user } from './routes/member/user.ts'
import { messageConsentRoutes } from './routes/member/message-consents.ts'
import { alertRoutes } from './routes/member/alerts.ts'
import { pushRoutes } from './routes/member/push.ts'
import { installRoutes } from './routes/platform/install.ts'
import { dataExportRoutes } from './routes/member/data-export.ts'
import { kvkkRequestRoutes } from './routes/member/kvkk-requests.ts'
import { closeAccountRoutes } from './routes/member/close-account.ts'
import { watch } from './routes/auctions/watch.ts'
import { cartRoutes } from './routes/checkout/cart.ts'
import { paymentRoutes } from './routes/checkout/payment.ts'
import { orderRoutes } from './routes/checkout/orders.ts'
import { salesRoutes } from './routes/checkout/sales.ts'
import { shipmentRoutes } from './routes/checkout/shipments.ts'
import { pageRoutes } from './routes/pages/pages.ts'
import { pageHtml } from './routes/pages/page-html.ts'
import { sim } from './routes/checkout/sim.ts'
import { openApiDocument } from './openapi/document.ts'
import { threeDsFrame } from './routes/checkout/three-ds-frame.ts'
import { sellerIdentityRoutes } from './routes/member/seller-identity.ts'
import { preinfoRoutes } from './routes/auctions/preinfo.ts'
import { reportRoutes } from './routes/member/reports.ts'

const MAX_BODY_BYTES = 12 * 1024 * 1024
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024

const api = new Hono<AppEnv>()
  .route('/', auth)
  .route('/', user)
  .route('/', content)
  .route('/', search)
  .route('/', auctionLists)
  .route('/', account)
  .route('/', sellerIdentityRoutes)
  .route('/', addresses)
  .route('/', invoice)
  .route('/', tickets)
  .route('/', memberLists)
  .route('/', bidReceiptRoutes)
  .route('/', bidWithdrawalRoutes)
  .route('/', listing)
  .route('/', reserveRoutes)
  .route('/', geo)
  .route('/', supportCentreRoutes)
  .route('/', blogRoutes)
  .route('/', contact)
  .route('/', reportRoutes)
  .route('/', humanCheckConfig)
  .route('/', bidRoutes)
  .route('/', preinfoRoutes)
  .route('/', internal)
  .route('/admin', adminAuctions)
  .route('/admin', adminConsole)
  .route('/', auctionDetail)
  .route('/', storefront)
  .route('/', watch)
  .route('/', questions)
  .route('/', cartRoutes)
  .route('/', afterHammerRoutes)
  .route('/', offerRoutes)
  .route('/', paymentRoutes)
  .route('/', threeDsFrame)
  .route('/', orderRoutes)
  .route('/', salesRoutes)
  .route('/', shipmentRoutes)
  .route('/', pageRoutes)
  .route('/', liveRoutes)
  .route('/', liveShowRoutes)
  .route('/', broadcasting)
  .route('/', messageConsentRoutes)
  .route('/', alertRoutes)
  .route('/', pushRoutes)
  .route('/', dataExportRoutes)
  .route('/', kvkkRequestRoutes)
  .route('/', closeAccountRoutes)

export const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
    c.set('user', null)
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  .use(requestLog)
  .use(securityHeaders)
  .use(refuseWithoutSecrets)
  .use('/__dev/*', developmentOnly)
  .use('/__sim/*', developmentOnly)
  .use(d1Session)
  .use('/api/*', (c, next) =>
    bodyLimit({
      // The listing wizard uploads up to 10 photos (resized in the browser, far smaller in practice).
      maxSize: c.req.path === '/api/addAuction' ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES,
      onError: (c) => c.json({ message: tr.common.bodyTooLarge }, 413),
    })(c, next),
  )
  // Typed as a plain Response: the document reads `app.routes`, the app this expression defines.
  .get('/api/openapi.json', (c): Response => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(openApiDocument(app.routes))
  })
  .route('/api', api)
  .route('/__dev', dev)
  .route('/__dev', turnstileStandin)
  .route('/__sim', sim)
  .route('/media', media)
  .route('/healthz', healthRoute)
  .route('/.well-known/mezat-bid-keys.json', bidKeysRoute)
  .route('/', installRoutes)
  .on(['GET', 'HEAD'], '*', (c) => pageHtml(c, (request, env) => apiFetch(request, c, env)))
  .notFound((c) => c.json({ message: tr.common.notFound }, 404))
  .onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v)
      return c.json(error.body, error.status)
    }
    if (error instanceof ZodError) {
      const e = fromZod(error)
      return c.json(e.body, e.status)
    }
    // Malformed bodies and other client mistakes Hono detects: a Turkish 422, never a 500.
    if (error instanceof HTTPException && error.status < 500) return c.json({ message: tr.common.invalidRequest }, 422)
    console.error(
      JSON.stringify({ level: 'error', msg: 'unhandled', request_id: c.var.requestId, route: routePath(c), path: c.req.path, error: String(error), stack: (error as Error)?.stack }),
    )
    return c.json({ message: tr.common.serverError }, 500)
  })

/**
 * The app answering one of its own API calls in-process (the pages' inline data, routes/page-html.ts),
 * with the page request's execution context: a guest's answer is put in the edge copy through its
 * waitUntil (middleware/cache.ts), so without it the inline answer failed on every cache miss. A member's
 * calls get an env whose session lookups are shared (domain/member/auth.ts withSharedSessions).
 */
function apiFetch(request: Request, c: Context<AppEnv>, env = c.env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env, c.executionCtx))
}

