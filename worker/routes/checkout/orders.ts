// GET /api/showOrder/{orderId}, POST /api/cancelOrder; 
// GET /api/myorders, POST /api/orders/{id}/update-status; ours: POST /api/rateSeller (/u/degerlendir/{orderId}),
// POST /api/orders/{id}/cayma (the consumer's withdrawal notice, docs/law.md "Cayma"); GET /api/orders/{id}/contracts
// (the distance-sales contracts made at the sale, docs/law.md "The contract at the sale").
// Who may move an order where: common/order-status.ts (docs/).
import { CaymaAnswer, CaymaForm } from '#common/cayma.ts'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import {
  CancelOrderAnswer,
  CancelOrderForm,
  MyOrdersAnswer,
  OrderIdParam,
  OrderIdPathParam,
  RateSellerForm,
  ShowOrderAnswer,
  UpdateStatusAnswer,
  UpdateStatusBody,
} from '#common/schemas/orders.ts'
import { SaleContractsAnswer } from '#common/schemas/sale-contract.ts'
import { PageQuery } from '#common/schemas/search.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { cancelOrder, changeStatus, findOrder, listOrders, rateSeller } from '../../domain/checkout/orders.ts'
import { refundOf } from '../../domain/checkout/payouts.ts'
import { returnOf } from '../../domain/checkout/returns.ts'
import { returnFields } from '../../domain/checkout/seller-money.ts'
import { caymaContext, caymaView, giveCaymaNotice } from '../../domain/law/cayma.ts'
import { contractsOfOrder } from '../../domain/law/sale-contract.ts'
import { listSupportTitles } from '../../domain/member/tickets.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { clientIp, currentUser, requireUser } from '../../middleware/auth.ts'
import { toBuyerOrder, toBuyerOrderRow, toRefundView } from '../../resources/orders.ts'

export const orderRoutes = new Hono<AppEnv>()
  .get('/myorders', requireUser, async (c) => {
    const { page } = readQuery(c, PageQuery)
    const [list, titles] = await Promise.all([listOrders(c.var.db, 'buyer_id', currentUser(c).id, page), listSupportTitles(c.var.db)])
    c.header('Cache-Control', 'no-store')
    return c.json({ orders: { ...list, data: list.data.map(toBuyerOrderRow) }, support_titles: titles } satisfies z.input<
      typeof MyOrdersAnswer
    >)
  })
  .get('/showOrder/:orderId', requireUser, async (c) => {
    const { orderId } = readParams(c, OrderIdParam)
    const found = await findOrder(c.var.db, orderId, currentUser(c).id, 'buyer')
    if (!found) throw notFound(tr.orders.notFound)
    const [opened, refund, cayma] = await Promise.all([
      returnOf(c.var.db, orderId),
      refundOf(c.var.db, orderId),
      caymaContext(c.var.db, found.order),
    ])
    const now = Date.now()
    c.header('Cache-Control', 'no-store')
    return c.json({
      data: {
        ...toBuyerOrder(found),
        ...returnFields(found.order, opened, now),
        refund: toRefundView(refund),
        cayma: caymaView(found.order, cayma, now),
      },
    } satisfies z.input<typeof ShowOrderAnswer>)
  })
  .post('/cancelOrder', requireUser, async (c) => {
    const { order_id } = await readBody(c, CancelOrderForm)
    return c.json(
      (await cancelOrder(c.var.db, c.env, currentUser(c).id, order_id, clientIp(c))) satisfies z.input<typeof CancelOrderAnswer>,
    )
  })
  .post('/orders/:id/update-status', requireUser, async (c) => {
    const { id } = readParams(c, OrderIdPathParam)
    const { status, reason, note, carrier, track_no } = await readBody(c, UpdateStatusBody, 'json')
    const input = { opening: reason ? { reason, note } : undefined, shipment: { carrier, track_no } }
    return c.json(
      (await changeStatus(c.var.db, c.env, currentUser(c).id, id, status, clientIp(c), Date.now(), input)) satisfies z.input<
        typeof UpdateStatusAnswer
      >,
    )
  })
  .post('/orders/:id/cayma', requireUser, async (c) => {
    const { id } = readParams(c, OrderIdPathParam)
    const form = await readBody(c, CaymaForm, 'json')
    return c.json((await giveCaymaNotice(c.var.db, c.env, currentUser(c).id, id, form)) satisfies z.input<typeof CaymaAnswer>)
  })
  .get('/orders/:id/contracts', requireUser, async (c) => {
    const { id } = readParams(c, OrderIdPathParam)
    const contracts = await contractsOfOrder(c.var.db, currentUser(c).id, id)
    if (!contracts) throw notFound(tr.orders.notFound)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ contracts } satisfies z.input<typeof SaleContractsAnswer>)
  })
  .post('/rateSeller', requireUser, async (c) => c.json(await rateSeller(c.var.db, currentUser(c).id, await readBody(c, RateSellerForm))))
