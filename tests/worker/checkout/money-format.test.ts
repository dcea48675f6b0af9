// Money written to a person (docs/money-path.md "Money on screen"): one rule, formatKurus, in the Workers
// runtime where notifications and mails are written: whole lira without decimals, anything with kuruş with
// exactly two. And a sentence the worker builds: the seller's release notice for a share of 2.404,10 ₺.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { formatKurus, formatLira, formatLira2 } from '../../../common/money.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { releaseOrder } from '../../../worker/domain/checkout/payouts.ts'
import type { Env } from '../../../worker/env.ts'
import { notificationsOf, paidOrder, setStatus } from '../../support/checkout-seed.ts'
import { db } from '../../support/seed.ts'

describe('money on screen', () => {
  it('writes whole lira without decimals and anything with kuruş with exactly two', () => {
    expect(formatKurus(275_000)).toBe('2.750\u00a0₺')
    expect(formatKurus(240_410)).toBe('2.404,10\u00a0₺')
    expect(formatKurus(240_401)).toBe('2.404,01\u00a0₺')
    expect(formatKurus(5)).toBe('0,05\u00a0₺')
    expect(formatKurus(123_456_789_050)).toBe('1.234.567.890,50\u00a0₺')
    expect(formatKurus(0)).toBe('0\u00a0₺')
    expect(formatKurus(-100)).toBe('0\u00a0₺')
    // Lira off the wire go through the same rule, whatever floating point made of them.
    expect(formatLira(2404.1)).toBe('2.404,10\u00a0₺')
    expect(formatLira(0.1 + 0.2)).toBe('0,30\u00a0₺')
    expect(formatLira(2750)).toBe('2.750\u00a0₺')
  })

  it('joins the amount and ₺ with a no-break space, so that a narrow screen never wraps between them', () => {
    for (const text of [formatKurus(1_583_610), formatLira(15_836.1), formatLira2(15_836.1), tr.bid.amountMax])
      expect(text).toMatch(/\d\u00a0₺/)
    expect([formatKurus(1_583_610), formatLira2(2750)].join('')).not.toMatch(/ ₺/)
  })

  it("tells the seller a released share with two decimals (2.404,10\u00a0₺, never 2.404,1\u00a0₺)", async () => {
    // 2.613,15 ₺ less the 8 % seller fee (209,05 ₺): 2.404,10 ₺ for the seller.
    const { seller, order } = await paidOrder({ items: [{ price: 261_315 }] })
    const [item] = await db.select().from(schema.order_items).where(eq(schema.order_items.order_id, order.id))
    expect(item!.item_total_price_seller_kurus).toBe(240_410)
    await setStatus(order.id, 5)
    await releaseOrder(db, env as unknown as Env, order.id)
    const told = (await notificationsOf(seller.id)).filter((n) => n.notification_title === tr.payout.notify.releasedTitle)
    expect(told.map((n) => n.notification_message)).toEqual([tr.payout.notify.released(order.id, '2.404,10\u00a0₺')])
  })
})
