// GET /api/myBidReceipts (ours): the member's signed bid receipts for "Pey makbuzlarım"
// (docs/decisions/0013-signed-bid-receipts.md).
import { toLira } from '#common/money.ts'
import type { MyBidReceiptsAnswer } from '#common/schemas/bid-receipts.ts'
import { toWireTime } from '#common/time.ts'
import { withdrawalWindow } from '#common/withdrawal.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { myBidReceipts } from '../../domain/member/bid-receipts.ts'
import type { AppEnv } from '../../env.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const bidReceiptRoutes = new Hono<AppEnv>().get('/myBidReceipts', requireUser, async (c) => {
  c.header('Cache-Control', 'no-store')
  const rows = await myBidReceipts(c.var.db, currentUser(c).id)
  const now = Date.now()
  return c.json({
    receipts: rows.map((r) => ({
      auction_id: r.bid.auction_id,
      auction_name: r.auction_name,
      slug: r.slug,
      seq: r.bid.seq,
      bid_amount: toLira(r.bid.bid_amount_kurus),
      total_amount: toLira(r.bid.total_amount_kurus),
      is_auto: r.bid.is_auto === 1,
      created_at: toWireTime(r.bid.created_at),
      receipt: r.bid.receipt ?? '',
      bid_id: r.bid.id,
      withdrawable: withdrawalWindow(r.bid.created_at, r.end_time, r.closed_at, now) === null,
    })),
  } satisfies z.input<typeof MyBidReceiptsAnswer>)
})
