// Field kinds and field groups that several answers share, written once here and spread into their objects
// (`z.object({ id, ...buyerTotals(Lira) })`) so that one fact keeps one spelling on the wire. A group keeps its
// fields' order: the OpenAPI document (worker/openapi/document.ts) lists them as the objects spread them.
import { z } from 'zod'

/** "YYYY-MM-DD HH:mm:ss" in Istanbul time (common/time.ts fromWireTime). */
export const WireTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/)
/** Lira on the wire, a number or its text (the worker counts kuruş). */
export const Lira = z.coerce.number()

/** A lot as a line of a member's list names it: its id, address and name. */
export const lotRef = { auction_id: z.number().int(), slug: z.string(), name: z.string() }

/** What the buyer pays on top of the items, summed over a cart's or an order's items (in `money`'s kind). */
export const buyerTotals = <M extends z.ZodType>(money: M) => ({
  items_total: money,
  commissions_total_buyer: money,
  shipping_price_total_buyer: money,
})

/** A lot's prices and bid count on its card and its page (no buy-now price reads 0). */
export const lotPrices = {
  opening_price: Lira,
  current_price: Lira,
  buynow_price: Lira.nullable()
    .optional()
    .transform((v) => v ?? 0),
  bid_count: z.coerce.number().int().catch(0),
}

/** A lot's clock on its card and its page: the planned start and end, and when it really started and closed. */
export const lotClock = {
  start_time: WireTime,
  end_time: WireTime,
  started_at: WireTime.nullable().optional(),
  closed_at: WireTime.nullable().optional(),
}

/** A member's question on a lot: who asked it and what, as the lot page and the member's questions show it. */
export const questionFields = { question_from_name: z.string(), question_body: z.string() }

/** A seller's answer to a question, as the lot page and the member's questions show it (`time`: its wire kind). */
export const questionAnswerFields = <T extends z.ZodType>(time: T) => ({
  answer_from_name: z.string(),
  answer_body: z.string(),
  created_at: time,
})

/** The site's accounts elsewhere, as the footer links them and the console keeps them (`kind`: how each is read). */
export const socialLinks = <T extends z.ZodType>(kind: T) => ({
  whatsapp_url: kind,
  facebook_url: kind,
  twitter_url: kind,
  instagram_url: kind,
  youtube_url: kind,
})

/** A bid's two amounts in lira: the bid itself and the total it brings the lot to. */
export const bidAmounts = { bid_amount: Lira, total_amount: Lira }
