// A member's maximum (party/README.md "Automatic bidding"): read, set or raised, removed. The rule that
// makes maxima answer bids at once is party/lib/auto-bids.ts; a new maximum may bid at once, so it goes
// through commit.ts like any bid.
import { toLira } from '#common/money.ts'
import type { RoomCommand } from '#common/schemas/room.ts'
import { decideAutoBidRemove, toStateView, type AutoBids, type RoomState } from '../lib/ledger.ts'
import { decideMax } from '../lib/pre-show.ts'
import { commit } from './commit.ts'
import { json, type RoomCore } from './core.ts'

export type AutoBidCommand = Extract<RoomCommand, { kind: 'autobid' | 'autobid-get' | 'autobid-remove' }>
type Loaded = { state: RoomState; autos: AutoBids; now: number; reqKey: string | null }

export async function autoBidCommand(core: RoomCore, { state, autos, now, reqKey }: Loaded, cmd: AutoBidCommand): Promise<Response> {
  switch (cmd.kind) {
    case 'autobid-get': {
      const mine = autos[String(cmd.user_id)]
      return json(200, { auto_bid: mine ? { max_amount: toLira(mine.max_kurus) } : null, state: toStateView(state, now) })
    }
    case 'autobid': {
      const outcome = decideMax(state, autos, cmd, now)
      if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
      return json(200, await commit(core, outcome, now, reqKey, { auto_bid: { max_amount: toLira(cmd.max_kurus) } }))
    }
    case 'autobid-remove': {
      const outcome = decideAutoBidRemove(state, autos, cmd.user_id, now)
      if (outcome.kind === 'refused') return json(outcome.status, outcome.body)
      return json(200, await commit(core, outcome, now, reqKey, { auto_bid: null }))
    }
  }
}
