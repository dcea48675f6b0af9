// The pre-information (ön bilgilendirme) before a member's first binding bid on a lot, its buy-now or an
// accepted offer (docs/law.md "Pre-information"): the lot's facts in, the sections the member reads out. Its
// version is the template's name and a digest of the very text, so a confirmation names what was read.
import { z } from 'zod'
import { CONDITION_LABELS, type ConditionGrade } from './condition.ts'
import { caymaExceptionLabel, type CaymaException } from './lot-law.ts'
import { tr } from './messages.ts'
import { formatKurus } from './money.ts'
import { buyerPaysCargo, type ShippingTerms } from './pricing.ts'
import { type PreinfoSection } from './schemas/preinfo.ts'
import type { SellerIdentityView } from './schemas/seller-identity-view.ts'

const m = tr.preinfo

/** The template's name: a change of wording is a new template (and with it a new version of every text). */
export const PREINFO_TEMPLATE = 'obf-2026-11'

export type PreinfoFacts = {
  auction: {
    id: number
    name: string
    condition_grade: ConditionGrade | null
    condition_notes: string | null
    /** The captions of the condition report's photos, in order (null: a photo without one). */
    condition_photo_captions?: ReadonlyArray<string | null>
    estimate_low_kurus: number | null
    estimate_high_kurus: number | null
    /** The MSY m.15 exception the lot is marked under (common/lot-law.ts), or null. */
    cayma_exception?: CaymaException | null
  } & ShippingTerms
  seller: { title: string; identity: SellerIdentityView }
  platform: { name: string; address: string; mersis: string | null; phone: string; email: string }
  buyerFeeBp: number
  /** The contracted cargo's price for one item (the cheapest active channel). */
  cargoKurus: number
  payDays: number
}


const rate = (bp: number) => (bp / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 })

function shippingLine(terms: ShippingTerms, cargoKurus: number) {
  if (terms.shipping_type !== 1) return m.shippingFreight
  return buyerPaysCargo(terms) ? m.shippingBuyer(formatKurus(cargoKurus)) : m.shippingSeller
}

/** The lot, its condition report and its estimate: what the member bids on is what they were told. */
function itemLines(a: PreinfoFacts['auction']) {
  const grade = a.condition_grade ? CONDITION_LABELS[a.condition_grade] : null
  return [
    m.item(a.name, a.id),
    ...(grade ? [m.itemCondition(grade.title, grade.meaning, a.condition_notes)] : []),
    ...(grade && a.condition_photo_captions?.length ? [m.itemConditionPhotos(a.condition_photo_captions)] : []),
    ...(a.estimate_low_kurus != null && a.estimate_high_kurus != null ? [m.itemEstimate(formatKurus(a.estimate_low_kurus), formatKurus(a.estimate_high_kurus))] : []),
  ]
}

/** Whether cayma applies follows the seller's kind, then the lot's m.15 exception, with its reason. */
function caymaLines(trader: boolean, exception: CaymaException | null): readonly string[] {
  if (!trader) return m.caymaNotApplies
  return exception ? tr.lotLaw.preinfoException(caymaExceptionLabel(exception)) : m.caymaApplies
}

/** The sections, in the order the member reads them. Whether cayma applies follows the seller's kind. */
export function preinfoSections(f: PreinfoFacts): PreinfoSection[] {
  const s = f.seller.identity
  const trader = s.kind === 'ticari'
  const section = (key: keyof typeof m.section, lines: readonly string[]) => ({ key, title: m.section[key], lines: [...lines] })
  return [
    section('seller', trader ? m.sellerTrader(s, s.verified) : [m.sellerPrivate(f.seller.title)]),
    section('platform', m.platform(f.platform)),
    section('item', itemLines(f.auction)),
    section('price', m.price(f.buyerFeeBp > 0 ? rate(f.buyerFeeBp) : null, shippingLine(f.auction, f.cargoKurus))),
    section('payment', m.payment(f.payDays)),
    section('cayma', caymaLines(trader, f.auction.cayma_exception ?? null)),
    section('complaints', m.complaints),
    section('binding', m.binding),
  ]
}

/** `${PREINFO_TEMPLATE}.${first 16 hex of SHA-256 over the sections}`: equal texts, equal versions. */
export async function preinfoVersion(sections: PreinfoSection[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(sections))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hex = Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
  return `${PREINFO_TEMPLATE}.${hex}`
}

/** POST /api/auctions/{id}/preinfo: the version the member read. */
export const PreinfoConfirmForm = z.object({
  version: z.preprocess((v) => (v == null ? '' : v), z.string().trim().min(1, m.versionRequired).max(80, m.versionRequired)),
})


/** The 422 body of a bid, automatic bid, bid ticket or buy-now without the confirmation; `preinfo` names it. */
export const preinfoRefusal = () => ({ message: m.required, errors: { preinfo: [m.required] } })
