// The shill-bidding desk's signals and weights (docs/shill-desk.md). One SQL query gathers, per pair of a
// bidder and a seller whose lots they bid on within the window, what Mezat already holds: shared sign-in
// addresses and devices, delivery addresses or phones, cards, how the bidder's bids concentrate on the seller
// and how rarely they win, bids that stop just under another bidder's maximum, and late bids from a new
// account. `scorePair` weighs them. Nothing here acts: editors read the evidence and decide.
//
// Plain TypeScript and plain SQL with numbered parameters, without imports: the worker runs the query on D1
// and `npm run bench:shill` runs the very same text on a local SQLite copy of the schema.

/** How far back the desk looks. */
export const SHILL_WINDOW_MS = 90 * 86_400_000
/** "Late": within the soft-close window before the lot's end. */
export const LATE_WINDOW_MS = 2 * 60_000
/** An account younger than this when the window's data is read counts as new. */
export const NEW_ACCOUNT_MS = 30 * 86_400_000
/** A pair is shown on the desk from this score on. */
export const SHILL_FLAG_SCORE = 50

/** The weight of each signal (docs/shill-desk.md "Signals and weights"). */
export const SHILL_WEIGHTS = {
  shared_device: 50,
  shared_card: 50,
  shared_address: 35,
  shared_ip: 20,
  concentration: 30,
  stop_under: 25,
  new_and_late: 15,
} as const
export type ShillSignal = keyof typeof SHILL_WEIGHTS

/** Parameters: ?1 the window's start, ?2 the late window in ms, ?3 the "just under" share in per cent. */
export const SHILL_PAIRS_SQL = `
WITH b AS (
  SELECT bi.user_id AS bidder, a.seller_id AS seller, a.id AS lot, bi.total_amount_kurus AS total, bi.created_at AS at,
    a.end_time AS end_time, a.winner_user_id AS winner
  FROM bids bi JOIN auctions a ON a.id = bi.auction_id
  WHERE bi.created_at >= ?1 AND bi.user_id <> a.seller_id
),
totals AS (SELECT bidder, count(*) AS n FROM b GROUP BY bidder),
pairs AS (
  SELECT bidder, seller, count(*) AS bids, count(DISTINCT lot) AS lots,
    count(DISTINCT CASE WHEN winner = bidder THEN lot END) AS wins,
    sum(CASE WHEN at >= end_time - ?2 THEN 1 ELSE 0 END) AS late_bids
  FROM b GROUP BY bidder, seller
),
tops AS (
  SELECT bidder, seller, lot, max(total) AS top, max(winner) AS winner,
    (SELECT max(ab.max_amount_kurus) FROM auto_bids ab WHERE ab.auction_id = b.lot AND ab.user_id <> b.bidder) AS other_max
  FROM b GROUP BY bidder, seller, lot
),
under AS (
  SELECT bidder, seller, count(*) AS n FROM tops
  WHERE other_max IS NOT NULL AND (winner IS NULL OR winner <> bidder) AND top <= other_max AND top * 100 >= other_max * ?3
  GROUP BY bidder, seller
)
SELECT p.bidder, p.seller, (SELECT username FROM users WHERE id = p.bidder) AS bidder_name,
  (SELECT username FROM users WHERE id = p.seller) AS seller_name, p.bids, p.lots, p.wins, p.late_bids, t.n AS all_bids, coalesce(u.n, 0) AS stop_under,
  (SELECT created_at FROM users WHERE id = p.bidder) AS bidder_since,
  EXISTS (SELECT 1 FROM sessions s1 JOIN sessions s2 ON s2.ip = s1.ip
    WHERE s1.user_id = p.bidder AND s2.user_id = p.seller AND s1.ip IS NOT NULL) AS shared_ip,
  EXISTS (SELECT 1 FROM sessions s1 JOIN sessions s2 ON s2.ip = s1.ip AND s2.user_agent = s1.user_agent
    WHERE s1.user_id = p.bidder AND s2.user_id = p.seller AND s1.ip IS NOT NULL AND s1.user_agent IS NOT NULL) AS shared_device,
  EXISTS (SELECT 1 FROM delivery_addresses d1 JOIN delivery_addresses d2
      ON d2.phone = d1.phone OR (lower(trim(d2.line1)) = lower(trim(d1.line1)) AND d2.postalcode = d1.postalcode)
    WHERE d1.user_id = p.bidder AND d2.user_id = p.seller) AS shared_address,
  EXISTS (SELECT 1 FROM payments c1 JOIN payments c2 ON c2.bin_no = c1.bin_no AND c2.last_four = c1.last_four
    WHERE c1.user_id = p.bidder AND c2.user_id = p.seller AND c1.bin_no IS NOT NULL AND c1.last_four IS NOT NULL) AS shared_card
FROM pairs p
JOIN totals t ON t.bidder = p.bidder
LEFT JOIN under u ON u.bidder = p.bidder AND u.seller = p.seller`

/** "Just under": a top bid at least this share (per cent) of another bidder's maximum, and not above it. */
export const STOP_UNDER_PERCENT = 90

export type ShillPairRow = {
  bidder: number
  seller: number
  bidder_name: string
  seller_name: string
  bids: number
  lots: number
  wins: number
  late_bids: number
  all_bids: number
  stop_under: number
  bidder_since: number | null
  shared_ip: number
  shared_device: number
  shared_address: number
  shared_card: number
}

/** The query's parameters, in order, for a desk read at `now`. */
export const shillParams = (now: number) => [now - SHILL_WINDOW_MS, LATE_WINDOW_MS, STOP_UNDER_PERCENT] as const

export type ShillScore = { score: number; signals: ShillSignal[] }

/** The signals a pair shows and their weighted sum. */
export function scorePair(row: ShillPairRow, now: number): ShillScore {
  const signals: ShillSignal[] = []
  if (row.shared_device) signals.push('shared_device')
  // The same address alone is weak (a household, a mobile operator's shared address); the device says more.
  else if (row.shared_ip) signals.push('shared_ip')
  if (row.shared_card) signals.push('shared_card')
  if (row.shared_address) signals.push('shared_address')
  // Most of the bidder's bids on this seller's lots, over several lots, and rarely a win.
  if (row.lots >= 3 && row.bids * 10 >= row.all_bids * 6 && row.wins * 5 <= row.lots) signals.push('concentration')
  // Pushed to just under another bidder's maximum, then stopped, on more than one lot and on at least half
  // of the lots: a runner-up lands there now and then, a bidder probing for the seller lands there by design.
  if (row.stop_under >= 2 && row.stop_under * 2 >= row.lots) signals.push('stop_under')
  const young = row.bidder_since !== null && now - row.bidder_since < NEW_ACCOUNT_MS
  if (young && row.bids >= 4 && row.late_bids * 2 >= row.bids) signals.push('new_and_late')
  return { score: signals.reduce((n, s) => n + SHILL_WEIGHTS[s], 0), signals }
}
