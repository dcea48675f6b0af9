// The reserve price (docs/decisions/0020-reserve-price.md): the seller's (or an editor's) view of a lot's reserve,
// lowering it, and the offer to the highest bidder after a close below it. Everyone else learns only whether it is
// met, from the lot's answer and its room.
import { IdParam } from '#common/schemas/admin.ts'
import { ReserveLowerForm, ReserveOfferForm, type ReserveLowerAnswer, type ReserveThresholdAnswer, type ReserveView } from '#common/schemas/reserve.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import { lowerReserve, offerBelowReserve, reserveView } from '../../domain/auctions/reserve.ts'
import { reserveThresholdTl } from '../../domain/auctions/reserve-threshold.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const reserveRoutes = new Hono<AppEnv>()
  // The wizard offers the reserve field only on a lot whose opening price reaches the editors' threshold.
  .get('/listing/reserve-threshold', async (c) => c.json({ reserve_threshold: await reserveThresholdTl(c.var.db) } satisfies ReserveThresholdAnswer))
  .get('/auctions/:id/reserve', requireUser, async (c) => {
    const me = currentUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json((await reserveView(c.var.db, me.id, readParams(c, IdParam).id, me.role === 'editor')) satisfies ReserveView)
  })
  .post('/auctions/:id/reserve', requireUser, async (c) => {
    const id = readParams(c, IdParam).id
    const body = await readBody(c, ReserveLowerForm)
    return c.json((await lowerReserve(c.var.db, c.env, currentUser(c).id, id, body.reserve_amount * 100)) satisfies ReserveLowerAnswer)
  })
  .post('/auctions/:id/reserve-offer', requireUser, async (c) => {
    const id = readParams(c, IdParam).id
    const body = await readBody(c, ReserveOfferForm)
    return c.json((await offerBelowReserve(c.var.db, c.env, currentUser(c).id, id, body.price * 100)) satisfies MessageAnswer)
  })
