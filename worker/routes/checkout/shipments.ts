// POST /api/createShipment (form channel, id → cargo_result, delivery_info).
// The label page asks with channel mng: a sale
// already shipped answers its shipment, whatever the channel. POST /api/cargo/events takes the firms' signed callbacks.
import { tr } from '#common/messages.ts'
import { CreateShipmentForm } from '#common/schemas/shipping.ts'
import { Hono } from 'hono'
import { CARGO_SIGNATURE_HEADER } from '../../adapters/cargo/webhook.ts'
import { createShipment, receiveCargoEvent } from '../../domain/checkout/shipping.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toShipmentAnswer } from '../../resources/orders.ts'

export const shipmentRoutes = new Hono<AppEnv>()
  .post('/createShipment', requireUser, async (c) => {
    const { id, channel } = await readBody(c, CreateShipmentForm)
    const label = await createShipment(c.var.db, c.env, currentUser(c).id, id, channel)
    return c.json(toShipmentAnswer(label, label.created ? tr.shipping.created : tr.shipping.existing))
  })
  // Ours: the cargo firms' tracking callbacks, signed (worker/adapters/cargo/webhook.ts); any payment provider.
  .post('/cargo/events', async (c) =>
    c.json(await receiveCargoEvent(c.var.db, c.env, c.req.header(CARGO_SIGNATURE_HEADER), await c.req.text())),
  )
