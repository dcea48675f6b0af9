// Ours (docs/after-the-hammer.md): second-chance offers accepted or declined from the cart, and
// the member's non-payer strikes for the account page.
import { tr } from '#common/messages.ts'
import { OfferIdParam, type MyStrikesAnswer } from '#common/schemas/after-the-hammer.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import { Hono } from 'hono'
import { acceptOffer, declineOffer } from '../../domain/checkout/after-the-hammer.ts'
import { myStrikes } from '../../domain/member/strikes.ts'
import type { AppEnv } from '../../env.ts'
import { readParams } from '../../lib/validate.ts'
import { currentUser, requireTradeVerification, requireUser } from '../../middleware/auth.ts'

export const afterHammerRoutes = new Hono<AppEnv>()
  // Accepting is buying: a member blocked by strikes (or unverified, per the setting) is refused first.
  .post('/secondChance/:id/accept', requireUser, requireTradeVerification, async (c) => {
    await acceptOffer(c.var.db, currentUser(c).id, readParams(c, OfferIdParam).id)
    return c.json({ message: tr.afterHammer.offerAccepted } satisfies MessageAnswer)
  })
  .post('/secondChance/:id/decline', requireUser, async (c) => {
    await declineOffer(c.var.db, c.env, currentUser(c).id, readParams(c, OfferIdParam).id)
    return c.json({ message: tr.afterHammer.offerDeclined } satisfies MessageAnswer)
  })
  .get('/myStrikes', requireUser, async (c) => {
    const s = await myStrikes(c.var.db, currentUser(c).id)
    c.header('Cache-Control', 'no-store')
    return c.json({
      strikes: s.rows.map((r) => ({
        id: r.strike.id,
        auction_name: r.auction_name,
        auction_slug: r.auction_slug,
        reason: tr.afterHammer.strikeReason[r.strike.reason](r.auction_name),
        deadline_at: toWireTime(r.strike.deadline_at),
        created_at: toWireTime(r.strike.created_at),
        lifted_at: toWireTimeOrNull(r.strike.lifted_at),
      })),
      active: s.active,
      limit: s.limit,
      blocked: s.blocked,
    } satisfies MyStrikesAnswer)
  })
