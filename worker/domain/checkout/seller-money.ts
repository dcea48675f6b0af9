// The seller's money on each sale (docs/after-the-hammer.md "The seller's money"): the amounts from the
// order's items and where the money is from the payout ledger, for /u/satislarim, the sale detail and the
// console's order file. One query per table for a whole page of orders.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { maskIban, RETURN_WINDOW_MS, type MoneyState, type ReturnKind, type ReturnReason } from '#common/payout.ts'
import type { ReturnInfo, SellerMoney } from '#common/schemas/payout.ts'
import { formatDateTime, toWireTime, toWireTimeOrNull } from '#common/time.ts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { order_returns, payouts, return_codes, return_shipments, second_chance_offers, sub_merchants, users } from '../../db/schema/index.ts'
import type { OrderItemRow, OrderRow } from './orders.ts'
import type { PayoutRow } from './payouts.ts'
import { toReturnCode } from './return-codes.ts'
import { returnTo, toReturnParcel } from './returns.ts'

type Sale = { order: OrderRow; items: OrderItemRow[] }
type Where = { state: MoneyState; releasedAt: number | null; dueAt: number | null }

/** Where an order's money is, from its ledger rows (decisions: docs/after-the-hammer.md). */
function whereIsTheMoney(order: OrderRow, rows: PayoutRow[], returnOpen: boolean): Where {
  const none = { releasedAt: null, dueAt: null }
  if (order.cancelled_at !== null) return { state: 'refunded', ...none }
  const of = (kind: PayoutRow['kind']) => rows.filter((r) => r.kind === kind)
  const disapproved = of('disapprove')
  if (disapproved.length) return { state: disapproved.some((r) => r.status === 'manual') ? 'clawback' : 'returned', ...none }
  if (returnOpen) return { state: 'return_open', ...none }
  const holds = of('hold')
  const releases = of('release')
  if (holds.length && releases.length === holds.length) {
    if (releases.some((r) => r.status === 'manual')) return { state: 'profile_missing', ...none }
    if (releases.every((r) => r.status === 'done'))
      return { state: 'released', releasedAt: Math.max(...releases.map((r) => r.completed_at ?? r.created_at)), dueAt: null }
  }
  const due = holds.map((h) => h.due_at).filter((d): d is number => d !== null)
  return { state: 'held', releasedAt: null, dueAt: due.length ? Math.min(...due) : null }
}

function noteOf(where: Where, iban: string | null) {
  const m = tr.payout
  if (where.state === 'held') return where.dueAt ? m.heldUntil(formatDateTime(where.dueAt)) : m.heldWaiting
  if (where.state === 'released')
    return iban ? m.releasedTo(formatDateTime(where.releasedAt!), iban) : m.releasedNoIban(formatDateTime(where.releasedAt!))
  if (where.state === 'profile_missing') return m.profileMissing
  if (where.state === 'return_open') return m.returnOpen
  if (where.state === 'returned') return m.returnedNote
  if (where.state === 'clawback') return m.clawbackNote
  return m.refundedNote
}

type Accepted = { auction_id: number; user_id: number; hammer: number }

/**
 * The hammer price of a sale made at second chance: the order's buyer holds the accepted offer of one of its
 * lots (docs/after-the-hammer.md "Second chance"). A multi-item order names its first such lot's hammer.
 */
function secondChanceOf(sale: Sale, accepted: Accepted[]): SellerMoney['second_chance'] {
  const offer = accepted.find((o) => o.user_id === sale.order.buyer_id && sale.items.some((i) => i.auction_id === o.auction_id))
  return offer ? { hammer: toLira(offer.hammer) } : null
}

/** The accepted second-chance offers of the sales' lots, with each lot's hammer price (one statement). */
const acceptedOffers = (db: Db, auctionIds: number[]) =>
  db
    .select({
      auction_id: sql<number>`${second_chance_offers.auction_id}`.as('sc_auction_id'),
      user_id: sql<number>`${second_chance_offers.user_id}`.as('sc_user_id'),
      hammer: sql<number>`(SELECT CASE WHEN a.sold_via = 'buynow' THEN a.buynow_price_kurus ELSE a.current_price_kurus END
        FROM auctions a WHERE a.id = ${second_chance_offers.auction_id})`.as('sc_hammer'),
    })
    .from(second_chance_offers)
    .where(and(inArray(second_chance_offers.auction_id, auctionIds), eq(second_chance_offers.status, 'accepted')))

function moneyOf(sale: Sale, rows: PayoutRow[], returnOpen: boolean, iban: string | null, accepted: Accepted[]): SellerMoney {
  const sum = (f: (i: OrderItemRow) => number) => toLira(sale.items.reduce((s, i) => s + f(i), 0))
  const where = whereIsTheMoney(sale.order, rows, returnOpen)
  return {
    sale_price: sum((i) => i.item_price_kurus),
    commission: sum((i) => i.item_commission_price_seller_kurus),
    shipping: sum((i) => i.item_shipping_price_seller_kurus),
    withholding: sum((i) => i.item_withholding_seller_kurus),
    net: sum((i) => i.item_total_price_seller_kurus),
    state: where.state,
    state_text: tr.payout.state[where.state],
    note: noteOf(where, iban),
    released_at: toWireTimeOrNull(where.releasedAt),
    due_at: toWireTimeOrNull(where.dueAt),
    iban,
    second_chance: secondChanceOf(sale, accepted),
  }
}

type ParcelRow = typeof return_shipments.$inferSelect
const toReturnInfo = (r: typeof order_returns.$inferSelect, parcel: ParcelRow | undefined): ReturnInfo => ({
  reason: r.reason as ReturnKind,
  reason_text: r.reason === 'withdrawal' ? tr.cayma.reasonLabel : (tr.payout.reasons[r.reason as ReturnReason] ?? r.reason),
  note: r.note,
  opened_at: toWireTime(r.opened_at),
  parcel: toReturnParcel(parcel),
})

/** The money of each sale and the return of each order that has one, for a page of orders. */
export async function moneyOfSales(db: Db, sales: Sale[]) {
  const ids = sales.map((s) => s.order.id)
  const sellers = [...new Set(sales.map((s) => s.order.seller_id))]
  if (ids.length === 0) return { money: new Map<number, SellerMoney>(), returns: new Map<number, ReturnInfo>() }
  const auctionIds = [...new Set(sales.flatMap((s) => s.items.map((i) => i.auction_id)))]
  const [rows, returns, parcels, registered, profiles, accepted] = await db.batch([
    db.select().from(payouts).where(inArray(payouts.order_id, ids)),
    db.select().from(order_returns).where(inArray(order_returns.order_id, ids)),
    db.select().from(return_shipments).where(inArray(return_shipments.order_id, ids)),
    db.select().from(sub_merchants).where(inArray(sub_merchants.user_id, sellers)),
    db.select({ id: users.id, bank_iban: users.bank_iban }).from(users).where(inArray(users.id, sellers)),
    acceptedOffers(db, auctionIds),
  ])
  const ibanOf = (sellerId: number) =>
    maskIban(registered.find((r) => r.user_id === sellerId)?.iban ?? profiles.find((p) => p.id === sellerId)?.bank_iban)
  const returnMap = new Map(returns.map((r) => [r.order_id, toReturnInfo(r, parcels.find((p) => p.order_id === r.order_id))]))
  const money = new Map(
    sales.map((s) => [
      s.order.id,
      moneyOf(
        s,
        rows.filter((r) => r.order_id === s.order.id),
        returnMap.has(s.order.id),
        ibanOf(s.order.seller_id),
        accepted,
      ),
    ]),
  )
  return { money, returns: returnMap }
}

/**
 * The buyer's side of returns on the order detail: the open return with its parcel, where to send the item,
 * and until when a return may be opened.
 */
export function returnFields(
  order: OrderRow,
  opened: { row: typeof order_returns.$inferSelect | undefined; parcel: ParcelRow | undefined; code: typeof return_codes.$inferSelect | undefined },
  now: number,
) {
  const until = order.status === ORDER_STATUS.approved && order.cancelled_at === null ? order.updated_at + RETURN_WINDOW_MS : null
  return {
    return: opened.row ? toReturnInfo(opened.row, opened.parcel) : null,
    return_to: returnTo(order),
    return_code: toReturnCode(order, opened.code),
    return_until: until !== null && until >= now ? toWireTime(until) : null,
  }
}
