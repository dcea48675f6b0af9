// The seller's kind and identity as the storefront shows them (the lot, the profile, the pre-information).
// Apart from common/seller-identity.ts, whose form checks (VKN, MERSİS, KEP) and messages the storefront's
// first visit must not download: this module needs nothing but zod.
import { z } from 'zod'

/**
 * The seller as a buyer must know them: the kind, and for a trader the identity with the editor's check.
 * A private seller's answer carries nothing more than the kind (their name stays private).
 */
export const SellerIdentityView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bireysel') }),
  z.object({
    kind: z.literal('ticari'),
    trade_name: z.string(),
    vkn: z.string(),
    mersis: z.string(),
    address: z.string(),
    kep: z.string(),
    verified: z.boolean(),
  }),
])
export type SellerIdentityView = z.infer<typeof SellerIdentityView>
