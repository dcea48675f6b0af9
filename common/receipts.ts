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

export type ReceiptCheck = { ok: true; payload: ReceiptPayload; kid: string } | { ok: false; reason: string }

/** One receipt against the key set: the key is known by its kid, the signature holds, the content is a receipt. */
export async function verifyReceipt(jws: string, keys: JSONWebKeySet): Promise<ReceiptCheck> {
  const text = jws.trim()
  let kid: string
  try {
    const header = decodeProtectedHeader(text)
    if (header.alg !== RECEIPT_ALG || header.typ !== RECEIPT_TYP || typeof header.kid !== 'string') return { ok: false, reason: receipts.reasons.malformed }
    kid = header.kid
  } catch {
    return { ok: false, reason: receipts.reasons.malformed }
  }
  let payload: unknown
  try {
    const result = await compactVerify(text, createLocalJWKSet(keys), { algorithms: [RECEIPT_ALG] })
    payload = JSON.parse(new TextDecoder().decode(result.payload))
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) return { ok: false, reason: receipts.reasons.unknownKey }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: receipts.reasons.badSignature }
    return { ok: false, reason: receipts.reasons.malformed }
  }
  const parsed = ReceiptPayload.safeParse(payload)
  return parsed.success ? { ok: true, payload: parsed.data, kid } : { ok: false, reason: receipts.reasons.malformed }
}

/** A bid as a list shows it (kuruş), to compare with what its receipt says. */
export type ListedBid = { seq: number; amount_kurus: number; total_kurus: number; receipt: string | null }

export type ChainCheck =
  | { ok: true; count: number; first_seq: number; last_seq: number; message: string }
  | { ok: false; broken_seq: number; reason: string; message: string }

const broken = (seq: number, reason: string): ChainCheck => ({ ok: false, broken_seq: seq, reason, message: receipts.brokenAt(seq, reason) })

/**
 * A lot's whole chain, oldest first. Every link: a valid receipt for this auction, the next seq, the hash of
 * the receipt before it, a rising total (or an automatic hold at the same total), and the list's own figures.
 * Bids listed before the first receipt (placed before receipts existed) are allowed only as a leading run.
 * The answer names the first link that breaks: a removed, altered or reordered bid breaks it there.
 */
export async function verifyChain(list: ListedBid[], keys: JSONWebKeySet, auctionId?: number): Promise<ChainCheck> {
  const bids = [...list]
  const firstSigned = bids.findIndex((b) => b.receipt !== null)
  if (firstSigned === -1) return { ok: false, broken_seq: 0, reason: receipts.chainEmpty, message: receipts.chainEmpty }
  let before: { payload: ReceiptPayload; jws: string } | null = null
  let count = 0
  for (const bid of bids.slice(firstSigned)) {
    if (bid.receipt === null) return broken(bid.seq, receipts.reasons.missing)
    const check = await verifyReceipt(bid.receipt, keys)
    if (!check.ok) return broken(bid.seq, check.reason)
    const p = check.payload
    if (auctionId !== undefined && p.auction !== auctionId) return broken(bid.seq, receipts.reasons.otherAuction)
    if (p.seq !== bid.seq || p.amount_kurus !== bid.amount_kurus || p.total_kurus !== bid.total_kurus) return broken(bid.seq, receipts.reasons.listMismatch)
    if (before === null) {
      // The first receipt the rooms signed on a lot links to nothing; one that links back lost its predecessor.
      if (p.prev !== null) return broken(p.seq, receipts.reasons.firstHasPrev)
    } else {
      if (p.auction !== before.payload.auction) return broken(p.seq, receipts.reasons.otherAuction)
      if (p.seq !== before.payload.seq + 1) return broken(p.seq, receipts.reasons.gap(before.payload.seq + 1, p.seq))
      if (p.prev !== (await receiptHash(before.jws))) return broken(p.seq, receipts.reasons.prevMismatch)
      const hold = p.auto && p.amount_kurus === 0 && p.total_kurus === before.payload.total_kurus
      if (p.total_kurus <= before.payload.total_kurus && !hold) return broken(p.seq, receipts.reasons.notRising)
    }
    before = { payload: p, jws: bid.receipt }
    count++
  }
  const first = bids[firstSigned]!.seq
  const last = before!.payload.seq
  const message = receipts.chainValid(count, first, last) + (first > 1 ? ` ${receipts.chainStartsLate(first)}` : '')
  return { ok: true, count, first_seq: first, last_seq: last, message }
}
