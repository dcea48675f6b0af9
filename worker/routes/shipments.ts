// spec: checkout-orders-sales.md §7 POST /api/createShipment (form channel, id → cargo_result, delivery_info).
// The label page asks with channel mng (§4 "Only the mng channel is used when loading the label"): a sale
// already shipped answers its shipment, whatever the channel.
import { tr } from '#common/messages.ts'
import { CreateShipmentForm } from '#common/schemas/shipping.ts'
import { Hono } from 'hono'
import { createShipment } from '../domain/shipping.ts'
import type { AppEnv } from '../env.ts'
import { readBody } from '../lib/validate.ts'
import { currentUser, requireUser } from '../middleware/auth.ts'
import { toShipmentAnswer } from '../resources/orders.ts'

export const shipmentRoutes = new Hono<AppEnv>().post('/createShipment', requireUser, async (c) => {
  const { id, channel } = await readBody(c, CreateShipmentForm)
  const label = await createShipment(c.var.db, c.env, currentUser(c).id, id, channel)
  return c.json(toShipmentAnswer(label, label.created ? tr.shipping.created : tr.shipping.existing))
})
