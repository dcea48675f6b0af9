// What a card payment provider is to Mezat (the port): money in kuruş, failures as values; the choice of
// provider is in index.ts.
import type { Env } from '../../env.ts'

export type Failure = { ok: false; errorCode: string; errorMessage: string; errorGroup?: string | undefined }

export type InstallmentInfo = {
  binNumber: string
  cardType: string
  cardAssociation: string
  cardFamilyName: string
  bankName: string
  bankCode: number
  force3ds: number
  prices: { installmentNumber: number; installmentKurus: number; totalKurus: number }[]
}

export type Party = {
  name: string
  surname: string
  email: string
  phone: string
  identityNumber: string
  ip: string
  city: string
  address: string
  zipCode: string
}
export type Address = { contactName: string; city: string; country: string; address: string; zipCode: string }

export type Init3dsRequest = {
  conversationId: string
  basketId: string
  priceKurus: number
  paidPriceKurus: number
  installment: number
  card: {
    holderName: string
    number: string
    expireMonth: number
    expireYear: number
    cvc: string
    register: boolean
    alias?: string | undefined
  }
  buyer: Party & { id: number }
  shippingAddress: Address
  billingAddress: Address
  /** Marketplace items carry the seller's sub-merchant key and share (item price less commission); items of a
   * seller not yet registered go without them (paid to Mezat, paid out by hand: docs/after-the-hammer.md). */
  basketItems: { id: string; name: string; category: string; priceKurus: number; subMerchant?: { key: string; priceKurus: number } }[]
  callbackUrl: string
}

/** A seller as a sub-merchant (iyzico "create sub merchant", PERSONAL type), from their member profile. */
export type SubMerchantRequest = {
  conversationId: string
  externalId: string
  name: string
  contactName: string
  contactSurname: string
  identityNumber: string
  email: string
  phone: string
  address: string
  iban: string
}

export type ItemTransaction = { itemId: string; transactionId: string; paidPriceKurus: number }

/** iyzico's fraudStatus: 1 passed, 0 held for the provider's review (it may still refuse), -1 refused. */
export type FraudStatus = 1 | 0 | -1

export type Completed = {
  ok: true
  paymentId: string
  paidPriceKurus: number
  fraudStatus: FraudStatus
  cardType: string | null
  cardAssociation: string | null
  cardFamily: string | null
  items: ItemTransaction[]
}

export interface PaymentProvider {
  readonly name: string
  /** Installment options of a card's bank for a price (iyzico POST /payment/iyzipos/installment). */
  installments(binNumber: string, priceKurus: number, conversationId: string): Promise<{ ok: true; detail: InstallmentInfo } | Failure>
  /** Starts 3-D Secure: base64 HTML that takes the browser to the bank's page (POST /payment/3dsecure/initialize). */
  initialize3ds(req: Init3dsRequest): Promise<{ ok: true; paymentId: string; htmlBase64: string } | Failure>
  /** After the bank's callback with mdStatus 1: the charge itself (POST /payment/3dsecure/auth). */
  complete3ds(req: { paymentId: string; conversationId: string; conversationData: string }): Promise<Completed | Failure>
  /** Voids a whole payment the same day (POST /payment/cancel). */
  cancel(req: { paymentId: string; conversationId: string; ip: string }): Promise<{ ok: true } | Failure>
  /** Refunds part of a payment: one item transaction (POST /payment/refund). */
  refund(req: { transactionId: string; amountKurus: number; conversationId: string; ip: string }): Promise<{ ok: true } | Failure>
  /** Registers a seller as a sub-merchant (POST /onboarding/submerchant); the key goes on their basket items. */
  createSubMerchant(req: SubMerchantRequest): Promise<{ ok: true; subMerchantKey: string } | Failure>
  /** Sends a registered seller's changed profile, the IBAN first of all (PUT /onboarding/submerchant). */
  updateSubMerchant(req: SubMerchantRequest & { subMerchantKey: string }): Promise<{ ok: true } | Failure>
  /** Releases one item's share to its sub-merchant (POST /payment/iyzipos/item/approve). */
  approveItem(req: { transactionId: string; conversationId: string }): Promise<{ ok: true } | Failure>
  /** Takes an approved item's share back before it is paid out, on a return (POST /payment/iyzipos/item/disapprove). */
  disapproveItem(req: { transactionId: string; conversationId: string }): Promise<{ ok: true } | Failure>
  /** What the provider knows of a payment (POST /payment/detail), for payments left half-done. */
  retrieve(req: { paymentId: string; conversationId: string; conversationData: string | null }): Promise<Completed | Failure>
}

export type PaymentEnv = Env & {
  PAYMENT_PROVIDER?: string
  IYZICO_API_KEY?: string
  IYZICO_SECRET_KEY?: string
  IYZICO_BASE_URL?: string
  SIM_BANK_SECRET?: string
}
