// The rooms' half of signed bid receipts (docs/decisions/0013-signed-bid-receipts.md): the signing key from
// the room's settings, the bidder's keyed hash, and the signing of a decision's bids in order, each linked
// to the receipt before it. Pure apart from WebCrypto; the verifier is common/receipts.ts.
import { CompactSign, importJWK } from 'jose'
import { z } from 'zod'
import { isDevelopment } from '#common/deployment.ts'
import { DEV_BID_PRIVATE_KEY } from '#common/dev-bid-key.ts'
import { RECEIPT_ALG, RECEIPT_TYP, receiptHash, WITHDRAWAL_TYP, type ReceiptPayload, type WithdrawalPayload } from '#common/receipts.ts'
import type { LedgerBid } from '#common/schemas/room.ts'

/** BID_SIGNING_KEY: one Ed25519 private JWK with the key id it is published under. */
const PrivateBidKey = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), d: z.string().min(40), x: z.string().min(40), kid: z.string().min(1).max(64) })

export type Signer = { kid: string; key: CryptoKey; bidderKey: CryptoKey }

/**
 * The key the room signs with: BID_SIGNING_KEY (a JSON private JWK with `kid`), or the development key when
 * development is switched on and no key is set. Null otherwise: a deployed room without a key accepts no bid
 * (it cannot give the receipt every accepted bid carries). A key that does not parse is null too, and logged.
 */
export async function signerFrom(env: Record<string, unknown>, secret: string): Promise<Signer | null> {
  const raw = env.BID_SIGNING_KEY
  let jwk: z.infer<typeof PrivateBidKey> | null = null
  if (typeof raw === 'string' && raw !== '') {
    const parsed = PrivateBidKey.safeParse(safeJson(raw))
    if (!parsed.success) console.error(JSON.stringify({ level: 'error', msg: 'BID_SIGNING_KEY is not an Ed25519 private JWK with a kid' }))
    else jwk = parsed.data
  } else if (isDevelopment(env)) jwk = { ...DEV_BID_PRIVATE_KEY }
  if (!jwk) return null
  const key = (await importJWK({ ...jwk, alg: RECEIPT_ALG }, RECEIPT_ALG)) as CryptoKey
  const bidderKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(`${secret}\u0000bidder`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return { kid: jwk.kid, key, bidderKey }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * The member as a receipt names them: HMAC-SHA-256 over (auction, member) with a key derived from the
 * rooms' secret, 16 bytes in base64url. Per auction, so receipts of two lots cannot be linked to one member,
 * and keyed, so nobody can try member ids against it; the member's own receipts come from "Pey makbuzlarım".
 */
export async function bidderHash(signer: Signer, auctionId: number, userId: number): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', signer.bidderKey, new TextEncoder().encode(`${auctionId}:${userId}`))
  let s = ''
  for (const byte of new Uint8Array(mac).slice(0, 16)) s += String.fromCharCode(byte)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** What a receipt says of a ledger bid: never a maximum, only what the public bid list shows. */
export const receiptPayload = (auctionId: number, bid: LedgerBid, bidder: string, prev: string | null): ReceiptPayload => ({
  v: 1,
  auction: auctionId,
  seq: bid.seq,
  bidder,
  amount_kurus: bid.bid_amount_kurus,
  total_kurus: bid.total_amount_kurus,
  auto: bid.is_auto,
  at: bid.at,
  prev,
})

/**
 * Signs a decision's bids in order: each receipt carries the hash of the one before it (`previous`, the
 * receipt of the ledger's last bid before this decision, or null when there is none). Returns the bids with
 * their receipts.
 */
export async function signBids(signer: Signer, auctionId: number, previous: string | null, bids: LedgerBid[]): Promise<LedgerBid[]> {
  const out: LedgerBid[] = []
  let prev = previous === null ? null : await receiptHash(previous)
  for (const bid of bids) {
    const payload = receiptPayload(auctionId, bid, await bidderHash(signer, auctionId, bid.user_id), prev)
    const receipt = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: RECEIPT_ALG, typ: RECEIPT_TYP, kid: signer.kid })
      .sign(signer.key)
    out.push({ ...bid, receipt })
    prev = await receiptHash(receipt)
  }
  return out
}

/**
 * A decision's bids with their receipts, linked to the ledger's bid before them (`before`, read from the
 * room's storage; a bid without a receipt, or none, starts the chain).
 */
export const signDecisionBids = (signer: Signer, auctionId: number, before: Pick<LedgerBid, 'receipt'> | undefined, bids: LedgerBid[]) =>
  bids.length ? signBids(signer, auctionId, before?.receipt ?? null, bids) : Promise.resolve(bids)

/**
 * A withdrawal's signed entry (common/receipts.ts `WithdrawalPayload`), linked to the chain's last link
 * (`previous`: the last bid's receipt, or the withdrawal entry before it). The withdrawn member and the new
 * leader are named by their codes for this lot, as bids are.
 */
export async function signWithdrawal(
  signer: Signer,
  entry: Omit<WithdrawalPayload, 'v' | 'kind' | 'bidder' | 'leader' | 'prev'> & { user_id: number; leader_id: number | null },
  previous: string | null,
): Promise<string> {
  const { user_id, leader_id, ...rest } = entry
  const payload: WithdrawalPayload = {
    v: 1,
    kind: 'withdrawal',
    ...rest,
    bidder: await bidderHash(signer, entry.auction, user_id),
    leader: leader_id === null ? null : await bidderHash(signer, entry.auction, leader_id),
    prev: previous === null ? null : await receiptHash(previous),
  }
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: RECEIPT_ALG, typ: WITHDRAWAL_TYP, kid: signer.kid }).sign(signer.key)
}
