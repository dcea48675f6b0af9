// The moment an order was delivered (orders.delivered_at): the start of the consumer's cayma period
// (common/cayma.ts). Every write that moves an order sets it with this expression, so the first arrival at
// status 4 is kept and nothing else touches it. (A trigger would also count in D1's `changes`, which the
// moves read to know they won.)
import { ORDER_STATUS } from '#common/order-status.ts'
import { sql } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'

export const deliveredAtOnMove = (to: number, now: number) =>
  to === ORDER_STATUS.delivered ? sql<number>`coalesce(${orders.delivered_at}, ${now})` : sql<number | null>`${orders.delivered_at}`
