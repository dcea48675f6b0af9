// The public keys of the rooms' bid receipts (docs/decisions/0013-signed-bid-receipts.md): BID_PUBLIC_KEYS,
// plus the development key when development is switched on. The worker never holds a private key.
import { isDevelopment } from '#common/deployment.ts'
import { DEV_BID_PUBLIC_KEY } from '#common/dev-bid-key.ts'
import { PublicBidKey, RECEIPT_ALG, type BidKeySet } from '#common/receipts.ts'
import { z } from 'zod'

const Configured = z.object({ keys: z.array(PublicBidKey) })

/**
 * The key set to publish, or null when there is none (a deployment without BID_PUBLIC_KEYS, or with one that
 * does not parse: logged, never half-published). Private members of a JWK (`d`) are never copied out.
 */
export function publishedBidKeys(env: { BID_PUBLIC_KEYS?: string; ENVIRONMENT?: unknown }): BidKeySet | null {
  const keys: z.infer<typeof PublicBidKey>[] = []
  if (env.BID_PUBLIC_KEYS) {
    let parsed: ReturnType<typeof Configured.safeParse>
    try {
      parsed = Configured.safeParse(JSON.parse(env.BID_PUBLIC_KEYS))
    } catch {
      parsed = Configured.safeParse(null)
    }
    if (!parsed.success) {
      console.error(JSON.stringify({ level: 'error', msg: 'BID_PUBLIC_KEYS is not a JWK set of Ed25519 keys with kids' }))
      return null
    }
    keys.push(...parsed.data.keys)
  }
  if (isDevelopment(env) && !keys.some((k) => k.kid === DEV_BID_PUBLIC_KEY.kid)) keys.push({ ...DEV_BID_PUBLIC_KEY })
  if (!keys.length) return null
  return { keys: keys.map(({ kty, crv, x, kid }) => ({ kty, crv, x, kid, alg: RECEIPT_ALG, use: 'sig' as const })) }
}
