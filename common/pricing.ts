// Pure money rules of checkout (docs/). Integer kuruş in, integer kuruş out: the server
// decides every price with these; the browser only shows what the server answered.
import { feeKurus } from './auction-rules.ts'
import { withholdingKurus } from './withholding.ts'

/** withholdingBp: the e-commerce withholding applied now (0 when switched off; common/withholding.ts). */
export type Rates = { buyerBp: number; sellerBp: number; withholdingBp: number }
export type ShippingTerms = { shipping_type: number; shipping_payment_by: number }

/** The shipping-payer rule: the buyer pays only for cargo (type 1) the listing says the buyer pays (1). SQL that
 * prices inside a statement reads these same values (worker/domain/auctions/projection.ts). */
export const BUYER_PAYS_CARGO = { shipping_type: 1, shipping_payment_by: 1 } as const
export const buyerPaysCargo = (terms: ShippingTerms) =>
  terms.shipping_type === BUYER_PAYS_CARGO.shipping_type && terms.shipping_payment_by === BUYER_PAYS_CARGO.shipping_payment_by

/** Cargo (type 1) paid by the buyer costs the channel's price; freight (type 2) is settled on delivery. */
export const buyerShippingKurus = (terms: ShippingTerms, channelPriceKurus: number) => (buyerPaysCargo(terms) ? channelPriceKurus : 0)

/** Cargo the seller pays for is charged to the seller at the channel's price. */
export const sellerShippingKurus = (terms: ShippingTerms, channelPriceKurus: number) =>
  terms.shipping_type === 1 && !buyerPaysCargo(terms) ? channelPriceKurus : 0

/** A buyer may pick the cargo firm only where the buyer pays for cargo. */
export const buyerChoosesCargo = buyerPaysCargo

export type ItemLine = {
  price: number
  shippingBuyer: number
  commissionBuyer: number
  totalBuyer: number
  commissionSeller: number
  shippingSeller: number
  withholdingSeller: number
  totalSeller: number
}

/**
 * One item's amounts for both parties: the buyer pays price + fee + shipping, the seller receives
 * price − fee − own shipping − the withholding (which Mezat keeps back and pays to the tax office).
 */
export function itemLine(priceKurus: number, terms: ShippingTerms, channelPriceKurus: number, rates: Rates): ItemLine {
  const shippingBuyer = buyerShippingKurus(terms, channelPriceKurus)
  const shippingSeller = sellerShippingKurus(terms, channelPriceKurus)
  const commissionBuyer = feeKurus(priceKurus, rates.buyerBp)
  const commissionSeller = feeKurus(priceKurus, rates.sellerBp)
  const withholdingSeller = withholdingKurus(priceKurus, rates.withholdingBp)
  return {
    price: priceKurus,
    shippingBuyer,
    commissionBuyer,
    totalBuyer: priceKurus + commissionBuyer + shippingBuyer,
    commissionSeller,
    shippingSeller,
    withholdingSeller,
    totalSeller: Math.max(0, priceKurus - commissionSeller - shippingSeller - withholdingSeller),
  }
}

export type Totals = { items: number; commissions: number; shipping: number; total: number }

export const sumLines = (lines: readonly Pick<ItemLine, 'price' | 'commissionBuyer' | 'shippingBuyer'>[]): Totals => {
  const items = lines.reduce((s, l) => s + l.price, 0)
  const commissions = lines.reduce((s, l) => s + l.commissionBuyer, 0)
  const shipping = lines.reduce((s, l) => s + l.shippingBuyer, 0)
  return { items, commissions, shipping, total: items + commissions + shipping }
}

/** Installments: the bank's rate (basis points of the price) is added once; each installment is the total / n. */
export const installmentTotalKurus = (priceKurus: number, rateBp: number) => priceKurus + Math.round((priceKurus * rateBp) / 10_000)
export const perInstallmentKurus = (totalKurus: number, n: number) => Math.round(totalKurus / Math.max(1, n))

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'troy' | null
/** The card type guessed from the first digit: 3 amex, 4 visa, 5 mastercard, 9 troy. */
export function cardBrand(number: string): CardBrand {
  const first = number.replace(/\D/g, '')[0]
  return first === '3' ? 'amex' : first === '4' ? 'visa' : first === '5' ? 'mastercard' : first === '9' ? 'troy' : null
}

/** The card as orders show it: the bin followed by 10 asterisks. */
export const maskedCard = (bin: string | null) => (bin ? `${bin}**********` : '')
