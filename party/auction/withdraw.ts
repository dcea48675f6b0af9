// An editor's approved withdrawal reaches the room (docs/bidding.md "Withdrawing a bid entered wrongly"): the
// rule is party/lib/withdrawal.ts (pure); here the room loads the whole ledger, the maxima's journal and the
// earlier withdrawals, signs the withdrawal as the chain's next link, stores it with the new state in one put,
// tells every page and answers the worker. Between reading and the put only this room's storage is awaited
// (and WebCrypto, which answers at once: docs/decisions/0013-signed-bid-receipts.md).
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import type { LedgerBid, RoomCommand } from '#common/schemas/room.ts'
import { needsSync, toStateView, type AutoBids, type RoomState } from '../lib/ledger.ts'
import { signWithdrawal } from '../lib/receipts.ts'
import type { MaxEvent } from '../lib/room-state.ts'
import { SYNC_DELAY_MS } from '../lib/worker-client.ts'
import { decideWithdrawal, type WithdrawalRecord } from '../lib/withdrawal.ts'
import { json, withdrawalKey, type RoomCore } from './core.ts'

type WithdrawCommand = Extract<RoomCommand, { kind: 'withdraw' }>
type Loaded = { state: RoomState; autos: AutoBids; now: number; reqKey: string | null }

const values = async <T>(core: RoomCore, prefix: string) => [...(await core.room.storage.list<T>({ prefix })).values()]

export async function withdrawCommand(core: RoomCore, { state, autos, now, reqKey }: Loaded, cmd: WithdrawCommand): Promise<Response> {
  const signer = await core.signer()
  if (!signer) return json(503, { message: tr.receipts.signingUnavailable })
  const [ledger, journal, past] = await Promise.all([
    values<LedgerBid>(core, 'bid:'),
    values<MaxEvent>(core, 'maxev:'),
    values<WithdrawalRecord>(core, 'wd:'),
  ])
  const outcome = decideWithdrawal(state, autos, ledger, journal, past, cmd.user_id, now)
  if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
  const { record } = outcome
  const previous = state.chain_tip ?? ledger.at(-1)?.receipt ?? null
  const receipt = await signWithdrawal(
    signer,
    {
      auction: state.auction_id,
      n: record.n,
      after_seq: record.after_seq,
      user_id: record.user_id,
      withdrawn: record.withdrawn,
      voided: record.voided,
      total_kurus: record.total_kurus,
      leader_id: record.leader_id,
      at: record.at,
    },
    previous,
  )
  const next: RoomState = { ...outcome.state, chain_tip: receipt }
  const answer = { state: toStateView(next, now), withdrawal: { ...record, receipt } }
  const entries: Record<string, unknown> = { state: next, autos: outcome.autos, [withdrawalKey(record.n)]: { ...record, receipt } }
  if (reqKey) entries[reqKey] = answer
  await core.room.storage.put(entries)
  // Bids still waiting in the coalescer go first: every page sees them before the withdrawal that follows them.
  core.newBids.flush()
  core.broadcast({
    event: 'BidsWithdrawn',
    data: {
      auction_id: state.auction_id,
      withdrawn: record.withdrawn,
      voided: record.voided,
      current_price: toLira(next.current_kurus),
      bidCount: next.bid_count,
      message: tr.withdrawal.roomNotice,
      server_time: now,
    },
  })
  const plan = await core.sync()
  if (needsSync(next)) await core.arm(next, { ...plan, at: Math.min(plan.at ?? Infinity, now + SYNC_DELAY_MS) })
  return json(200, answer)
}

