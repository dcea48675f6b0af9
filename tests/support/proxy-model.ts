// The reference model of automatic bidding, written from the published rules R1–R8 (their sources are quoted at
// the top of tests/party/proxy-model.test.ts), not from party/lib/ledger.ts. Shared by that test and the
// withdrawal test, which replays it without a withdrawn member. R8 is the reserve price: a standing that reaches
// the reserve puts the price at the reserve at once; the seller may lower an unmet reserve, never raise it; a lot
// that ends below it is not sold.
import { bidIncrementKurus, MIN_BID_KURUS } from '../../common/auction-rules.ts'

export const SELLER = 1
const step = bidIncrementKurus

// ---------------------------------------------------------------- the model (from R1–R7 only)

type Standing = { amount: number; since: number }
export class Model {
  price: number
  leader: number | null = null
  closed = false
  holder: number | null = null
  paidBy: number | null = null
  /** How far each member goes: their live maximum, or their own bid when it is higher; and since when. */
  readonly standing = new Map<number, Standing>()
  /** Live maxima (a member's automatic bid). */
  readonly maxima = new Map<number, number>()
  private clock = 0

  constructor(
    readonly opening: number,
    /** R8: the seller's hidden reserve (null: none). */
    public reserve: number | null = null,
  ) {
    this.price = opening
  }

  /** R8: eBay, "if a bidder's maximum is equal to or higher than the reserve, the current bid is raised to the reserve". */
  private toReserve(amount: number) {
    if (this.reserve !== null && amount >= this.reserve) this.price = Math.max(this.price, this.reserve)
  }

  get reserveMet() {
    return this.reserve === null || this.price >= this.reserve
  }

  /** Sold at the close: a leader, and the reserve met. */
  get sold() {
    return this.leader !== null && this.reserveMet
  }

  private ranked() {
    return [...this.standing.entries()].map(([user, s]) => ({ user, ...s })).sort((a, b) => b.amount - a.amount || a.since - b.since) // R2: equal amounts, the earlier first
  }

  /** R1, R3: the best standing leads, one increment over the runner-up, never past its own maximum. */
  private settle(manual?: number) {
    const [winner, runnerUp] = this.ranked()
    if (!winner) return
    let price = this.price
    if (manual !== undefined) price = Math.max(price, manual)
    if (runnerUp) {
      // R2: a tie stays at the amount; R3: otherwise one step over the runner-up, capped by the winner.
      const over = winner.amount === runnerUp.amount ? runnerUp.amount : Math.min(winner.amount, runnerUp.amount + step(runnerUp.amount))
      price = Math.max(price, over)
    } else if (winner.user !== this.leader && manual === undefined) {
      price = Math.min(winner.amount, this.price + step(this.price)) // R1: "starting with the next bid increment"
    }
    this.price = price
    this.leader = winner.user
    this.toReserve(winner.amount)
  }

  bid(user: number, total: number): boolean {
    if (this.closed || user === SELLER || user === this.leader) return false
    if (total - this.price < Math.max(MIN_BID_KURUS, step(this.price))) return false // R6
    const mine = this.maxima.get(user) ?? 0
    this.standing.set(user, mine >= total ? this.standing.get(user)! : { amount: total, since: ++this.clock })
    this.settle(total)
    return true
  }

  setMax(user: number, max: number): boolean {
    if (this.closed || user === SELLER) return false
    const least = user === this.leader ? this.price + MIN_BID_KURUS : this.price + step(this.price)
    if (max < least) return false
    this.maxima.set(user, max)
    this.standing.set(user, { amount: max, since: ++this.clock })
    // R4: "we won't bid again for you unless someone else outbids you": a leader's own raise bids nothing,
    // unless it reaches the reserve (R8).
    if (user !== this.leader) this.settle()
    else this.toReserve(max)
    return true
  }

  /** R8: only an unmet reserve, only lower, still above the opening price; the leader's standing may reach it. */
  lowerReserve(amount: number): boolean {
    if (this.closed || this.reserve === null || this.reserveMet || amount >= this.reserve || amount <= this.opening) return false
    this.reserve = amount
    if (this.leader !== null) this.toReserve(this.standing.get(this.leader)!.amount)
    return true
  }

  removeMax(user: number): boolean {
    if (this.closed || !this.maxima.has(user)) return false
    this.maxima.delete(user)
    // R7: the leader stands at the price it reached; anyone else's maximum is spent (never above the price).
    if (user === this.leader) this.standing.set(user, { amount: this.price, since: this.standing.get(user)!.since })
    else this.standing.delete(user)
    return true
  }

  buyNow(user: number): boolean {
    if (this.closed || user === SELLER || this.holder !== null) return false
    this.holder = user
    return true
  }

  /** Paying closes the auction, sold by buy-now; the same payment confirmed again changes nothing. */
  pay(user: number): boolean {
    if (this.closed) return this.paidBy === user
    if (this.holder !== user) return false
    this.closed = true
    this.paidBy = user
    return true
  }

  close() {
    this.closed = true
  }
}

