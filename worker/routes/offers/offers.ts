// Ours (docs/decisions/0021-offers.md): offers on buy-now items. Making an offer is bidding-grade (requireTrader:
// verified, not struck out, the lot's pre-information confirmed); accepting a counter is buying (the same
// checks, worker/domain/auctions/offers/answer.ts); the seller's answers and the lists need a session.
import { tr } from '#common/messages.ts'
import {
  CounterOfferForm,
  MakeOfferForm,
  OfferIdPath,
  OfferLimitsForm,
  OffersQuery,
  type OfferAnswer,
  type OfferLimitsAnswer,
  type OffersAnswer,
} from '#common/schemas/offers.ts'
import { Hono } from 'hono'
import { acceptOffer, counterOffer, declineOffer } from '../../domain/auctions/offers/answer.ts'
import { setOfferLimits } from '../../domain/auctions/offers/limits.ts'
import { makeOffer } from '../../domain/auctions/offers/make.ts'
import { findOffer, listOffers } from '../../domain/auctions/offers/read.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser, lotSlugInBody, requireTrader, requireUser } from '../../middleware/auth.ts'
import { toOffer, toOfferListing } from '../../resources/offers.ts'

export const offerRoutes = new Hono<AppEnv>()
  .get('/offers', requireUser, async (c) => {
    const user = currentUser(c)
    const { side } = readQuery(c, OffersQuery)
    const { rows, listings } = await listOffers(c.var.db, user.id, side)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ offers: rows.map((r) => toOffer(r, user.id)), listings: listings.map(toOfferListing) } satisfies OffersAnswer)
  })
  .post('/offers', requireTrader(lotSlugInBody), async (c) => {
    const user = currentUser(c)
    const made = await makeOffer(c.var.db, c.env, user, await readBody(c, MakeOfferForm))
    const row = await findOffer(c.var.db, made.id)
    return c.json({ message: made.message, offer: toOffer(row!, user.id) } satisfies OfferAnswer, 201)
  })
  .put('/offers/limits', requireUser, async (c) => {
    const limits = await setOfferLimits(c.var.db, currentUser(c).id, await readBody(c, OfferLimitsForm))
    return c.json({ message: tr.offers.limitsSaved, limits: toOfferListing(limits) } satisfies OfferLimitsAnswer)
  })
  // Either side may accept in its turn; for the buyer accepting a counter it is buying (the trade checks run there).
  .post('/offers/:id/accept', requireUser, async (c) => {
    const user = currentUser(c)
    const { message, row } = await acceptOffer(c.var.db, c.env, user, readParams(c, OfferIdPath).id)
    return c.json({ message, offer: toOffer(row, user.id) } satisfies OfferAnswer)
  })
  .post('/offers/:id/decline', requireUser, async (c) => {
    const user = currentUser(c)
    const { message, row } = await declineOffer(c.var.db, c.env, user, readParams(c, OfferIdPath).id)
    return c.json({ message, offer: toOffer(row, user.id) } satisfies OfferAnswer)
  })
  .post('/offers/:id/counter', requireUser, async (c) => {
    const user = currentUser(c)
    const id = readParams(c, OfferIdPath).id
    const { message, row } = await counterOffer(c.var.db, c.env, user, id, (await readBody(c, CounterOfferForm)).amount)
    return c.json({ message, offer: toOffer(row, user.id) } satisfies OfferAnswer)
  })
