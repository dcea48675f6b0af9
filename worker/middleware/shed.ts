// Load shedding on the bid routes (party/README.md "Shedding load"). Each isolate lets
// at most BID_INFLIGHT_MAX bid commands be in progress at once; one more is answered at once, before any
// D1 read or room call, with 503, Retry-After and a Turkish sentence (nothing was placed). The room
// has its own, per-auction bound (ROOM_QUEUE_MAX in party/auction.ts).
import { createMiddleware } from 'hono/factory'
import { busy } from '../domain/auctions/busy.ts'
import type { AppEnv } from '../env.ts'

const BID_INFLIGHT_MAX = 48

/** A counter per isolate (module state lives as long as the isolate); `limit` is for tests. */
export function shedAbove(limit = BID_INFLIGHT_MAX) {
  let inFlight = 0
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (inFlight >= limit) throw busy()
    inFlight++
    try {
      await next()
    } finally {
      inFlight--
    }
  })
}

/** One budget shared by the routes that place bids (addBid, addAutoBid). */
export const shedBids = shedAbove()
