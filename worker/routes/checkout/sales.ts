// GET /api/mysales; GET /api/showOrderForSeller/{orderId},
// POST /api/updateOrderSellerInfo (its answer is "not shown": a message).
import { MySalesAnswer, OrderIdParam, ShowSellerOrderAnswer } from '#common/schemas/orders.ts'
import { PageQuery } from '#common/schemas/search.ts'
import { SenderInfoForm } from '#common/schemas/shipping.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { listSales, saleForSeller, updateSellerInfo } from '../../domain/checkout/sales.ts'
import { moneyOfSales } from '../../domain/checkout/seller-money.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toSaleRow, toSellerOrder } from '../../resources/orders.ts'

export const salesRoutes = new Hono<AppEnv>()
  .get('/mysales', requireUser, async (c) => {
    const { page } = readQuery(c, PageQuery)
    const list = await listSales(c.var.db, currentUser(c).id, page)
    const { money } = await moneyOfSales(c.var.db, list.data)
    c.header('Cache-Control', 'no-store')
    return c.json({
      orders: { ...list, data: list.data.map((s) => ({ ...toSaleRow(s), money: money.get(s.order.id)! })) },
    } satisfies z.input<typeof MySalesAnswer>)
  })
  .get('/showOrderForSeller/:orderId', requireUser, async (c) => {
    const { orderId } = readParams(c, OrderIdParam)
    const sale = await saleForSeller(c.var.db, currentUser(c).id, orderId)
    const { money, returns } = await moneyOfSales(c.var.db, [sale])
    c.header('Cache-Control', 'no-store')
    return c.json({
      order: {
        ...toSellerOrder(sale, sale.description),
        money: money.get(orderId)!,
        return: returns.get(orderId) ?? null,
        buyer_completed_purchases: sale.buyerCompleted,
      },
    } satisfies z.input<typeof ShowSellerOrderAnswer>)
  })
  .post('/updateOrderSellerInfo', requireUser, async (c) =>
    c.json(await updateSellerInfo(c.var.db, currentUser(c).id, await readBody(c, SenderInfoForm))),
  )
