// Checks the loaded demo data against the bid invariants and the shape the brief asks for.
//   node scripts/seed/check.ts [--persist-to <dir>]
// Exits 1 when an invariant is broken. Read-only: it only runs SELECTs through wrangler.
import { spawnSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { APPROVAL } from '../../common/approval.ts'
import { DEV_BID_PUBLIC_KEY } from '../../common/dev-bid-key.ts'
import { RECEIPT_ALG, verifyChain, type ListedBid } from '../../common/receipts.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const argv = process.argv.slice(2)
const i = argv.indexOf('--persist-to')
const persist = i >= 0 && argv[i + 1] ? ['--persist-to', resolve(process.cwd(), argv[i + 1]!)] : []

function query(sql: string): Array<Record<string, number | string | null>> {
  const res = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'd1', 'execute', 'DB', '--local', '--json', '--command', sql, ...persist],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const out = res.stdout ?? ''
  if (res.status !== 0) throw new Error(`query failed: ${sql}\n${out}${res.stderr}`)
  return (JSON.parse(out.slice(out.indexOf('['))) as Array<{ results: Array<Record<string, number | string | null>> }>)[0]!.results
}

const NOW = 'unixepoch() * 1000'
// every value must be 0
const invariants = query(`SELECT
  (SELECT COUNT(*) FROM auctions a WHERE a.bid_count <> (SELECT COUNT(*) FROM bids b WHERE b.auction_id = a.id)) AS bid_count_differs,
  (SELECT COUNT(*) FROM auctions a WHERE a.last_seq <> a.bid_count) AS last_seq_differs,
  (SELECT COUNT(*) FROM auctions a WHERE a.bid_count > 0 AND (SELECT MAX(seq) FROM bids b WHERE b.auction_id = a.id) <> a.bid_count) AS seq_gaps,
  (SELECT COUNT(*) FROM bids b WHERE b.seq > 1 AND NOT EXISTS (SELECT 1 FROM bids p WHERE p.auction_id = b.auction_id AND p.seq = b.seq - 1)) AS seq_missing,
  (SELECT COUNT(*) FROM bids b JOIN bids p ON p.auction_id = b.auction_id AND p.seq = b.seq - 1
     WHERE b.total_amount_kurus <> p.total_amount_kurus + b.bid_amount_kurus OR b.total_amount_kurus <= p.total_amount_kurus OR b.created_at <= p.created_at) AS chain_broken,
  (SELECT COUNT(*) FROM bids b JOIN auctions a ON a.id = b.auction_id WHERE b.seq = 1 AND b.total_amount_kurus <> a.opening_price_kurus + b.bid_amount_kurus) AS first_bid_wrong,
  (SELECT COUNT(*) FROM bids WHERE bid_amount_kurus <= 0) AS non_positive_bids,
  (SELECT COUNT(*) FROM bids WHERE receipt IS NULL) AS unsigned_bids,
  (SELECT COUNT(*) FROM auctions a WHERE a.current_price_kurus <> COALESCE((SELECT total_amount_kurus FROM bids b WHERE b.auction_id = a.id ORDER BY seq DESC LIMIT 1), a.opening_price_kurus)) AS price_wrong,
  (SELECT COUNT(*) FROM bids b JOIN auctions a ON a.id = b.auction_id WHERE b.user_id = a.seller_id) AS seller_bids,
  (SELECT COUNT(*) FROM bids b JOIN auctions a ON a.id = b.auction_id WHERE b.created_at < a.start_time OR b.created_at > MIN(a.end_time, ${NOW})) AS bid_out_of_time,
  (SELECT COUNT(*) FROM auctions a WHERE a.approved = ${APPROVAL.approved} AND (SELECT COUNT(*) FROM auction_images i WHERE i.auction_id = a.id) < 4) AS fewer_than_4_images,
  (SELECT COUNT(*) FROM auctions a WHERE a.sold_via = 'bid' AND a.winner_user_id IS NOT (SELECT user_id FROM bids b WHERE b.auction_id = a.id ORDER BY seq DESC LIMIT 1)) AS winner_wrong,
  (SELECT COUNT(*) FROM auctions a WHERE a.closed_at IS NOT NULL AND a.bid_count = 0 AND a.sold_via IS NOT 'unsold') AS unsold_wrong,
  (SELECT COUNT(*) FROM auctions a WHERE a.sold_via = 'bid' AND NOT EXISTS (SELECT 1 FROM cart_items c JOIN carts k ON k.id = c.cart_id
     WHERE c.auction_id = a.id AND k.user_id = a.winner_user_id AND c.item_price_kurus = a.current_price_kurus)) AS winner_without_cart,
  (SELECT COUNT(*) FROM auctions a JOIN categories c3 ON c3.id = a.category_3_id JOIN categories c2 ON c2.id = c3.parent_id
     WHERE c2.id <> a.category_2_id OR c2.parent_id <> a.category_1_id) AS categories_inconsistent,
  (SELECT COUNT(*) FROM auctions WHERE buynow_price_kurus > 0 AND type <> 0) AS buynow_not_type_0,
  (SELECT COUNT(*) FROM auctions a LEFT JOIN auctions_fts f ON f.rowid = a.id WHERE f.search_text IS NOT a.search_text) AS fts_differs`)[0]!

const states = query(`SELECT
  SUM(approved = ${APPROVAL.approved} AND start_time > ${NOW}) AS upcoming,
  SUM(approved = ${APPROVAL.approved} AND start_time <= ${NOW} AND end_time > ${NOW} + 3600000) AS running,
  SUM(approved = ${APPROVAL.approved} AND start_time <= ${NOW} AND end_time > ${NOW} AND end_time <= ${NOW} + 3600000) AS ending_within_hour,
  SUM(approved = ${APPROVAL.approved} AND closed_at IS NOT NULL) AS closed,
  SUM(approved = ${APPROVAL.waiting}) AS waiting,
  SUM(approved = ${APPROVAL.rejected}) AS rejected
  FROM auctions`)[0]!
const fts = query(`SELECT a.name FROM auctions a WHERE a.id IN (SELECT rowid FROM auctions_fts WHERE auctions_fts MATCH 'cicek*')`)

// Every lot's bids carry a valid chain of receipts under the development key (scripts/seed/receipts.ts).
const devKeys = { keys: [{ ...DEV_BID_PUBLIC_KEY, alg: RECEIPT_ALG, use: 'sig' }] }
const lots = new Map<number, ListedBid[]>()
for (const b of query('SELECT auction_id, seq, bid_amount_kurus, total_amount_kurus, receipt FROM bids ORDER BY auction_id, seq')) {
  const id = Number(b.auction_id)
  lots.set(id, [...(lots.get(id) ?? []), { seq: Number(b.seq), amount_kurus: Number(b.bid_amount_kurus), total_kurus: Number(b.total_amount_kurus), receipt: b.receipt === null ? null : String(b.receipt) }])
}
let receiptChainsBroken = 0
for (const [id, list] of lots) if (!(await verifyChain(list, devKeys, id)).ok) receiptChainsBroken++
Object.assign(invariants, { receipt_chains_broken: receiptChainsBroken })

console.log('Invariants (all 0):', invariants)
console.log('Auctions by state:', states)
console.log(`FTS 'cicek*':`, fts.map((r) => r.name).join(' | '))
const broken = Object.entries(invariants).filter(([, v]) => Number(v) !== 0)
const short =
  Number(states.ending_within_hour) < 8 || Number(states.upcoming) < 1 || Number(states.running) < 1 || Number(states.closed) < 1
if (broken.length || short || !fts.some((r) => String(r.name).includes('Çiçek'))) {
  console.error('✖ check failed', broken)
  process.exit(1)
}
console.log('✔ demo data is consistent')
