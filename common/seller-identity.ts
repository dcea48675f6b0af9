// Every seller is Bireysel (a private person: the Borçlar Kanunu applies, no cayma) or Ticari (a trader:
// 6502 and the Mesafeli Sözleşmeler Yönetmeliği apply). A trader gives the identity the pre-information
// must name (docs/law.md "Seller kind"). The same schema checks the form in the browser and the worker.
import { z } from 'zod'
import { PERMIT_NO } from './lot-law.ts'
import { tr } from './messages.ts'
import { atMost, field, filled, matches } from './schemas/account.ts'
import { SellerIdentityView } from './schemas/seller-identity-view.ts'
import { isValidVkn } from './validation/tckn.ts'

const m = tr.sellerIdentity

export const SELLER_KINDS = ['bireysel', 'ticari'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

/** A KEP address ends in kep.tr (the providers' domains: hs01.kep.tr, …). */
const KEP = /^[^\s@]+@([a-z0-9-]+\.)*kep\.tr$/i

const optional = z.preprocess((v) => (v == null ? '' : v), z.string().trim())

/** PUT /api/seller-identity. A trader's five fields are required and checked; a private seller's are ignored. */
export const SellerIdentityForm = z
  .object({
    kind: z.enum(SELLER_KINDS, { error: m.kindInvalid }),
    trade_name: optional,
    vkn: optional,
    mersis: optional,
    address: optional,
    kep: optional,
    /** Any kind: needed to list cultural property (docs/law.md "Cultural property"); empty clears it, absent keeps it. */
    cultural_permit_no: z.preprocess(
      (v) => (v == null ? undefined : v),
      z
        .string(tr.lotLaw.permitInvalid)
        .trim()
        .refine((s) => s === '' || PERMIT_NO.test(s), tr.lotLaw.permitInvalid)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'ticari') return
    const rules: Array<[keyof typeof v, ReturnType<typeof field>]> = [
      ['trade_name', field(m.tradeNameRequired, filled(m.tradeNameRequired), atMost(200, m.tradeNameTooLong))],
      ['vkn', field(m.vknRequired, filled(m.vknRequired), matches(/^\d{10}$/, m.vknLength), [isValidVkn, m.vknChecksum])],
      ['mersis', field(m.mersisRequired, filled(m.mersisRequired), matches(/^\d{16}$/, m.mersisLength))],
      ['address', field(m.addressRequired, filled(m.addressRequired), atMost(500, m.addressTooLong))],
      ['kep', field(m.kepRequired, filled(m.kepRequired), matches(KEP, m.kepInvalid))],
    ]
    for (const [key, schema] of rules) {
      const result = schema.safeParse(v[key])
      if (!result.success) ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]?.message ?? m.kindInvalid })
    }
  })
export type SellerIdentityForm = z.output<typeof SellerIdentityForm>

/** GET and PUT /api/seller-identity: the member's own. */
export const SellerIdentityAnswer = z.object({
  message: z.string().optional(),
  identity: SellerIdentityView,
  /** The member's own cultural-property trading permit number (not shown to buyers). */
  cultural_permit_no: z.string().nullable(),
})

/** A stored row (or none) as the view: no row, or a half-filled trader row, is a private seller. */
export function toSellerIdentity(
  row: { kind: string | null; trade_name: string | null; vkn: string | null; mersis: string | null; address: string | null; kep: string | null; verified_at: number | null } | null | undefined,
): SellerIdentityView {
  if (!row || row.kind !== 'ticari' || !row.trade_name || !row.vkn || !row.mersis || !row.address || !row.kep) return { kind: 'bireysel' }
  return { kind: 'ticari', trade_name: row.trade_name, vkn: row.vkn, mersis: row.mersis, address: row.address, kep: row.kep, verified: row.verified_at != null }
}
