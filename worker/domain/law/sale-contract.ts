// The distance-sales contract at the sale (docs/law.md "The contract at the sale"): every sale (a won lot in the
// winner's cart, an accepted second chance, a bought-now lot paid) gets its contract made once from the
// pre-information its buyer confirmed, kept unchangeable with the sale, and mailed to the buyer. The cron does it
// (every minute), so the sale's own path (the room's close, the payment) carries no extra work, and a run that
// fails halfway is simply done again by the next: the contract row and its mail are one D1 batch behind a guard.
import { feeKurus } from '#common/auction-rules.ts'
import { saleContract } from '#common/messages/sale-contract.ts'
import type { PreinfoSection } from '#common/schemas/preinfo.ts'
import type { SaleContract } from '#common/schemas/sale-contract.ts'
import { saleContractSections, saleContractText, saleContractVersion, type SaleVia } from '#common/sale-contract.ts'
import { toWireTime } from '#common/time.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, order_items, orders, sale_contracts } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { BUYER_FEE_KEY } from '../auctions/auction-detail.ts'
import { failsUnless, isGuardAbort } from '../checkout/payment-model.ts'
import { queueMail } from '../platform/outbox.ts'
import { currentPreinfo } from './preinfo.ts'

/** Paid orders are looked at for this long after payment: a won item paid before the cron saw its cart line. */
const PAID_LOOKBACK_MS = 7 * 86_400_000

type Pending = {
  auction_id: number
  buyer_id: number
  price_kurus: number
  cargo_kurus: number
  fee_kurus: number | null
  at: number
  name: string
  sold_via: string | null
  closed_at: number | null
  title: string
  email: string
  offer_at: number | null
  fee_bp: string | null
  preinfo_version: string | null
  preinfo_sections: string | null
}

/** Sales without a contract: won or accepted cart lines, and items of orders paid lately. */
function pendingSales(db: Db, now: number, limit: number) {
  return db.all<Pending>(sql`
    SELECT s.auction_id, s.buyer_id, s.price_kurus, s.cargo_kurus, s.fee_kurus, s.at, a.name, a.sold_via, a.closed_at,
      u.title, u.email, sco.decided_at AS offer_at,
      (SELECT value FROM settings WHERE key = ${BUYER_FEE_KEY}) AS fee_bp,
      pc.version AS preinfo_version, pt.sections AS preinfo_sections
    FROM (
      SELECT ci.auction_id, c.user_id AS buyer_id, ci.item_price_kurus AS price_kurus,
        ci.item_shipping_price_buyer_kurus AS cargo_kurus, NULL AS fee_kurus, ci.created_at AS at
      FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE ci.from_bn_or_auc = 2
      UNION ALL
      SELECT oi.auction_id, o.buyer_id, oi.item_price_kurus, oi.item_shipping_price_buyer_kurus,
        oi.item_commission_price_buyer_kurus, oi.created_at
      FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.created_at > ${now - PAID_LOOKBACK_MS}
    ) s
    JOIN auctions a ON a.id = s.auction_id
    JOIN users u ON u.id = s.buyer_id
    LEFT JOIN second_chance_offers sco ON sco.auction_id = s.auction_id AND sco.user_id = s.buyer_id AND sco.status = 'accepted'
    LEFT JOIN preinfo_confirmations pc ON pc.auction_id = s.auction_id AND pc.user_id = s.buyer_id
    LEFT JOIN preinfo_texts pt ON pt.version = pc.version
    WHERE NOT EXISTS (SELECT 1 FROM sale_contracts sc WHERE sc.auction_id = s.auction_id AND sc.buyer_id = s.buyer_id)
    ORDER BY s.at
    LIMIT ${limit}`)
}

function saleOf(p: Pending): { via: SaleVia; at: number } {
  if (p.offer_at !== null) return { via: 'second_chance', at: p.offer_at }
  return { via: p.sold_via === 'buynow' ? 'buynow' : 'bid', at: p.closed_at ?? p.at }
}

/** The buyer's fee: the paid order's own figure, else the setting now (as the cart charges it). */
function buyerFee(p: Pending) {
  if (p.fee_kurus !== null) return p.fee_kurus
  const bp = Number(p.fee_bp)
  return feeKurus(p.price_kurus, Number.isInteger(bp) && bp >= 0 && bp <= 10_000 ? bp : 0)
}

/** Makes, keeps and mails one sale's contract; false when it already had one (another run was first). */
async function issueOne(db: Db, env: Env, p: Pending, now: number): Promise<boolean> {
  const preinfo = p.preinfo_version && p.preinfo_sections
    ? { version: p.preinfo_version, sections: JSON.parse(p.preinfo_sections) as PreinfoSection[] }
    : await currentPreinfo(db, p.auction_id)
  if (!preinfo) return false
  const sale = saleOf(p)
  const fee = buyerFee(p)
  const sections = saleContractSections({
    buyer: { id: p.buyer_id, title: p.title },
    via: sale.via,
    soldAt: sale.at,
    priceKurus: p.price_kurus,
    feeKurus: fee,
    cargoKurus: p.cargo_kurus,
    preinfo,
  })
  const version = await saleContractVersion(sections)
  const body = `${saleContract.mailIntro}\n${appOrigin(env)}/u/siparislerim\n\n${saleContractText(p.name, sections, version)}`
  try {
    await db.batch([
      db
        .insert(sale_contracts)
        .values({
          auction_id: p.auction_id,
          buyer_id: p.buyer_id,
          sold_via: sale.via,
          preinfo_version: preinfo.version,
          version,
          sections,
          price_kurus: p.price_kurus,
          total_kurus: p.price_kurus + fee + p.cargo_kurus,
          sold_at: sale.at,
          created_at: now,
        })
        .onConflictDoNothing(),
      // The mail only with the row: a run that lost the race to another writes nothing at all.
      db
        .update(auctions)
        .set({ id: sql`${auctions.id}` })
        .where(and(eq(auctions.id, p.auction_id), failsUnless(sql`changes() = 1`))),
      queueMail(db, p.email, saleContract.mailSubject(p.name), body),
    ])
    return true
  } catch (error) {
    if (isGuardAbort(error)) return false
    throw error
  }
}

/** The cron's pass: each sale without a contract gets one. A failed sale is logged (ids only) and tried next run. */
export async function issueSaleContracts(db: Db, env: Env, now = Date.now(), limit = 50) {
  let issued = 0
  for (const p of await pendingSales(db, now, limit)) {
    try {
      if (await issueOne(db, env, p, now)) issued++
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'sale contract failed', auction_id: p.auction_id, error: String(error) }))
    }
  }
  return issued
}

/** GET /api/orders/{id}/contracts: the contracts of the order's items; null when the order is not this buyer's. */
export async function contractsOfOrder(db: Db, buyerId: number, orderId: number): Promise<SaleContract[] | null> {
  const mine = and(eq(orders.id, orderId), eq(orders.buyer_id, buyerId))
  const [order, rows] = await db.batch([
    db.select({ id: orders.id }).from(orders).where(mine).limit(1),
    db
      .select({ c: sale_contracts, name: auctions.name })
      .from(orders)
      .innerJoin(order_items, eq(order_items.order_id, orders.id))
      .innerJoin(sale_contracts, and(eq(sale_contracts.auction_id, order_items.auction_id), eq(sale_contracts.buyer_id, orders.buyer_id)))
      .innerJoin(auctions, eq(auctions.id, order_items.auction_id))
      .where(mine)
      .orderBy(asc(order_items.id)),
  ])
  if (!order.length) return null
  return rows.map(({ c, name }) => ({
    auction_id: c.auction_id,
    name,
    title: saleContract.title,
    lead: saleContract.lead,
    version: c.version,
    created_at: toWireTime(c.created_at),
    sections: c.sections as PreinfoSection[],
  }))
}
