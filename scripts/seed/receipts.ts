// The demo's bids carry receipts like the room's own (docs/decisions/0013-signed-bid-receipts.md): each lot's
// bids signed in order, each linked to the one before, with the development key and the development stand-in
// secret the rooms use under `npm start` (common/dev-bid-key.ts, common/deployment.ts), so `/dogrula` and
// `npm run verify:bids` find a demo lot's chain valid. The development key is public in this repository and
// published only by a development worker: a production deployment never trusts these receipts.
import { internalSecret } from '../../common/internal-token.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import { signBids, signerFrom } from '../../party/lib/receipts.ts'
import type { Row } from './sql.ts'

const DEVELOPMENT = { ENVIRONMENT: 'development' }

/** Signs every bid row (auction by auction, in seq order) and sets its `receipt`; run after the last change to the rows. */
export async function signSeedBids(rows: Row[]): Promise<void> {
  const signer = await signerFrom(DEVELOPMENT, internalSecret(DEVELOPMENT))
  if (!signer) throw new Error('the development bid key did not load')
  const byAuction = new Map<number, Row[]>()
  for (const row of rows) byAuction.set(row.auction_id as number, [...(byAuction.get(row.auction_id as number) ?? []), row])
  for (const [auctionId, lot] of byAuction) {
    lot.sort((x, y) => (x.seq as number) - (y.seq as number))
    const ledger = lot.map(
      (row): LedgerBid => ({
        seq: row.seq as number,
        user_id: row.user_id as number,
        user_title: '',
        bid_amount_kurus: row.bid_amount_kurus as number,
        total_amount_kurus: row.total_amount_kurus as number,
        is_auto: row.is_auto === 1,
        at: row.created_at as number,
      }),
    )
    const signed = await signBids(signer, auctionId, null, ledger)
    lot.forEach((row, i) => (row.receipt = signed[i]!.receipt!))
  }
}
