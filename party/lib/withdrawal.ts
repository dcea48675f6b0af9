// An approved withdrawal (docs/bidding.md "Withdrawing a bid entered wrongly"), as a pure rule: every bid of the
// member on the lot is withdrawn and the lot is replayed without them — the manual bids that remain, at their
// totals, and every maximum's changes (party/lib/room-state.ts `MaxEvent`), in the order the room decided them,
// through the very rules that decided them online (decideBid, decideAutoBid, decideAutoBidRemove: the increment
// table, ties to the earlier maximum). The replay's leader and price become the lot's; entries of others that
// stood above that price were answers to the withdrawn bids and are voided. Nothing is deleted: the ledger keeps
// every entry and its receipt, and the room signs the withdrawal as a link of the chain (party/auction/withdraw.ts).
import { tr } from '#common/messages.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { decideBid } from './ledger.ts'
import { decideAutoBidRemove } from './auto-bids.ts'
import { decideMax, decideOpening } from './pre-show.ts'
import { refuse, type AutoBids, type MaxEvent, type Outcome, type Refusal, type RoomState } from './room-state.ts'

/** An approved withdrawal as the room keeps it (storage key `wd:{n}`). */
export type WithdrawalRecord = {
  n: number
  user_id: number
  after_seq: number
  at: number
  withdrawn: number[]
  voided: number[]
  total_kurus: number
  leader_id: number | null
  /** The signed entry (common/receipts.ts `WithdrawalPayload`). */
  receipt: string
}

export type Withdrawn = {
  kind: 'withdrawn'
  state: RoomState
  autos: AutoBids
  record: Omit<WithdrawalRecord, 'receipt'>
}

type Event =
  | { kind: 'bid'; order: [number, number, number]; bid: LedgerBid }
  | { kind: 'max'; order: [number, number, number]; event: MaxEvent }

/** Whether `past` withdrawals (and the new one) leave an event of this member out of the replay. */
const struck = (ws: Pick<WithdrawalRecord, 'user_id' | 'after_seq' | 'at'>[], userId: number, afterSeq: number, at: number) =>
  ws.some((w) => w.user_id === userId && (afterSeq < w.after_seq || (afterSeq === w.after_seq && at <= w.at)))

/** The lot from its opening, replayed through the online rules with the given events; returns its state. */
export function replay(s: RoomState, ledger: LedgerBid[], journal: MaxEvent[], excludedSeqs: Set<number>, ws: Pick<WithdrawalRecord, 'user_id' | 'after_seq' | 'at'>[]) {
  const events: Event[] = [
    ...ledger.filter((b) => !b.is_auto && !excludedSeqs.has(b.seq)).map((bid): Event => ({ kind: 'bid', order: [bid.seq - 1, 1, bid.at], bid })),
    ...journal.filter((e) => !struck(ws, e.user_id, e.after_seq, e.at)).map((event): Event => ({ kind: 'max', order: [event.after_seq, 0, event.at], event })),
  ].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2])
  let r: RoomState = {
    ...s,
    current_kurus: s.opening_kurus,
    last_seq: 0,
    bid_count: 0,
    leader_id: null,
    leader_title: null,
    closed_at: null,
    winner_id: null,
    sold_via: null,
    buynow_holder: null,
    original_end_time: s.end_time,
    chain_tip: undefined,
  }
  let autos: AutoBids = {}
  for (const e of events) {
    // A live show's lot: the maxima left before it opened bid at its opening, before anything after it.
    if (r.bid_count === 0 && (e.kind === 'bid' ? e.bid.at : e.event.at) >= r.start_time) r = decideOpening(r, autos, r.start_time)?.state ?? r
    const o: Outcome =
      e.kind === 'bid'
        ? decideBid(r, autos, { ...e.bid, bid_amount_kurus: e.bid.total_amount_kurus - r.current_kurus }, e.bid.at)
        : e.event.max_kurus === null
          ? decideAutoBidRemove(r, autos, e.event.user_id, e.event.at)
          : decideMax(r, autos, { ...e.event, max_kurus: e.event.max_kurus }, e.event.at)
    if (o.kind === 'refused') continue // refused without the member's bids too: it changes nothing, as online
    r = o.state
    autos = o.autos ?? autos
  }
  return r
}

/**
 * The editor approved `userId`'s withdrawal: refused once the lot has closed, when the room does not hold the
 * whole ledger (a room configured from D1's recent bids alone cannot replay it), or when the member has no
 * bid left on the lot.
 */
export function decideWithdrawal(
  s: RoomState,
  autos: AutoBids,
  ledger: LedgerBid[],
  journal: MaxEvent[],
  past: WithdrawalRecord[],
  userId: number,
  now: number,
): Withdrawn | Refusal {
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'auction_id', tr.withdrawal.window.auction_closed, s)
  if (ledger.length !== s.last_seq || ledger.some((b, i) => b.seq !== i + 1)) return refuse(409, 'auction_id', tr.withdrawal.historyIncomplete, s)
  const gone = new Set(past.flatMap((w) => w.withdrawn))
  const voidedBefore = new Set(past.flatMap((w) => w.voided))
  const withdrawn = ledger.filter((b) => b.user_id === userId && !gone.has(b.seq)).map((b) => b.seq)
  if (!withdrawn.length) return refuse(422, 'auction_id', tr.withdrawal.noBids, s)
  const record = { n: past.length + 1, user_id: userId, after_seq: s.last_seq, at: now, withdrawn }
  for (const seq of withdrawn) gone.add(seq)
  const r = replay(s, ledger, journal, gone, [...past, record])
  const voided = ledger.filter((b) => !gone.has(b.seq) && !voidedBefore.has(b.seq) && b.total_amount_kurus > r.current_kurus).map((b) => b.seq)
  const nextAutos = { ...autos }
  delete nextAutos[String(userId)]
  const state: RoomState = {
    ...s,
    current_kurus: r.current_kurus,
    leader_id: r.leader_id,
    leader_title: r.leader_title,
    bid_count: ledger.filter((b) => !gone.has(b.seq) && !voidedBefore.has(b.seq) && !voided.includes(b.seq)).length,
    version: s.version + 1,
    withdrawals: record.n,
  }
  return { kind: 'withdrawn', state, autos: nextAutos, record: { ...record, voided, total_kurus: r.current_kurus, leader_id: r.leader_id } }
}
