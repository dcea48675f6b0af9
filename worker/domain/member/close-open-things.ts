// What keeps an account open (docs/privacy.md "Closing an account"): each is an obligation to another person
// that a closed account could not meet. One statement, one round trip; each answer is a count.

/** The refusals, in the order the member reads them (common/messages/privacy.ts closeAccount.open). */
export const OPEN_THINGS = ['leadingBid', 'unpaidWin', 'openOrder', 'heldMoney', 'openListing'] as const
export type OpenThing = (typeof OPEN_THINGS)[number]

/** Statuses after which an order asks nothing more of either side: approved, return approved. */
const SETTLED_STATUSES = '5, 10'

const SQL = `SELECT
  (SELECT count(*) FROM auctions a
     WHERE a.closed_at IS NULL
       AND ((SELECT b.user_id FROM bids b WHERE b.auction_id = a.id AND b.withdrawn = 0 ORDER BY b.seq DESC LIMIT 1) = ?1
         OR EXISTS (SELECT 1 FROM auto_bids ab WHERE ab.auction_id = a.id AND ab.user_id = ?1 AND ab.max_amount_kurus > a.current_price_kurus))
  ) AS leadingBid,
  (SELECT count(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ?1 AND ci.from_bn_or_auc = 2) AS unpaidWin,
  (SELECT count(*) FROM orders o
     WHERE (o.buyer_id = ?1 OR o.seller_id = ?1) AND o.cancelled_at IS NULL AND o.status NOT IN (${SETTLED_STATUSES})) AS openOrder,
  (SELECT count(*) FROM payouts h
     WHERE h.seller_id = ?1 AND h.kind = 'hold'
       AND NOT EXISTS (SELECT 1 FROM payouts r WHERE r.payment_id = h.payment_id AND r.transaction_id = h.transaction_id
                         AND r.kind IN ('release', 'disapprove') AND r.status = 'done')) AS heldMoney,
  (SELECT count(*) FROM auctions a WHERE a.seller_id = ?1 AND a.closed_at IS NULL AND a.approved IN (0, 2)) AS openListing`

/** The open things of a member, each with how many there are; an empty list lets the account close. */
export async function openThings(d1: D1Database, userId: number) {
  const row = await d1.prepare(SQL).bind(userId).first<Record<OpenThing, number>>()
  return OPEN_THINGS.filter((k) => (row?.[k] ?? 0) > 0).map((k) => ({ kind: k, count: row![k] }))
}
