// The cron's pass over offers (worker/index.ts runScheduled, every minute): an offer or counter unanswered
// for OFFER_HOURS is written `expired` and the side that waited is told, once. Until then every read already
// treats it as expired (common/offers.ts `offerStatusAt`), so nobody can answer it late.
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { and, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { auctions, offers } from '../../../db/schema/index.ts'
import type { Env } from '../../../env.ts'
import { pushNotifications } from '../../platform/notify.ts'
import { offerNotice } from './notice.ts'

const BATCH = 50

export async function expireOffers(db: Db, env: Env, now = Date.now()) {
  const due = await db
    .select({ id: offers.id, status: offers.status, buyer_id: offers.buyer_id, seller_id: offers.seller_id, amount: offers.amount_kurus, counter: offers.counter_kurus, name: auctions.name })
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auction_id))
    .where(and(inArray(offers.status, ['open', 'countered']), lte(offers.expires_at, now)))
    .limit(BATCH)
  if (!due.length) return { expired: 0 }
  // The side whose offer (or counter) went unanswered hears of it: each notice is written only if this run's
  // update expired the offer (an acceptance that came first leaves it alone), and its key makes it once.
  const [expired, ...told] = await db.batch([
    db
      .update(offers)
      .set({ status: 'expired', decided_at: now })
      .where(and(inArray(offers.id, due.map((o) => o.id)), inArray(offers.status, ['open', 'countered']), lte(offers.expires_at, now)))
      .returning({ id: offers.id }),
    ...due.map((o) => {
      const mine = o.status === 'open'
      const price = formatKurus(mine ? o.amount : (o.counter ?? o.amount))
      return offerNotice(
        db,
        { to: mine ? 'buyer' : 'seller', title: tr.offers.expiredTitle, message: tr.offers.expiredMessage(o.name, price), link: mine ? '/u/tekliflerim' : '/u/gelen-teklifler', key: `offer_expired:${o.id}`, now },
        and(eq(offers.id, o.id), eq(offers.status, 'expired'), eq(offers.decided_at, now)),
      )
    }),
  ])
  await pushNotifications(env, told.flat())
  return { expired: expired.length }
}
