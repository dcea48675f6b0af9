// Cayma, the consumer's right of withdrawal from a trader's sale (6502 m.48(4), Mesafeli Sözleşmeler
// Yönetmeliği m.9–13; docs/law.md "Cayma"): the numbers and the pure rules once, the form and the answer's
// shape. Times are UTC milliseconds.
import { z } from 'zod'
import { tr } from './messages.ts'
import { ORDER_STATUS } from './order-status.ts'

const DAY_MS = 86_400_000
/** MSY m.9(1): 14 days, counted from the day the consumer (or the person they named) received the goods. */
export const CAYMA_DAYS = 14
/** MSY m.10: the consumer sends the goods back within 10 days of the notice. */
export const CAYMA_RETURN_DAYS = 10
/** MSY m.13(1): the seller refunds within 14 days of the notice reaching it. */
export const CAYMA_REFUND_DAYS = 14
/**
 * The cron refunds a notice not yet settled by the seller's approval this long before the legal limit, so the
 * bank has a working day and the refund is never late because a cron run was missed.
 */
export const CAYMA_REFUND_MARGIN_MS = DAY_MS

/** The last moment a notice may be given for goods delivered at `deliveredAt`. */
export const caymaUntil = (deliveredAt: number) => deliveredAt + CAYMA_DAYS * DAY_MS
/** When the refund is due at the latest (shown to both parties); the cron makes it CAYMA_REFUND_MARGIN_MS before. */
export const caymaRefundDue = (noticedAt: number) => noticedAt + CAYMA_REFUND_DAYS * DAY_MS

export type CaymaDecision = { ok: true } | { ok: false; reason: 'notApplies' | 'exception' | 'notYet' | 'window' | 'status' }

/**
 * May the buyer give notice now? A trader's sale only; the goods delivered (status 4) or confirmed (5), not
 * cancelled, within 14 days of the delivery. An order whose delivery time was never recorded counts from its
 * last move, which is at or after the delivery: the longer window, the reading that protects the consumer.
 * `excepted`: every goods of the order was sold under an MSY m.15 exception (common/lot-law.ts).
 */
export function decideCayma(
  order: { status: number; cancelled_at: number | null; delivered_at: number | null; updated_at: number },
  sellerIsTrader: boolean,
  now: number,
  excepted = false,
): CaymaDecision {
  if (!sellerIsTrader) return { ok: false, reason: 'notApplies' }
  if (excepted) return { ok: false, reason: 'exception' }
  if (order.cancelled_at !== null) return { ok: false, reason: 'status' }
  if (order.status < ORDER_STATUS.delivered) return { ok: false, reason: 'notYet' }
  if (order.status > ORDER_STATUS.approved) return { ok: false, reason: 'status' }
  const from = order.delivered_at ?? order.updated_at
  return now <= caymaUntil(from) ? { ok: true } : { ok: false, reason: 'window' }
}

const m = tr.cayma
const text = (required: string, min: number, max: number, tooLong: string) =>
  z.preprocess((v) => (v == null ? '' : v), z.string().trim().min(min, required).max(max, tooLong))

/** POST /api/orders/{id}/cayma: the Yönetmelik's form; the rest of it (seller, goods, dates, price) comes from the order. */
export const CaymaForm = z.object({
  full_name: text(m.fullNameRequired, 2, 120, m.fullNameTooLong),
  address: text(m.addressRequired, 10, 500, m.addressTooLong),
})
export type CaymaForm = z.output<typeof CaymaForm>

/** The order page's cayma panel (`cayma` of GET /api/showOrder/{id}). */
export const CaymaView = z.object({
  applies: z.boolean(),
  /** Until when a notice may be given; null when it cannot be given now (see `state`). */
  until: z.string().nullable(),
  state: z.enum(['open', 'notApplies', 'exception', 'notYet', 'window', 'status', 'noticed']),
  /** With state `exception`: why cayma does not apply (the MSY m.15 exception's name and letter). */
  exception: z.string().nullable(),
  /** When the goods were delivered (the form's "teslim tarihi"); null before delivery. */
  delivered_at: z.string().nullable(),
  notice: z
    .object({
      noticed_at: z.string(),
      full_name: z.string(),
      address: z.string(),
      refund_due: z.string(),
      refunded_at: z.string().nullable(),
    })
    .nullable(),
  /** Where the goods go back and with which firm (the order's contracted cargo). */
  return_to: z.object({ name: z.string(), address: z.string(), firm: z.string() }),
})
export type CaymaView = z.infer<typeof CaymaView>

export const CaymaAnswer = z.object({ message: z.string(), cayma: CaymaView })
