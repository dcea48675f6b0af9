// Signed bid receipts (docs/decisions/0013-signed-bid-receipts.md): what a receipt says and how anyone checks
// one, or a lot's whole chain, against the published key set. Shared by the rooms (which sign, in
// party/lib/receipts.ts), the worker (which serves the keys), the /dogrula page and `npm run verify:bids`.
// Pure apart from WebCrypto (jose), which runs alike in workerd, Node and the browser.
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, errors, type JSONWebKeySet } from 'jose'
import { z } from 'zod'
import { receipts } from './messages/receipts.ts'

/** The header every receipt carries; the algorithm is Ed25519 (JOSE's `EdDSA`). */
export const RECEIPT_TYP = 'mezat-bid+jws'
export const RECEIPT_ALG = 'EdDSA'
/** Where the worker publishes the public keys (a JWK set, one `kid` per key). */
export const BID_KEYS_PATH = '/.well-known/mezat-bid-keys.json'

const int = z.number().int()
/**
 * What the room signs for each accepted bid. Never a maximum: an automatic bid's entry says only that it was
 * automatic and what it bid, as the public bid list does. `bidder` is a keyed hash of the member for this
 * auction alone (party/lib/receipts.ts), `prev` the hash of the previous receipt (null for seq 1).
 */
export const ReceiptPayload = z.object({
  v: z.literal(1),
  auction: int.positive(),
  seq: int.positive(),
  bidder: z.string().min(8).max(64),
  amount_kurus: int.nonnegative(),
  total_kurus: int.positive(),
  auto: z.boolean(),
  at: int.positive(),
  prev: z.string().max(64).nullable(),
})
export type ReceiptPayload = z.infer<typeof ReceiptPayload>

/** A public key of the set: an Ed25519 JWK with its key id. */
export const PublicBidKey = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(40).max(50), kid: z.string().min(1).max(64) })
/** The answer of /.well-known/mezat-bid-keys.json. */
export const BidKeySet = z.object({ keys: z.array(PublicBidKey.extend({ alg: z.literal(RECEIPT_ALG), use: z.literal('sig') })) })
export type BidKeySet = z.infer<typeof BidKeySet>

const b64url = (bytes: ArrayBuffer) => {
  let s = ''
  for (const byte of new Uint8Array(bytes)) s += String.fromCharCode(byte)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The link to a receipt: base64url(SHA-256(the compact JWS as sent)). */
export const receiptHash = async (jws: string) => b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(jws)))

/**
 * A withdrawal entry (docs/bidding.md "Withdrawing a bid entered wrongly"): the room's signed word that an
 * editor approved a member's withdrawal. It is a link of the chain like a bid's receipt (its `prev` is the
 * hash of the link before it, and the next bid links to it), never a deletion: the withdrawn bids keep their
 * receipts. `n` numbers a lot's withdrawals 1, 2, 3…; `after_seq` is the last bid before it; `withdrawn` the
 * member's bids, `voided` other entries that stood above the recomputed price (answers to the withdrawn bids);
 * `total_kurus` the price the lot stands at after it and `leader` the leader's code then (null: no bid stands).
 */
export const WITHDRAWAL_TYP = 'mezat-withdrawal+jws'
export const WithdrawalPayload = z.object({
  v: z.literal(1),
  kind: z.literal('withdrawal'),
  auction: int.positive(),
  n: int.positive(),
  after_seq: int.positive(),
  bidder: z.string().min(8).max(64),
  withdrawn: z.array(int.positive()).min(1).max(10_000),
  voided: z.array(int.positive()).max(10_000),
  total_kurus: int.nonnegative(),
  leader: z.string().min(8).max(64).nullable(),
  at: int.positive(),
  prev: z.string().max(64).nullable(),
})
export type WithdrawalPayload = z.infer<typeof WithdrawalPayload>

type Signed = { ok: true; payload: unknown; kid: string } | { ok: false; reason: string }

/** A compact JWS of type `typ` against the key set: the key known by its kid, the signature holding. */
async function verifySigned(jws: string, keys: JSONWebKeySet, typ: string): Promise<Signed> {
  const text = jws.trim()
  let kid: string
  try {
    const header = decodeProtectedHeader(text)
    if (header.alg !== RECEIPT_ALG || header.typ !== typ || typeof header.kid !== 'string') return { ok: false, reason: receipts.reasons.malformed }
    kid = header.kid
  } catch {
    return { ok: false, reason: receipts.reasons.malformed }
  }
  try {
    const result = await compactVerify(text, createLocalJWKSet(keys), { algorithms: [RECEIPT_ALG] })
    return { ok: true, payload: JSON.parse(new TextDecoder().decode(result.payload)), kid }
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) return { ok: false, reason: receipts.reasons.unknownKey }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: receipts.reasons.badSignature }
    return { ok: false, reason: receipts.reasons.malformed }
  }
}

export type ReceiptCheck = { ok: true; payload: ReceiptPayload; kid: string } | { ok: false; reason: string }

/** One receipt against the key set: the key is known by its kid, the signature holds, the content is a receipt. */
export async function verifyReceipt(jws: string, keys: JSONWebKeySet): Promise<ReceiptCheck> {
  const signed = await verifySigned(jws, keys, RECEIPT_TYP)
  if (!signed.ok) return signed
  const parsed = ReceiptPayload.safeParse(signed.payload)
  return parsed.success ? { ok: true, payload: parsed.data, kid: signed.kid } : { ok: false, reason: receipts.reasons.malformed }
}

type WithdrawalCheck = { ok: true; payload: WithdrawalPayload } | { ok: false; reason: string }

async function verifyWithdrawal(jws: string, keys: JSONWebKeySet): Promise<WithdrawalCheck> {
  const signed = await verifySigned(jws, keys, WITHDRAWAL_TYP)
  if (!signed.ok) return signed
  const parsed = WithdrawalPayload.safeParse(signed.payload)
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: receipts.reasons.malformed }
}

/** A bid as a list shows it (kuruş), to compare with what its receipt says. */
export type ListedBid = { seq: number; amount_kurus: number; total_kurus: number; receipt: string | null }

export type ChainCheck =
  | { ok: true; count: number; first_seq: number; last_seq: number; message: string }
  | { ok: false; broken_seq: number; reason: string; message: string }

const broken = (seq: number, reason: string): ChainCheck => ({ ok: false, broken_seq: seq, reason, message: receipts.brokenAt(seq, reason) })

/** A link already checked: what the next one must point back to and rise above. */
type Link = { jws: string; auction: number; total: number }

/**
 * A lot's whole chain, oldest first. Every link: a valid receipt for this auction, the next seq, the hash of
 * the receipt before it, a rising total (or an automatic hold at the same total), and the list's own figures.
 * Bids listed before the first receipt (placed before receipts existed) are allowed only as a leading run.
 * `withdrawals` are the lot's signed withdrawal entries (any order): each sits after the bid it names, links
 * to the link before it, and the next link points to it and rises above the price it states.
 * The answer names the first link that breaks: a removed, altered or reordered bid or withdrawal breaks it there.
 */
export async function verifyChain(list: ListedBid[], keys: JSONWebKeySet, auctionId?: number, withdrawals: string[] = []): Promise<ChainCheck> {
  const bids = [...list]
  const firstSigned = bids.findIndex((b) => b.receipt !== null)
  if (firstSigned === -1) return { ok: false, broken_seq: 0, reason: receipts.chainEmpty, message: receipts.chainEmpty }
  const after = await placeWithdrawals(withdrawals, keys, new Set(bids.slice(firstSigned).map((b) => b.seq)))
  if ('broken' in after) return after.broken
  let before: Link | null = null
  let lastSeq = 0
  let count = 0
  for (const bid of bids.slice(firstSigned)) {
    const link = await bidLink(bid, keys, auctionId, before, lastSeq)
    if (!('jws' in link)) return link
    before = link
    lastSeq = bid.seq
    count++
    for (const w of after.bySeq.get(bid.seq) ?? []) {
      if (w.payload.auction !== before.auction) return broken(bid.seq, receipts.reasons.otherAuction)
      if (w.payload.prev !== (await receiptHash(before.jws))) return broken(bid.seq, receipts.reasons.prevMismatch)
      before = { jws: w.jws, auction: w.payload.auction, total: w.payload.total_kurus }
    }
  }
  const first = bids[firstSigned]!.seq
  const message =
    receipts.chainValid(count, first, lastSeq) +
    (first > 1 ? ` ${receipts.chainStartsLate(first)}` : '') +
    (withdrawals.length ? ` ${receipts.withdrawalsSigned(withdrawals.length)}` : '')
  return { ok: true, count, first_seq: first, last_seq: lastSeq, message }
}

/** One bid's link: its receipt, its place after the link before it, and the list's figures; the break when one fails. */
async function bidLink(bid: ListedBid, keys: JSONWebKeySet, auctionId: number | undefined, before: Link | null, lastSeq: number): Promise<Link | ChainCheck> {
  if (bid.receipt === null) return broken(bid.seq, receipts.reasons.missing)
  const check = await verifyReceipt(bid.receipt, keys)
  if (!check.ok) return broken(bid.seq, check.reason)
  const p = check.payload
  if (auctionId !== undefined && p.auction !== auctionId) return broken(bid.seq, receipts.reasons.otherAuction)
  if (p.seq !== bid.seq || p.amount_kurus !== bid.amount_kurus || p.total_kurus !== bid.total_kurus) return broken(bid.seq, receipts.reasons.listMismatch)
  // The first receipt the rooms signed on a lot links to nothing; one that links back lost its predecessor.
  const link = { jws: bid.receipt, auction: p.auction, total: p.total_kurus }
  if (before === null) return p.prev !== null ? broken(p.seq, receipts.reasons.firstHasPrev) : link
  if (p.auction !== before.auction) return broken(p.seq, receipts.reasons.otherAuction)
  if (p.seq !== lastSeq + 1) return broken(p.seq, receipts.reasons.gap(lastSeq + 1, p.seq))
  if (p.prev !== (await receiptHash(before.jws))) return broken(p.seq, receipts.reasons.prevMismatch)
  const hold = p.auto && p.amount_kurus === 0 && p.total_kurus === before.total
  if (p.total_kurus <= before.total && !hold) return broken(p.seq, receipts.reasons.notRising)
  return link
}

type Placed = { jws: string; payload: WithdrawalPayload }

/**
 * The withdrawal entries, verified and numbered 1…k without a gap, grouped by the bid they follow (in their
 * order). Each must follow a listed bid and name only listed bids up to it.
 */
async function placeWithdrawals(jwsList: string[], keys: JSONWebKeySet, listed: Set<number>): Promise<{ bySeq: Map<number, Placed[]> } | { broken: ChainCheck }> {
  const placed: Placed[] = []
  for (const jws of jwsList) {
    const check = await verifyWithdrawal(jws, keys)
    if (!check.ok) return { broken: broken(0, check.reason) }
    placed.push({ jws, payload: check.payload })
  }
  placed.sort((a, b) => a.payload.n - b.payload.n)
  const bySeq = new Map<number, Placed[]>()
  for (const [i, w] of placed.entries()) {
    const p = w.payload
    if (p.n !== i + 1) return { broken: broken(p.after_seq, receipts.withdrawalReasons.numbering(i + 1, p.n)) }
    if (!listed.has(p.after_seq)) return { broken: broken(p.after_seq, receipts.withdrawalReasons.misplaced) }
    if ([...p.withdrawn, ...p.voided].some((seq) => seq > p.after_seq || !listed.has(seq)))
      return { broken: broken(p.after_seq, receipts.withdrawalReasons.unknownSeq) }
    bySeq.set(p.after_seq, [...(bySeq.get(p.after_seq) ?? []), w])
  }
  return { bySeq }
}
