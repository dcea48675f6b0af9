// Reading a lot's receipt chain from any Mezat deployment, as the public does: the keys at
// /.well-known/mezat-bid-keys.json, the lot by its slug (GET /api/auctions/{slug}), every page of its bid
// list (GET /api/bids/{id}?page=) and its signed withdrawal entries (GET /api/bids/{id}/withdrawals). Shared by the /dogrula page and `npm run verify:bids`.
import { z } from 'zod'
import { BID_KEYS_PATH, BidKeySet, verifyChain, type ChainCheck, type ListedBid } from './receipts.ts'
import { receipts } from './messages/receipts.ts'

const Detail = z.object({ data: z.object({ id: z.number().int(), name: z.string() }) })
const Page = z.object({
  data: z.array(z.object({ seq: z.number().int(), bid_amount: z.coerce.number(), total_amount: z.coerce.number(), receipt: z.string().nullable().optional() })),
  last_page: z.number().int(),
})
const Withdrawals = z.object({ data: z.array(z.object({ receipt: z.string() })) })
/** A bid list page holds at most 200 bids; a lot of more than this many pages is not read whole here. */
const MAX_PAGES = 500

export type LotCheck = ({ auction_id: number; auction_name: string } & ChainCheck) | { ok: false; message: string; auction_id?: undefined }

type Get = (path: string) => Promise<unknown>

/** Lira on the wire back to kuruş (the list shows at most two decimals). */
const kurus = (lira: number) => Math.round(lira * 100)

/** The public key set of a deployment, or null when it answers none. */
export async function fetchKeys(get: Get): Promise<BidKeySet | null> {
  const parsed = BidKeySet.safeParse(await get(BID_KEYS_PATH).catch(() => null))
  return parsed.success ? parsed.data : null
}

/** The whole chain of the lot at `slug`, oldest first (deduplicated by seq: a bid placed between two pages shifts them). */
export async function checkLot(get: Get, slug: string): Promise<LotCheck> {
  const keys = await fetchKeys(get)
  if (!keys) return { ok: false, message: receipts.keysUnavailable }
  const detail = Detail.safeParse(await get(`/api/auctions/${encodeURIComponent(slug)}`).catch(() => null))
  if (!detail.success) return { ok: false, message: receipts.auctionNotFound }
  const { id, name } = detail.data.data
  const bySeq = new Map<number, ListedBid>()
  for (let page = 1, last = 1; page <= last && page <= MAX_PAGES; page++) {
    const answer = Page.parse(await get(`/api/bids/${id}?page=${page}`))
    last = answer.last_page
    for (const b of answer.data) bySeq.set(b.seq, { seq: b.seq, amount_kurus: kurus(b.bid_amount), total_kurus: kurus(b.total_amount), receipt: b.receipt ?? null })
  }
  const list = [...bySeq.values()].sort((a, b) => a.seq - b.seq)
  if (!list.length) return { ok: false, message: receipts.chainEmpty }
  // The lot's signed withdrawal entries (docs/bidding.md "Withdrawing a bid entered wrongly"); a deployment
  // that has none answers an empty list, and an entry it hid breaks the chain at the bid after it.
  const withdrawals = Withdrawals.safeParse(await get(`/api/bids/${id}/withdrawals`).catch(() => null))
  const entries = withdrawals.success ? withdrawals.data.data.map((w) => w.receipt) : []
  return { auction_id: id, auction_name: name, ...(await verifyChain(list, keys, id, entries)) }
}
