// Signed bid receipts end to end in workerd: the room signs every accepted bid, D1 keeps the receipt, the bid
// list carries it, and the chain verifies against the published keys; a removed, altered or reordered bid
// breaks it at that link; keys rotate by kid (docs/decisions/0013-signed-bid-receipts.md).
import { decodeJwt, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import { BID_KEYS_PATH, receiptHash, verifyChain, verifyReceipt, type ListedBid } from '../../common/receipts.ts'
import type { LedgerBid } from '../../common/schemas/room.ts'
import { bidderHash, signBids, signerFrom } from '../../party/lib/receipts.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { get } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { d1Bids, ledger, lotAndBidders, syncUntilLevel } from '../support/room.ts'
import { db } from '../support/seed.ts'

const SECRET = 'receipts-test-secret'
const reasons = tr.receipts.reasons

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
  const signer = (await signerFrom({ BID_SIGNING_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), kid }) }, SECRET))!
  return { signer, pub: { ...(await exportJWK(publicKey)), kid } }
}
const bid = (seq: number, total: number, userId = seq): LedgerBid => ({
  seq,
  user_id: userId,
  user_title: `u${userId}`,
  bid_amount_kurus: 10_00,
  total_amount_kurus: total,
  is_auto: false,
  at: 1_700_000_000_000 + seq,
})
const listed = (bids: LedgerBid[]): ListedBid[] =>
  bids.map((b) => ({ seq: b.seq, amount_kurus: b.bid_amount_kurus, total_kurus: b.total_amount_kurus, receipt: b.receipt ?? null }))

/** The lot's bid list as the public reads it (all pages), oldest first, in kuruş. */
async function publicChain(auctionId: number): Promise<ListedBid[]> {
  const answer = (await (await get(`/api/bids/${auctionId}?page=1`)).json()) as {
    data: { seq: number; bid_amount: number; total_amount: number; receipt: string | null }[]
  }
  return answer.data
    .map((b) => ({ seq: b.seq, amount_kurus: Math.round(b.bid_amount * 100), total_kurus: Math.round(b.total_amount * 100), receipt: b.receipt }))
    .reverse()
}

describe('signing and checking receipts', () => {
  it('rotates by kid: a chain signed by two keys verifies with both published, and names the link whose key is gone', async () => {
    const [a, b] = [await keyPair('2026-a'), await keyPair('2026-b')]
    const first = await signBids(a.signer, 7, null, [bid(1, 110_00), bid(2, 120_00)])
    const later = await signBids(b.signer, 7, first[1]!.receipt!, [bid(3, 130_00), bid(4, 140_00)])
    const chain = listed([...first, ...later])
    expect(await verifyChain(chain, { keys: [a.pub, b.pub] }, 7)).toMatchObject({ ok: true, count: 4, first_seq: 1, last_seq: 4 })
    expect(await verifyChain(chain, { keys: [b.pub] }, 7)).toMatchObject({ ok: false, broken_seq: 1, reason: reasons.unknownKey })
    expect(await verifyChain(chain, { keys: [a.pub] }, 7)).toMatchObject({ ok: false, broken_seq: 3, reason: reasons.unknownKey })
    expect(await verifyReceipt(later[0]!.receipt!, { keys: [a.pub, b.pub] })).toMatchObject({ ok: true, kid: '2026-b' })
  })

  it('hashes the bidder per auction, so two lots cannot be linked, and the same member on one lot alike', async () => {
    const { signer } = await keyPair('k')
    expect(await bidderHash(signer, 1, 42)).toBe(await bidderHash(signer, 1, 42))
    expect(await bidderHash(signer, 1, 42)).not.toBe(await bidderHash(signer, 2, 42))
    expect(await bidderHash(signer, 1, 42)).not.toContain('42')
  })

  it('signs with the development key only when development is on, and with nothing in production without a key', async () => {
    expect(await signerFrom({}, SECRET)).toBeNull()
    expect(await signerFrom({ ENVIRONMENT: 'production' }, SECRET)).toBeNull()
    expect(await signerFrom({ BID_SIGNING_KEY: '{"kty":"OKP"}' }, SECRET)).toBeNull()
    expect((await signerFrom({ ENVIRONMENT: 'development' }, SECRET))?.kid).toBe('mezat-dev-1')
  })
})

describe('receipts of a real lot', () => {
  it('signs every accepted bid, automatic answers included, never revealing a maximum; the public list verifies', async () => {
    const { a, alice, bob } = await lotAndBidders()
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    const auto = await postBid('/api/addAutoBid', { auction_id: a.id, max_amount: 777 }, bob.token)
    expect(auto.status).toBe(200)
    const price = ((await auto.json()) as { current_price: number }).current_price
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 50, total_amount: price + 50 }, alice.token)).status).toBe(200)
    await syncUntilLevel(a.id)

    const room = await ledger(a.id)
    expect(room.length).toBeGreaterThanOrEqual(4)
    expect(room.every((b) => typeof b.receipt === 'string')).toBe(true)
    expect((await d1Bids(a.id)).map((b) => b.receipt)).toEqual(room.map((b) => b.receipt))
    for (const b of room) {
      const claims = decodeJwt(b.receipt!)
      expect(Object.keys(claims).sort()).toEqual(['amount_kurus', 'at', 'auction', 'auto', 'bidder', 'prev', 'seq', 'total_kurus', 'v'])
      expect(Object.values(claims)).not.toContain(777_00)
    }
    expect(decodeJwt(room[1]!.receipt!).prev).toBe(await receiptHash(room[0]!.receipt!))

    const keys = (await (await get(BID_KEYS_PATH)).json()) as JSONWebKeySet
    const chain = await publicChain(a.id)
    expect(chain.map((b) => b.seq)).toEqual(room.map((b) => b.seq))
    expect(await verifyChain(chain, keys, a.id)).toMatchObject({ ok: true, count: room.length })
    expect(await verifyChain(chain, keys, a.id + 1)).toMatchObject({ ok: false, broken_seq: 1, reason: reasons.otherAuction })

    // Removed: the link after the gap says so.
    expect(await verifyChain(chain.filter((b) => b.seq !== 2), keys, a.id)).toMatchObject({ ok: false, broken_seq: 3, reason: reasons.gap(2, 3) })
    // The first bid removed: the new first link points at a receipt nobody shows.
    expect(await verifyChain(chain.slice(1), keys, a.id)).toMatchObject({ ok: false, broken_seq: 2, reason: reasons.firstHasPrev })
    // Reordered.
    const swapped = [chain[0]!, chain[2]!, chain[1]!, ...chain.slice(3)]
    expect(await verifyChain(swapped, keys, a.id)).toMatchObject({ ok: false, broken_seq: 3, reason: reasons.gap(2, 3) })
    // Altered in the receipt itself: the signature no longer holds.
    const [h, p, s] = chain[1]!.receipt!.split('.')
    const forged = JSON.parse(atob(p!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>
    const body = btoa(JSON.stringify({ ...forged, total_kurus: 99_00 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const altered = chain.map((b, i) => (i === 1 ? { ...b, receipt: `${h}.${body}.${s}` } : b))
    expect(await verifyChain(altered, keys, a.id)).toMatchObject({ ok: false, broken_seq: 2, reason: reasons.badSignature })

    // Altered in D1 (the amount a page shows), the receipt kept: the public list no longer matches it.
    await db.update(schema.bids).set({ total_amount_kurus: 165_00 }).where(eq(schema.bids.id, (await d1Bids(a.id))[2]!.id))
    const edited = await publicChain(a.id)
    expect(await verifyChain(edited, keys, a.id)).toMatchObject({ ok: false, broken_seq: 3, reason: reasons.listMismatch })
  })
})
