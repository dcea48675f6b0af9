// GET /api/showCart, POST /api/deleteCartItem, /api/updateCartDelivery,
// /api/updateCartInvoice; ours (docs/): POST /api/updateCartCargo (the cart's cargo firm
// choice) and POST /api/acceptCartContract (the distance-sales contract box, recorded before payment).
import { CartCargoForm, CartItemForm, DeliveryForm, InvoiceBody } from '#common/schemas/cart.ts'
import { Hono } from 'hono'
import { openOffersQuery } from '../../domain/checkout/after-the-hammer.ts'
import { acceptContract, deleteCartItem, loadCart, updateCartCargo, updateDelivery, updateInvoice } from '../../domain/checkout/cart.ts'
import { listShowcase } from '../../domain/auctions/listing.ts'
import { listWatchlist } from '../../domain/auctions/watch.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toCartAnswer } from '../../resources/cart.ts'

/** Cards the cart page shows beside (or instead of) the cart. */
const EXTRA_CARDS = 8

export const cartRoutes = new Hono<AppEnv>()
  .get('/showCart', requireUser, async (c) => {
    const me = currentUser(c)
    const now = Date.now()
    const [loaded, showcase, watched, offers] = await Promise.all([
      loadCart(c.var.db, me.id),
      listShowcase(c.var.db, 1, now),
      listWatchlist(c.var.db, me.id, now),
      openOffersQuery(c.var.db, me.id, now),
    ])
    const open = watched.filter((r) => r.auction.closed_at === null && r.auction.end_time > now)
    c.header('Cache-Control', 'no-store')
    return c.json(toCartAnswer(loaded, showcase.data.slice(0, EXTRA_CARDS), open.slice(0, EXTRA_CARDS), offers, now))
  })
  .post('/deleteCartItem', requireUser, async (c) => {
    const { id } = await readBody(c, CartItemForm)
    return c.json(await deleteCartItem(c.var.db, c.env, currentUser(c).id, id))
  })
  .post('/updateCartCargo', requireUser, async (c) => {
    const { id, cargo_channel } = await readBody(c, CartCargoForm)
    return c.json(await updateCartCargo(c.var.db, currentUser(c).id, id, cargo_channel))
  })
  .post('/acceptCartContract', requireUser, async (c) => c.json(await acceptContract(c.var.db, currentUser(c).id)))
  .post('/updateCartDelivery', requireUser, async (c) =>
    c.json(await updateDelivery(c.var.db, currentUser(c).id, await readBody(c, DeliveryForm))),
  )
  .post('/updateCartInvoice', requireUser, async (c) =>
    c.json(await updateInvoice(c.var.db, currentUser(c).id, await readBody(c, InvoiceBody, 'json'))),
  )
