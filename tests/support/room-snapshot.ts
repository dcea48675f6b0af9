// A lot as the worker hands it to a new room (common/schemas/room.ts AuctionSnapshot), for the tests that drive
// the room's rules (party/lib/) without a worker.
import type { AuctionSnapshot } from '../../common/schemas/room.ts'

type Lot = Pick<AuctionSnapshot, 'id' | 'seller_id' | 'name' | 'slug' | 'start_time' | 'end_time' | 'opening_kurus' | 'buynow_kurus'>

/** An approved ordinary lot nobody has bid on yet: not closed, the price at the opening, nobody leading; `lot` may set any other field. */
export const unbidLot = (lot: Lot & Partial<AuctionSnapshot>): AuctionSnapshot => ({
  type: 0,
  approved: 2,
  closed_at: null,
  current_kurus: lot.opening_kurus,
  last_seq: 0,
  bid_count: 0,
  leader_id: null,
  leader_title: null,
  winner_id: null,
  sold_via: null,
  recent_bids: [],
  ...lot,
})
