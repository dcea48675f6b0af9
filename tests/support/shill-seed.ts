// Scenarios for the shill desk's tests: closed lots with a winner's automatic maximum, bids at a time before
// the end, and sign-ins from an address and browser.
import * as schema from '../../worker/db/schema/index.ts'
import * as seed from './seed.ts'

const DAY = 86_400_000
type User = { id: number }

/** A lot of `seller` that ended `daysAgo`, won by `winner` holding an automatic maximum of `max` lira. */
export async function lot(seller: User, winner: User, max: number, daysAgo = 3) {
  const end = Date.now() - daysAgo * DAY
  const cat = await seed.category()
  const row = await seed.auction({
    seller,
    category: cat,
    end_time: end,
    start_time: end - 5 * DAY,
    closed_at: end,
    winner_user_id: winner.id,
  })
  await seed.db
    .insert(schema.auto_bids)
    .values({ auction_id: row.id, user_id: winner.id, max_amount_kurus: max * 100, created_at: end - 4 * DAY, updated_at: end - 4 * DAY })
  return { ...row, end }
}
export async function bid(auction: { id: number; end: number }, user: User, lira: number, seq: number, beforeEnd = DAY) {
  await seed.db.insert(schema.bids).values({
    auction_id: auction.id,
    user_id: user.id,
    seq,
    bid_amount_kurus: 100,
    total_amount_kurus: lira * 100,
    created_at: auction.end - beforeEnd,
  })
}
export const session = (user: User, ip: string, agent: string) =>
  seed.db
    .insert(schema.sessions)
    .values({ id: `s-${seed.unique()}`, user_id: user.id, created_at: Date.now(), expires_at: Date.now() + DAY, ip, user_agent: agent })
/** A payment of `user` with the card whose first six and last four digits are given (what the card signal compares). */
export const cardPayment = (user: User, bin: string, last: string) =>
  seed.db.insert(schema.payments).values({
    user_id: user.id,
    conversation_id: `c${seed.unique()}`,
    idempotency_key: `k${seed.unique()}`,
    provider: 'iyzico',
    price_kurus: 1,
    paid_price_kurus: 1,
    bin_no: bin,
    last_four: last,
    created_at: Date.now(),
  })
