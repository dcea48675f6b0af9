// After the hammer (docs/after-the-hammer.md): the winner's pay deadline and its reminders, the
// item leaving an unpaid cart, second-chance offers to the next distinct bidders, and the relist offered
// to the seller when nobody is left. Every step is one guarded D1 batch: a conditional write (the cart line
// still unpaid and not held by a payment, the offer still open) followed by a guard that aborts the whole
// batch unless it changed exactly one row. So two cron runs, a decline racing an expiry, or the winner's
// payment racing the cron end in exactly one outcome (docs/).
import { PAY_REMINDERS, SECOND_CHANCE_MS, STRIKES_HREF, STRIKES_TO_BLOCK } from '#common/after-the-hammer.ts'
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { buyerShippingKurus } from '#common/pricing.ts'
import { formatDateTime } from '#common/time.ts'
import { and, asc, desc, eq, gt, isNull, lte, max, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  auctions,
  bids,
  cargo_channels,
  cart_items,
  carts,
  payment_strikes,
  second_chance_offers,
  users,
} from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { queueMail } from '../platform/outbox.ts'
import { payDeadlineFrom } from '../auctions/pay-deadline.ts'
import { failsUnless, isGuardAbort } from './payment.ts'
import { cartOf, ensureCart, type Statement } from '../auctions/projection.ts'
import { notificationInsert } from '../platform/notify.ts'

const CART_LINK = '/sepetim'

/**
 * True while a payment holds the line's cart: an attempt within its 3-D Secure window, or one the bank has
 * answered (being charged, or held for fraud review), whatever its window says. Such a line is never pulled.
 */
const cartHeld = (now: number) =>
  sql`EXISTS (SELECT 1 FROM carts c WHERE c.id = ${cart_items.cart_id} AND c.locked_by_payment_id IS NOT NULL AND (c.locked_until > ${now}
    OR EXISTS (SELECT 1 FROM payments p WHERE p.id = c.locked_by_payment_id AND p.status = 'pending' AND p.mdstatus IS NOT NULL)))`

/** Aborts the batch unless `condition` holds (touches the auction's row, which exists). */
const guardOnAuction = (db: Db, auctionId: number, condition: SQL) =>
  db
    .update(auctions)
    .set({ id: sql`${auctions.id}` })
    .where(and(eq(auctions.id, auctionId), failsUnless(condition)))

type AuctionRef = { id: number; name: string; seller_id: number; winner_user_id: number | null; sold_via: string | null }

/**
 * The next distinct bidder to offer the item to: the highest bid of each member in the ledger, without the
 * winner, anyone already offered it, `except`, and members who may not buy (account blocked or struck out).
 */
async function nextBidder(db: Db, a: AuctionRef, except: number[]) {
  const skip = [...except, ...(a.winner_user_id !== null ? [a.winner_user_id] : [])]
  const top = max(bids.total_amount_kurus)
  const [row] = await db
    .select({ user_id: bids.user_id, price: top, email: users.email })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.user_id))
    .where(
      and(
        eq(bids.auction_id, a.id),
        eq(bids.withdrawn, 0),
        skip.length ? notInArray(bids.user_id, skip) : undefined,
        isNull(users.blocked_at),
        sql`${bids.user_id} NOT IN (SELECT user_id FROM second_chance_offers WHERE auction_id = ${a.id})`,
        sql`(SELECT count(*) FROM payment_strikes s WHERE s.user_id = ${bids.user_id} AND s.lifted_at IS NULL) < ${STRIKES_TO_BLOCK}`,
      ),
    )
    .groupBy(bids.user_id, users.email)
    .orderBy(desc(top), asc(bids.user_id))
    .limit(1)
  return row && row.price !== null ? { user_id: row.user_id, price: row.price, email: row.email } : null
}

/** The statements that hand the item on: an offer to the next bidder, or the relist notice to the seller. */
async function handOn(db: Db, env: Env, a: AuctionRef, except: number[], now: number): Promise<Statement[]> {
  // A lot that ended below its reserve was offered by its seller to the highest bidder alone
  // (docs/decisions/0020-reserve-price.md): nobody else ever agreed to the seller's price, so it goes back to the seller.
  if (a.sold_via === 'unsold')
    return [
      notificationInsert(db, {
        userId: a.seller_id,
        kind: 'reserve_offer_ended',
        title: tr.reserve.offerEndedTitle,
        message: tr.reserve.offerEndedMessage(a.name),
        link: '/u/mezatlarim',
        dedupeKey: `reserve_offer_ended:${a.id}`,
      }),
    ]
  const next = await nextBidder(db, a, except)
  if (!next)
    return [
      notificationInsert(db, {
        userId: a.seller_id,
        kind: 'second_chance_none',
        title: tr.afterHammer.nobodyLeftTitle,
        message: tr.afterHammer.nobodyLeftMessage(a.name),
        link: '/u/mezatlarim',
        dedupeKey: `second_chance_none:${a.id}`,
      }),
    ]
  const until = now + SECOND_CHANCE_MS
  const price = formatKurus(next.price)
  const when = formatDateTime(until)
  return [
    db
      .insert(second_chance_offers)
      .values({ auction_id: a.id, user_id: next.user_id, price_kurus: next.price, expires_at: until, created_at: now }),
    notificationInsert(db, {
      userId: next.user_id,
      kind: 'second_chance',
      title: tr.afterHammer.offerTitle,
      message: tr.afterHammer.offerMessage(a.name, price, when),
      link: CART_LINK,
      dedupeKey: `second_chance:${a.id}:${next.user_id}`,
    }),
    queueMail(
      db,
      next.email,
      tr.afterHammer.offerMailSubject(a.name),
      tr.afterHammer.offerMailBody(a.name, price, when, `${appOrigin(env)}${CART_LINK}`),
    ),
    // The seller was told "sold" at the hammer: the new buyer and price must not arrive unexplained.
    notificationInsert(db, {
      userId: a.seller_id,
      kind: 'second_chance_seller',
      title: tr.afterHammer.sellerOfferTitle,
      message: tr.afterHammer.sellerOfferMessage(a.name, price, when),
      link: '/u/satislarim',
      dedupeKey: `second_chance_seller:${a.id}:${next.user_id}`,
    }),
  ]
}

/** Runs a guarded batch; false when its guard stopped it (someone else moved first). */
async function guarded(db: Db, statements: Statement[]): Promise<boolean> {
  try {
    await db.batch(statements as [Statement, ...Statement[]])
    return true
  } catch (error) {
    if (isGuardAbort(error)) return false
    throw error
  }
}

/** A cron step for one row: a failure is logged and the run goes on with the next row (it is retried next minute). */
async function step(what: string, id: number, run: () => Promise<boolean>): Promise<boolean> {
  try {
    return await run()
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: `after the hammer: ${what} failed`, id, error: String(error) }))
    return false
  }
}

/** A cron pass's rows, each written as one guarded batch in its own step (a failure is logged, the pass goes on): how many went through. */
async function sweep<T>(db: Db, rows: T[], what: string, idOf: (row: T) => number, statements: (row: T) => Promise<Statement[]>) {
  let done = 0
  for (const row of rows) if (await step(what, idOf(row), async () => guarded(db, await statements(row)))) done++
  return done
}

const auctionRef = { id: auctions.id, name: auctions.name, seller_id: auctions.seller_id, winner_user_id: auctions.winner_user_id, sold_via: auctions.sold_via }

/**
 * The cron's pass over won items whose deadline has passed: each leaves its cart (unless a payment holds
 * the cart right now), its holder gets a strike, and the item is offered to the next bidder.
 */
export async function pullUnpaid(db: Db, env: Env, now = Date.now(), limit = 20) {
  const due = await db
    .select({ line_id: cart_items.id, user_id: carts.user_id, pay_before: cart_items.pay_before, ...auctionRef })
    .from(cart_items)
    .innerJoin(carts, eq(carts.id, cart_items.cart_id))
    .innerJoin(auctions, eq(auctions.id, cart_items.auction_id))
    .where(and(eq(cart_items.from_bn_or_auc, 2), lte(cart_items.pay_before, now), sql`NOT ${cartHeld(now)}`))
    .orderBy(asc(cart_items.pay_before))
    .limit(limit)
  return sweep(db, due, 'pull', (d) => d.line_id, async (d) => [
    db
      .delete(cart_items)
      .where(
        and(eq(cart_items.id, d.line_id), eq(cart_items.from_bn_or_auc, 2), lte(cart_items.pay_before, now), sql`NOT ${cartHeld(now)}`),
      ),
    guardOnAuction(db, d.id, sql`changes() = 1`),
    db
      .insert(payment_strikes)
      .values({ user_id: d.user_id, auction_id: d.id, reason: 'unpaid', deadline_at: d.pay_before ?? now, created_at: now })
      .onConflictDoNothing(),
    notificationInsert(db, {
      userId: d.user_id,
      kind: 'strike',
      title: tr.afterHammer.strikeTitle,
      message: tr.afterHammer.strikeMessage(d.name),
      link: STRIKES_HREF,
      dedupeKey: `strike:${d.id}:${d.user_id}`,
    }),
    ...(await handOn(db, env, d, [d.user_id], now)),
  ])
}

/** The cron's pass over open offers whose time is up: each expires and the item goes to the next bidder. */
export async function expireOffers(db: Db, env: Env, now = Date.now(), limit = 20) {
  const due = await db
    .select({ offer_id: second_chance_offers.id, user_id: second_chance_offers.user_id, ...auctionRef })
    .from(second_chance_offers)
    .innerJoin(auctions, eq(auctions.id, second_chance_offers.auction_id))
    .where(and(eq(second_chance_offers.status, 'open'), lte(second_chance_offers.expires_at, now)))
    .limit(limit)
  return sweep(db, due, 'expire', (d) => d.offer_id, async (d) => [
    db
      .update(second_chance_offers)
      .set({ status: 'expired', decided_at: now })
      .where(
        and(
          eq(second_chance_offers.id, d.offer_id),
          eq(second_chance_offers.status, 'open'),
          lte(second_chance_offers.expires_at, now),
        ),
      ),
    guardOnAuction(db, d.id, sql`changes() = 1`),
    ...(await handOn(db, env, d, [d.user_id], now)),
  ])
}

/** One reminder per stage (a day, two hours) before the deadline of each unpaid won item: a notification and a mail. */
export async function remindUnpaid(db: Db, env: Env, now = Date.now(), limit = 50) {
  let sent = 0
  for (const [i, stage] of PAY_REMINDERS.entries()) {
    const after = now + (PAY_REMINDERS[i + 1]?.beforeMs ?? 0)
    const key = sql`'pay_reminder:' || ${cart_items.auction_id} || ':' || ${carts.user_id} || ':' || ${stage.key}`
    const due = await db
      .select({
        auction_id: cart_items.auction_id,
        user_id: carts.user_id,
        email: users.email,
        name: auctions.name,
        pay_before: cart_items.pay_before,
      })
      .from(cart_items)
      .innerJoin(carts, eq(carts.id, cart_items.cart_id))
      .innerJoin(users, eq(users.id, carts.user_id))
      .innerJoin(auctions, eq(auctions.id, cart_items.auction_id))
      .where(
        and(
          eq(cart_items.from_bn_or_auc, 2),
          gt(cart_items.pay_before, after),
          lte(cart_items.pay_before, now + stage.beforeMs),
          sql`NOT EXISTS (SELECT 1 FROM notifications n WHERE n.dedupe_key = ${key})`,
        ),
      )
      .limit(limit)
    for (const d of due) {
      const until = formatDateTime(d.pay_before!)
      const ok = await guarded(db, [
        notificationInsert(db, {
          userId: d.user_id,
          kind: 'pay_reminder',
          title: tr.afterHammer.reminderTitle,
          message: tr.afterHammer.reminderMessage(d.name, until),
          link: CART_LINK,
          dedupeKey: `pay_reminder:${d.auction_id}:${d.user_id}:${stage.key}`,
        }),
        guardOnAuction(db, d.auction_id, sql`changes() = 1`),
        queueMail(
          db,
          d.email,
          tr.afterHammer.reminderMailSubject(d.name),
          tr.afterHammer.reminderMailBody(d.name, until, `${appOrigin(env)}${CART_LINK}`),
        ),
      ])
      if (ok) sent++
    }
  }
  return sent
}

/** The cron's after-the-hammer work, in this order so a deadline reached this minute is reminded no more. */
export async function afterTheHammer(db: Db, env: Env, now = Date.now()) {
  const pulled = await pullUnpaid(db, env, now)
  const expired = await expireOffers(db, env, now)
  const reminded = await remindUnpaid(db, env, now)
  return { pulled, expired, reminded }
}

const offerGone = () => new ApiError(422, { message: tr.afterHammer.offerGone, errors: { id: [tr.afterHammer.offerGone] } })

async function openOfferOf(db: Db, userId: number, offerId: number, now: number) {
  const [row] = await db
    .select({
      offer: second_chance_offers,
      ...auctionRef,
      shipping_type: auctions.shipping_type,
      shipping_payment_by: auctions.shipping_payment_by,
    })
    .from(second_chance_offers)
    .innerJoin(auctions, eq(auctions.id, second_chance_offers.auction_id))
    .where(and(eq(second_chance_offers.id, offerId), eq(second_chance_offers.user_id, userId)))
    .limit(1)
  if (!row || row.offer.status !== 'open' || row.offer.expires_at <= now) throw offerGone()
  return row
}

const stillOpen = (offerId: number, userId: number, now: number) =>
  and(
    eq(second_chance_offers.id, offerId),
    eq(second_chance_offers.user_id, userId),
    eq(second_chance_offers.status, 'open'),
    gt(second_chance_offers.expires_at, now),
  )

/** POST /api/secondChance/{id}/accept: the offer becomes a won cart line with its own pay deadline. */
export async function acceptOffer(db: Db, userId: number, offerId: number, now = Date.now()) {
  const o = await openOfferOf(db, userId, offerId, now)
  const [channel] = await db
    .select()
    .from(cargo_channels)
    .where(eq(cargo_channels.is_active, true))
    .orderBy(asc(cargo_channels.price_kurus))
    .limit(1)
  const shipping = buyerShippingKurus(o, channel?.price_kurus ?? 0)
  const payBefore = await payDeadlineFrom(db, now)
  let ok: boolean
  try {
    ok = await guarded(db, [
      db
        .update(second_chance_offers)
        .set({ status: 'accepted', decided_at: now })
        .where(stillOpen(offerId, userId, now)),
      guardOnAuction(db, o.id, sql`changes() = 1`),
      ensureCart(db, userId),
      db.insert(cart_items).values({
        cart_id: cartOf(userId) as unknown as number,
        auction_id: o.id,
        item_price_kurus: o.offer.price_kurus,
        item_shipping_price_buyer_kurus: shipping,
        cargo_channel: channel?.code ?? null,
        from_bn_or_auc: 2,
        pay_before: payBefore,
        created_at: now,
      }),
    ])
  } catch (error) {
    // The item is in a cart already (UNIQUE cart_items.auction_id): never sold twice.
    if (
      /UNIQUE constraint failed: cart_items\.auction_id/i.test(
        String((error as Error)?.message) + String((error as { cause?: unknown })?.cause),
      )
    )
      throw offerGone()
    throw error
  }
  if (!ok) throw offerGone()
}

/** POST /api/secondChance/{id}/decline: the offer ends and the item goes to the next bidder at once. */
export async function declineOffer(db: Db, env: Env, userId: number, offerId: number, now = Date.now()) {
  const o = await openOfferOf(db, userId, offerId, now)
  const ok = await guarded(db, [
    db
      .update(second_chance_offers)
      .set({ status: 'declined', decided_at: now })
      .where(stillOpen(offerId, userId, now)),
    guardOnAuction(db, o.id, sql`changes() = 1`),
    ...(await handOn(db, env, o, [userId], now)),
  ])
  if (!ok) throw offerGone()
}

/** The member's open offers, for the cart. */
export const openOffersQuery = (db: Db, userId: number, now: number) =>
  db
    .select({
      id: second_chance_offers.id,
      price_kurus: second_chance_offers.price_kurus,
      expires_at: second_chance_offers.expires_at,
      auction_id: auctions.id,
      name: auctions.name,
      slug: auctions.slug,
      image_path: sql<
        string | null
      >`(select ai.image_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`,
    })
    .from(second_chance_offers)
    .innerJoin(auctions, eq(auctions.id, second_chance_offers.auction_id))
    .where(and(eq(second_chance_offers.user_id, userId), eq(second_chance_offers.status, 'open'), gt(second_chance_offers.expires_at, now)))
    .orderBy(asc(second_chance_offers.expires_at))

export type OpenOffer = Awaited<ReturnType<typeof openOffersQuery>>[number]
