// The names of a refused bid's reasons, one list for the worker (bids by POST, worker/lib/metrics.ts) and the
// auction room (bids on its socket, party/auction.ts): both count refusals by these names, and the system
// page charts them (docs/operations.md "Metrics"). A name is read from the answer the member gets.
import { tr } from './messages.ts'

/** The room's fixed refusals (party/lib/ledger.ts), named by their sentence in the catalogue. */
const FIXED_REFUSALS: Record<string, string> = {
  [tr.bid.closed]: 'closed',
  [tr.bid.notStarted]: 'not_started',
  [tr.bid.ownAuction]: 'own_auction',
  [tr.bid.amountMin]: 'amount_min',
  [tr.bid.amountMax]: 'amount_max',
  [tr.bid.alreadyHighest]: 'already_highest',
  [tr.bid.notLive]: 'not_live',
  [tr.bid.busy]: 'busy',
  [tr.bid.unavailable]: 'room_unavailable',
  [tr.receipts.signingUnavailable]: 'signing_unavailable',
}

/**
 * Why a bid was refused, from its status and body: the room's fixed sentences by name; the two that carry
 * figures by their status and field (409 on the total: the price moved; 422 on the amount: below the
 * increment); a refused ticket (401) as `ticket`; anything else by its status.
 */
export function bidRefusalReason(status: number, body: { message?: unknown; errors?: Record<string, unknown> | undefined }): string {
  const fixed = typeof body.message === 'string' ? FIXED_REFUSALS[body.message] : undefined
  if (fixed) return fixed
  const fields = Object.keys(body.errors ?? {})
  if (status === 409 && fields.includes('total_amount')) return 'price_moved'
  if (status === 422 && fields.includes('bid_amount')) return 'below_increment'
  if (status === 401) return 'ticket'
  return `status_${status}`
}
