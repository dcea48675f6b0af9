// How an auction ends: announced start, the close at the end (the soft close moves the end in
// room-state.ts `append`), buy-now, which reserves the item and closes the auction once paid, and an accepted
// offer, which closes it at once.
import { buyNowOffered } from '#common/auction-rules.ts'
import { tr } from '#common/messages.ts'
import { reserveMet } from '#common/reserve.ts'
import { accepted, refuse, type Outcome, type RoomState } from './room-state.ts'

/** Buy Now reserves the item for one member until the end; bids go on. */
export function decideBuyNow(s: RoomState, cmd: { user_id: number; user_title: string }, now: number): Outcome {
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'slug', s.sold_via === 'unsold' ? tr.bid.closed : tr.cart.sold)
  if (s.withdrawn) return refuse(422, 'slug', tr.bid.withdrawn)
  if (now < s.start_time) return refuse(422, 'slug', tr.bid.notStarted)
  if (!buyNowOffered({ buynow_price_kurus: s.buynow_kurus, type: s.type })) return refuse(422, 'slug', tr.cart.buyNowUnavailable)
  if (cmd.user_id === s.seller_id) return refuse(422, 'slug', tr.cart.ownAuction)
  if (s.buynow_holder?.user_id === cmd.user_id) return refuse(409, 'slug', tr.cart.alreadyInCart)
  if (s.buynow_holder) return refuse(409, 'slug', tr.cart.reserved)
  return accepted(s, { ...s, buynow_holder: { user_id: cmd.user_id, user_title: cmd.user_title, at: now }, version: s.version + 1 }, null, [])
}

/** The holder removed the item from the cart: the reservation ends. */
export function decideBuyNowRelease(s: RoomState, userId: number): Outcome {
  if (s.buynow_holder?.user_id !== userId) return accepted(s, s, null, [])
  return accepted(s, { ...s, buynow_holder: null, version: s.version + 1 }, null, [])
}

/** The holder paid: the auction ends now, sold by buy-now; later bids are refused. Idempotent. */
export function decideBuyNowComplete(s: RoomState, userId: number, now: number): Outcome {
  if (s.closed_at !== null) {
    if (s.sold_via === 'buynow' && s.winner_id === userId) return accepted(s, s, null, [])
    return refuse(409, 'slug', tr.cart.sold)
  }
  if (s.buynow_holder?.user_id !== userId) return refuse(409, 'slug', tr.cart.reserved)
  // A lot taken down is not sold, even to a holder whose payment is under way (the payment is given back).
  if (s.withdrawn) return refuse(409, 'slug', tr.bid.withdrawn)
  // Past the end the close decides (the reservation lapses), even if the alarm has not run yet.
  if (now >= s.end_time) return refuse(409, 'slug', tr.bid.closed)
  return accepted(s, { ...s, closed_at: now, winner_id: userId, sold_via: 'buynow', buynow_holder: null, version: s.version + 1 }, null, [])
}

/**
 * An accepted offer is a binding sale (docs/decisions/0021-offers.md): the auction closes now, sold to the
 * buyer at the offer's price, which becomes the lot's price. Only while nothing else has a claim on the item:
 * no bid yet (a bid is a binding promise the seller may not step over), no buy-now reservation, not closed.
 * Because bids, Buy Now and offers all pass through this room, whichever comes first wins and the others are
 * refused: the item is sold once. Idempotent for the same offer.
 */
export function decideOfferAccept(s: RoomState, cmd: { user_id: number; price_kurus: number; offer_id: number }, now: number): Outcome {
  if (s.closed_at !== null) {
    if (s.sold_via === 'offer' && s.sold_offer_id === cmd.offer_id) return accepted(s, s, null, [])
    return refuse(409, 'offer', s.sold_via === 'unsold' ? tr.offers.closed : tr.cart.sold)
  }
  if (now >= s.end_time) return refuse(409, 'offer', tr.offers.closed)
  if (s.withdrawn) return refuse(409, 'offer', tr.bid.withdrawn)
  if (now < s.start_time) return refuse(409, 'offer', tr.offers.notStarted)
  if (!buyNowOffered({ buynow_price_kurus: s.buynow_kurus, type: s.type })) return refuse(422, 'offer', tr.offers.notOffered)
  if (cmd.user_id === s.seller_id) return refuse(422, 'offer', tr.offers.ownItem)
  if (s.bid_count > 0) return refuse(409, 'offer', tr.offers.biddingStarted)
  if (s.buynow_holder) return refuse(409, 'offer', tr.cart.reserved)
  const next: RoomState = { ...s, closed_at: now, winner_id: cmd.user_id, sold_via: 'offer', sold_offer_id: cmd.offer_id, current_kurus: cmd.price_kurus, version: s.version + 1 }
  return accepted(s, next, null, [])
}

/** Announces the start once; null when there is nothing to do. */
export function decideStart(s: RoomState, now: number): RoomState | null {
  if (s.started_announced || s.closed_at !== null || now < s.start_time) return null
  return { ...s, started_announced: true, version: s.version + 1 }
}

/**
 * Closes once, at or after the end: the highest bidder wins; an unpaid buy-now reservation lapses and the
 * item goes to the winner. A lot taken down after a notice closes unsold: removed content is not sold (the
 * seller relists it if the objection holds later). A lot that ends below its reserve is not sold either: no winner,
 * no cart line, no money (docs/decisions/0020-reserve-price.md). Null when already closed or not yet due.
 */
export function decideClose(s: RoomState, now: number): RoomState | null {
  if (s.closed_at !== null || now < s.end_time) return null
  const sold = !s.withdrawn && s.leader_id !== null && s.bid_count > 0 && reserveMet(s.current_kurus, s.reserve_kurus)
  return {
    ...s,
    started_announced: true,
    closed_at: now,
    winner_id: sold ? s.leader_id : null,
    sold_via: sold ? 'bid' : 'unsold',
    buynow_holder: null,
    version: s.version + 1,
  }
}
