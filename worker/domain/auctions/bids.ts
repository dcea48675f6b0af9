// Bids, automatic bids and buy-now: the worker authenticates and validates, the auction's room decides,
// then the request path writes the decision's projection to D1 in one batch and answers; the consequences
// and anything D1 missed come with the room's sync (invariant 3; party/README.md "The bid path").
import { and, eq } from 'drizzle-orm'
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus, toLira } from '#common/money.ts'
import { bidAnswer } from '#common/bid-answer.ts'
import type { BidAnswer } from '#common/schemas/bids.ts'
import { LedgerBid, RoomStateView, type RoomCommand } from '#common/schemas/room.ts'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auctions, auto_bids } from '../../db/schema/index.ts'
import type { AuthUser, Env } from '../../env.ts'
import { metric, refusalReason } from '../../lib/metrics.ts'
import { roomCommand } from '../../lib/party-client.ts'
import { pushToUser } from '../../lib/user-channel.ts'
import { writeProjection } from './projection.ts'
import { applyRoomSync, armRoom } from './rooms.ts'
import { bidStatStatements, countPostRefusal } from './bid-stats.ts'
import { assertBuyNowRoom } from './buy-now-holds.ts'
import { busy } from './busy.ts'
import { opensInLiveShow } from './pre-show.ts'
import { APPROVAL } from '#common/approval.ts'

/** `notice`: the room's Turkish answer when an earlier maximum answered this manual bid at once. */
const Receipt = z.object({ state: RoomStateView, bids: z.array(LedgerBid), extended: z.boolean().optional(), notice: z.string().optional() })
type Receipt = z.infer<typeof Receipt>

async function liveAuction(db: Db, where: { id: number } | { slug: string }) {
  const row = await db.query.auctions.findFirst({
    columns: { id: true, approved: true, slug: true, name: true },
    where: 'id' in where ? eq(auctions.id, where.id) : eq(auctions.slug, where.slug),
  })
  if (!row) throw notFound(tr.admin.auctionNotFound)
  if (row.approved !== APPROVAL.approved) throw new ApiError(422, { message: tr.bid.notLive, errors: { auction_id: [tr.bid.notLive] } })
  return row
}

/**
 * Sends a command to the room; maps refusals to API errors. A room is configured only for an approved
 * auction, so the hot path reads nothing from D1: an unconfigured room (first bid, or an unknown auction)
 * is checked against D1 and armed once.
 */
export async function ask(db: Db, env: Env, auctionId: number, command: RoomCommand): Promise<Record<string, unknown>> {
  let answer = await roomCommand(env, auctionId, command)
  if (answer.status === 404 && answer.body.code === 'unconfigured') {
    await liveAuction(db, { id: auctionId })
    await armRoom(db, env, auctionId)
    answer = await roomCommand(env, auctionId, command)
  }
  if (answer.status === 200) return answer.body
  // The room shed the command (its queue is full): nothing was placed; the member may try again shortly.
  if (answer.status === 503 && answer.body.code === 'busy') throw busy()
  if (answer.status === 409 || answer.status === 422) {
    const body = answer.body as { message?: unknown }
    throw new ApiError(answer.status, { ...(answer.body as object), message: typeof body.message === 'string' ? body.message : tr.bid.unavailable })
  }
  throw new ApiError(503, { message: tr.bid.unavailable })
}

/** The projection to D1; if it fails the room's sync writes it later, so the bid is not lost. */
async function record(db: Db, auctionId: number, receipt: Receipt, extra: Parameters<typeof writeProjection>[3] = []) {
  try {
    await writeProjection(db, auctionId, receipt, extra)
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'D1 write after room decision failed; room sync will retry', auctionId, error: String(error) }))
  }
}

/**
 * A payment closing the auction, or a released reservation: D1 must show it before the caller goes on
 * (the order, the cart), so the room's state is applied now (not the bid path); the room's sync repeats
 * it harmlessly if this fails.
 */
async function settle(db: Db, env: Env, auctionId: number, receipt: Receipt) {
  try {
    await applyRoomSync(db, auctionId, { state: receipt.state, bids: receipt.bids }, env)
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'D1 settle after room decision failed; room sync will retry', auctionId, error: String(error) }))
  }
}

export async function placeBid(
  db: Db,
  env: Env,
  user: AuthUser,
  input: { auction_id: number; bid_amount: number; total_amount: number; client_bid_id?: string | undefined },
) {
  const clientBidId = input.client_bid_id ?? crypto.randomUUID()
  const started = performance.now()
  let body: Record<string, unknown>
  try {
    body = await ask(db, env, input.auction_id, {
      kind: 'bid',
      user_id: user.id,
      user_title: user.title,
      bid_amount_kurus: input.bid_amount * 100,
      total_amount_kurus: Math.round(input.total_amount * 100),
      request_id: clientBidId,
    })
  } catch (error) {
    if (error instanceof ApiError) {
      const reason = refusalReason(error)
      const ms = performance.now() - started
      metric({ kind: 'bid', outcome: 'refused', reason, ms, path: 'post' })
      await countPostRefusal(db, reason, ms)
    }
    throw error
  }
  const ms = performance.now() - started
  metric({ kind: 'bid', outcome: 'accepted', ms, path: 'post' })
  const receipt = Receipt.parse(body)
  // The bid's counter rides in its projection's batch: no round trip of its own.
  await record(db, input.auction_id, receipt, bidStatStatements(db, [{ path: 'post', outcome: 'accepted', reason: '', ms, at: Date.now() }]))
  return bidAnswer(receipt, user.id, clientBidId) satisfies BidAnswer
}

export async function setAutoBid(db: Db, env: Env, user: AuthUser, input: { auction_id: number; max_amount: number }) {
  const max = input.max_amount * 100
  const command = { kind: 'autobid' as const, user_id: user.id, user_title: user.title, max_kurus: max }
  // A lot that has not opened refuses a maximum unless it is a live show's lot (docs/bidding.md "Bids before
  // the show"): D1 is asked only then, so the online path keeps its one round trip.
  const body = await ask(db, env, input.auction_id, command).catch(async (error: unknown) => {
    if (!(await opensInLiveShow(db, error, input.auction_id))) throw error
    return ask(db, env, input.auction_id, { ...command, pre_show: true })
  })
  const receipt = Receipt.parse(body)
  await record(db, input.auction_id, receipt, [
    db
      .insert(auto_bids)
      .values({ auction_id: input.auction_id, user_id: user.id, max_amount_kurus: max })
      .onConflictDoUpdate({ target: [auto_bids.auction_id, auto_bids.user_id], set: { max_amount_kurus: max, updated_at: Date.now() } }),
  ])
  return {
    message: receipt.state.started ? tr.autoBid.set(formatKurus(max)) : tr.preShow.set(formatKurus(max)),
    auto_bid: { max_amount: input.max_amount },
    is_highest: receipt.state.leader_id === user.id,
    current_price: toLira(receipt.state.current_kurus),
    bidCount: receipt.state.bid_count,
  }
}

export async function removeAutoBid(db: Db, env: Env, user: AuthUser, auctionId: number) {
  await liveAuction(db, { id: auctionId })
  await ask(db, env, auctionId, { kind: 'autobid-remove', user_id: user.id })
  await db.delete(auto_bids).where(and(eq(auto_bids.auction_id, auctionId), eq(auto_bids.user_id, user.id)))
  return { message: tr.autoBid.removed, auto_bid: null }
}

export async function getAutoBid(db: Db, env: Env, user: AuthUser, auctionId: number) {
  await liveAuction(db, { id: auctionId })
  const body = await ask(db, env, auctionId, { kind: 'autobid-get', user_id: user.id })
  return { auto_bid: (body.auto_bid as { max_amount: number } | null) ?? null }
}

/** Buy Now: the room reserves the item for this member (one at a time); the cart gets it. */
export async function buyNow(db: Db, env: Env, user: AuthUser, slug: string) {
  const auction = await liveAuction(db, { slug })
  await assertBuyNowRoom(db, user.id) // BUY_NOW_HOLDS_MAX (worker/domain/auctions/buy-now-holds.ts)
  const receipt = Receipt.parse(await ask(db, env, auction.id, { kind: 'buynow', user_id: user.id, user_title: user.title }))
  await record(db, auction.id, receipt)
  // Two buy-nows at once may both have passed the check: the one over the limit gives its item back.
  await assertBuyNowRoom(db, user.id, 1).catch(async (error: unknown) => {
    await releaseBuyNow(db, env, user.id, auction.id)
    throw error
  })
  await pushToUser(env, user.id, { event: 'CartItemAdded', data: { auction_id: auction.id, slug: auction.slug, name: auction.name, source: 'buynow' } }, String(Date.now()))
  return { message: tr.cart.added }
}

/**
 * The buyer paid for a buy-now item: the room closes the auction as sold by buy-now (later bids are
 * refused) and D1 follows. Throws 409 (tr.cart.sold / tr.cart.reserved) when the room has already closed
 * it for the auction's winner or the reservation is someone else's: the payment must then be voided.
 */
export async function completeBuyNow(db: Db, env: Env, userId: number, auctionId: number) {
  const receipt = Receipt.parse(await ask(db, env, auctionId, { kind: 'buynow-complete', user_id: userId }))
  await settle(db, env, auctionId, receipt)
  return receipt.state
}

/**
 * An accepted offer, a binding sale (docs/decisions/0021-offers.md): the room closes the auction at once, sold
 * to the buyer at the price, unless a bid, a Buy Now reservation or the close came first (409/422, the room's
 * sentence). D1 follows as for a buy-now payment: the winner's cart line with its pay deadline, the notices and
 * the offer rows (worker/domain/auctions/offers/follow-room.ts) — now, or from the room's sync if this write fails.
 */
export async function sellByOffer(db: Db, env: Env, buyer: { id: number; title: string }, sale: { auction_id: number; offer_id: number; price_kurus: number }) {
  const receipt = Receipt.parse(
    await ask(db, env, sale.auction_id, {
      kind: 'offer-accept',
      user_id: buyer.id,
      user_title: buyer.title,
      price_kurus: sale.price_kurus,
      offer_id: sale.offer_id,
      request_id: `offer-${sale.offer_id}`,
    }),
  )
  await settle(db, env, sale.auction_id, receipt)
  return receipt.state
}

/** The buyer removed a buy-now item from the cart: the room ends the reservation and D1 follows. */
export async function releaseBuyNow(db: Db, env: Env, userId: number, auctionId: number) {
  const receipt = Receipt.parse(await ask(db, env, auctionId, { kind: 'buynow-release', user_id: userId }))
  await settle(db, env, auctionId, receipt)
  return receipt.state
}
