// The Hono app: request id, database, the API routes under /api, dev pages, media, one error handler.
import { afterHammerRoutes } from './routes/after-the-hammer.ts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { ApiError, fromZod } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { ZodError } from 'zod'
import type { AppEnv } from './env.ts'
import { developmentOnly, refuseWithoutSecrets } from './middleware/deployment.ts'
import { securityHeaders } from './middleware/security.ts'
import { d1Session } from './middleware/d1-session.ts'
import { adminAuctions } from './routes/admin/auctions.ts'
import { adminConsole } from './routes/admin/index.ts'
import { auctionDetail, auctionLists } from './routes/auctions.ts'
import { bidRoutes } from './routes/bids.ts'
import { auth } from './routes/auth.ts'
import { broadcasting } from './routes/broadcasting.ts'
import { account } from './routes/account.ts'
import { addresses } from './routes/addresses.ts'
import { blogRoutes } from './routes/blog.ts'
import { contact } from './routes/contact.ts'
import { geo } from './routes/geo.ts'
import { invoice } from './routes/invoice.ts'
import { listing } from './routes/listing.ts'
import { liveRoutes } from './routes/live.ts'
import { memberLists } from './routes/member-lists.ts'
import { supportCentreRoutes } from './routes/support-centre.ts'
import { tickets } from './routes/tickets.ts'
import { content } from './routes/content.ts'
import { dev } from './routes/dev.ts'
import { internal } from './routes/internal.ts'
import { media } from './routes/media.ts'
import { questions } from './routes/questions.ts'
import { search } from './routes/search.ts'
import { storefront } from './routes/storefront.ts'
import { user } from './routes/user.ts'
import { watch } from './routes/watch.ts'
import { cartRoutes } from './routes/cart.ts'
import { paymentRoutes } from './routes/payment.ts'
import { orderRoutes } from './routes/orders.ts'
import { salesRoutes } from './routes/sales.ts'
import { shipmentRoutes } from './routes/shipments.ts'
import { pageRoutes } from './routes/pages.ts'
import { pageHtml } from './routes/page-html.ts'
import { sim } from './routes/sim.ts'
import { threeDsFrame } from './routes/three-ds-frame.ts'

const MAX_BODY_BYTES = 12 * 1024 * 1024
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024

const api = new Hono<AppEnv>()
  .route('/', auth)
  .route('/', user)
  .route('/', content)
  .route('/', search)
  .route('/', auctionLists)
  .route('/', account)
  .route('/', addresses)
  .route('/', invoice)
  .route('/', tickets)
  .route('/', memberLists)
  .route('/', listing)
  .route('/', geo)
  .route('/', supportCentreRoutes)
  .route('/', blogRoutes)
  .route('/', contact)
  .route('/', bidRoutes)
  .route('/', internal)
  .route('/admin', adminAuctions)
  .route('/admin', adminConsole)
  .route('/', auctionDetail)
  .route('/', storefront)
  .route('/', watch)
  .route('/', questions)
  .route('/', cartRoutes)
  .route('/', afterHammerRoutes)
  .route('/', paymentRoutes)
  .route('/', threeDsFrame)
  .route('/', orderRoutes)
  .route('/', salesRoutes)
  .route('/', shipmentRoutes)
  .route('/', pageRoutes)
  .route('/', liveRoutes)
  .route('/', broadcasting)

export const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
    c.set('user', null)
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
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
  .route('/api', api)
  .route('/__dev', dev)
  .route('/__sim', sim)
  .route('/media', media)
  .on(['GET', 'HEAD'], '*', (c) => pageHtml(c, (request) => apiFetch(request, c.env)))
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
    console.error(JSON.stringify({ level: 'error', requestId: c.var.requestId, path: c.req.path, error: String(error), stack: (error as Error)?.stack }))
    return c.json({ message: tr.common.serverError }, 500)
  })

/** The app answering one of its own API calls in-process (the pages' inline data, routes/page-html.ts). */
function apiFetch(request: Request, env: AppEnv['Bindings']): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

