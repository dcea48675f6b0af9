// iyzico's REST API over fetch (the iyzipay SDK is built on Node's http module, which Workers lack).
// Every request carries the IYZWSv2 authorization: HMAC-SHA256(secretKey, rnd + uriPath + body), and every
// answer that carries a signature is checked (docs.iyzico.com "Response Signature Validation"). Prices go
// out as the SDK's decimal strings ("100.0", "123.45"); kuruş stay integers on our side.
import { hmacHex, safeEqual } from '../../lib/crypto.ts'
import { withUserAgent } from '../../lib/outgoing.ts'
import { ProviderUnavailable } from './errors.ts'
import type { Completed, Failure, FraudStatus, PaymentProvider, SubMerchantRequest } from './port.ts'

export type IyzicoConfig = { apiKey: string; secretKey: string; baseUrl: string }

/** 12345 → "123.45", 10000 → "100.0", like iyzipay's formatPrice. */
export const priceString = (kurus: number) => {
  const s = String(kurus / 100)
  return s.includes('.') ? s : `${s}.0`
}
const toKurus = (v: unknown) => Math.round(Number(v) * 100)
/** fraudStatus of a payment answer; iyzico sends it on every payment, an answer without it has passed. */
const fraudOf = (v: unknown): FraudStatus => (Number(v) === 0 ? 0 : Number(v) === -1 ? -1 : 1)

/** The IYZWSv2 headers for one request (verified byte-identical to iyzipay's generateAuthorizationHeaderV2). */
export async function authorization(config: IyzicoConfig, uriPath: string, body: string, rnd: string) {
  const signature = await hmacHex(config.secretKey, rnd + uriPath + body)
  const auth = `apiKey:${config.apiKey}&randomKey:${rnd}&signature:${signature}`
  return { Authorization: `IYZWSv2 ${btoa(auth)}`, 'x-iyzi-rnd': rnd }
}

type Answer = Record<string, unknown> & { status?: string; errorCode?: unknown; errorMessage?: unknown; errorGroup?: unknown }

const failure = (a: Answer): Failure => ({
  ok: false,
  errorCode: String(a.errorCode ?? 'UNKNOWN'),
  errorMessage: String(a.errorMessage ?? 'Ödeme işlemi esnasında genel bir hata oluştu'),
  errorGroup: a.errorGroup == null ? undefined : String(a.errorGroup),
})
const BAD_SIGNATURE: Failure = { ok: false, errorCode: 'SIGNATURE', errorMessage: 'Ödeme sağlayıcısının yanıtı doğrulanamadı.' }

/**
 * The fields create and update sub-merchant share, in iyzipay's Create/UpdateSubMerchantRequest order (the
 * signature covers the exact bytes, so the order is the SDK's; see initialize3ds).
 */
const subMerchantProfile = (req: SubMerchantRequest) => ({
  conversationId: req.conversationId,
  name: req.name,
  email: req.email,
  gsmNumber: req.phone,
  address: req.address,
  iban: req.iban,
  contactName: req.contactName,
  contactSurname: req.contactSurname,
  currency: 'TRY',
})

export function iyzicoProvider(
  config: IyzicoConfig,
  fetcher: typeof fetch = fetch,
  rnd = () => `${Date.now()}${crypto.getRandomValues(new Uint32Array(1))[0]}`,
): PaymentProvider {
  async function post(path: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST'): Promise<Answer> {
    const body = JSON.stringify({ locale: 'tr', ...payload })
    let res: Response
    try {
      res = await fetcher(`${config.baseUrl}${path}`, {
        method,
        headers: withUserAgent({
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(await authorization(config, path, body, rnd())),
        }),
        body,
      })
    } catch (error) {
      throw new ProviderUnavailable(`iyzico ${path}: ${String(error)}`)
    }
    const answer = (await res.json().catch(() => null)) as Answer | null
    if (!answer || typeof answer !== 'object') throw new ProviderUnavailable(`iyzico ${path}: HTTP ${res.status}, no JSON`)
    return answer
  }

  /** Checks the answer's signature over the named fields, in order, joined by ':'. */
  const signed = async (a: Answer, fields: unknown[]) =>
    typeof a.signature === 'string' && safeEqual(a.signature, await hmacHex(config.secretKey, fields.map((f) => String(f ?? '')).join(':')))

  /**
   * A payment answer as iyzico's 3-D Secure guide asks it to be confirmed: status success, the signature
   * over paymentId, currency, basketId, conversationId, paidPrice, price, and the answer about the payment
   * we asked about (its paymentId and conversationId are ours). The paid price is compared by the domain.
   */
  async function completed(a: Answer, asked: { paymentId: string; conversationId: string }): Promise<Completed | Failure> {
    if (a.status !== 'success') return failure(a)
    if (!(await signed(a, [a.paymentId, a.currency, a.basketId, a.conversationId, a.paidPrice, a.price]))) return BAD_SIGNATURE
    if (String(a.paymentId) !== asked.paymentId || String(a.conversationId) !== asked.conversationId) return BAD_SIGNATURE
    const items = Array.isArray(a.itemTransactions) ? (a.itemTransactions as Record<string, unknown>[]) : []
    return {
      ok: true,
      paymentId: String(a.paymentId),
      paidPriceKurus: toKurus(a.paidPrice),
      fraudStatus: fraudOf(a.fraudStatus),
      cardType: a.cardType == null ? null : String(a.cardType),
      cardAssociation: a.cardAssociation == null ? null : String(a.cardAssociation),
      cardFamily: a.cardFamily == null ? null : String(a.cardFamily),
      items: items.map((t) => ({
        itemId: String(t.itemId),
        transactionId: String(t.paymentTransactionId),
        paidPriceKurus: toKurus(t.paidPrice),
      })),
    }
  }

  /** Approval and disapproval answer the item they acted on: it must be the one we asked about. */
  async function itemDecision(path: string, transactionId: string, conversationId: string): Promise<{ ok: true } | Failure> {
    const a = await post(path, { conversationId, paymentTransactionId: transactionId })
    if (a.status !== 'success') return failure(a)
    if (a.paymentTransactionId != null && String(a.paymentTransactionId) !== transactionId) return BAD_SIGNATURE
    return { ok: true }
  }

  return {
    name: 'iyzico',

    async installments(binNumber, priceKurus, conversationId) {
      const a = await post('/payment/iyzipos/installment', { conversationId, binNumber, price: priceString(priceKurus) })
      if (a.status !== 'success') return failure(a)
      const d = (Array.isArray(a.installmentDetails) ? a.installmentDetails[0] : null) as Record<string, unknown> | null
      if (!d) return { ok: false, errorCode: '10213', errorMessage: 'BIN bulunamadı' }
      const prices = Array.isArray(d.installmentPrices) ? (d.installmentPrices as Record<string, unknown>[]) : []
      return {
        ok: true,
        detail: {
          binNumber: String(d.binNumber ?? binNumber),
          cardType: String(d.cardType ?? ''),
          cardAssociation: String(d.cardAssociation ?? ''),
          cardFamilyName: String(d.cardFamilyName ?? ''),
          bankName: String(d.bankName ?? ''),
          bankCode: Number(d.bankCode ?? 0),
          force3ds: Number(d.force3ds ?? 0),
          prices: prices.map((p) => ({
            installmentNumber: Number(p.installmentNumber),
            installmentKurus: toKurus(p.installmentPrice),
            totalKurus: toKurus(p.totalPrice),
          })),
        },
      }
    },

    async initialize3ds(req) {
      // NOTE: keys in iyzipay's order (its request models), so that the body bytes, and with them the
      // IYZWSv2 signature, are the official client's byte for byte (tests/node/providers.test.ts).
      const address = (x: typeof req.shippingAddress) => ({
        address: x.address,
        zipCode: x.zipCode,
        contactName: x.contactName,
        city: x.city,
        country: x.country,
      })
      const a = await post('/payment/3dsecure/initialize', {
        conversationId: req.conversationId,
        price: priceString(req.priceKurus),
        paidPrice: priceString(req.paidPriceKurus),
        installment: req.installment,
        paymentChannel: 'WEB',
        basketId: req.basketId,
        paymentGroup: 'PRODUCT',
        paymentCard: {
          cardHolderName: req.card.holderName,
          cardNumber: req.card.number,
          expireYear: String(req.card.expireYear),
          expireMonth: String(req.card.expireMonth).padStart(2, '0'),
          cvc: req.card.cvc,
          registerCard: req.card.register ? 1 : 0,
          ...(req.card.register && req.card.alias ? { cardAlias: req.card.alias } : {}),
        },
        buyer: {
          id: String(req.buyer.id),
          name: req.buyer.name,
          surname: req.buyer.surname,
          identityNumber: req.buyer.identityNumber,
          email: req.buyer.email,
          gsmNumber: req.buyer.phone,
          registrationAddress: req.buyer.address,
          city: req.buyer.city,
          country: 'Turkey',
          zipCode: req.buyer.zipCode,
          ip: req.buyer.ip,
        },
        shippingAddress: address(req.shippingAddress),
        billingAddress: address(req.billingAddress),
        basketItems: req.basketItems.map((b) => ({
          id: b.id,
          price: priceString(b.priceKurus),
          name: b.name,
          category1: b.category,
          itemType: 'PHYSICAL',
          ...(b.subMerchant ? { subMerchantKey: b.subMerchant.key, subMerchantPrice: priceString(b.subMerchant.priceKurus) } : {}),
        })),
        currency: 'TRY',
        callbackUrl: req.callbackUrl,
      })
      if (a.status !== 'success') return failure(a)
      if (!(await signed(a, [a.paymentId, a.conversationId]))) return BAD_SIGNATURE
      return { ok: true, paymentId: String(a.paymentId), htmlBase64: String(a.threeDSHtmlContent ?? '') }
    },

    async complete3ds({ paymentId, conversationId, conversationData }) {
      return completed(
        await post('/payment/3dsecure/auth', { conversationId, paymentId, ...(conversationData ? { conversationData } : {}) }),
        { paymentId, conversationId },
      )
    },

    async cancel({ paymentId, conversationId, ip }) {
      const a = await post('/payment/cancel', { conversationId, paymentId, ip })
      return a.status === 'success' ? { ok: true } : failure(a)
    },

    async refund({ transactionId, amountKurus, conversationId, ip }) {
      const a = await post('/payment/refund', {
        conversationId,
        paymentTransactionId: transactionId,
        price: priceString(amountKurus),
        ip,
        currency: 'TRY',
      })
      return a.status === 'success' ? { ok: true } : failure(a)
    },

    async createSubMerchant(req) {
      const a = await post('/onboarding/submerchant', {
        ...subMerchantProfile(req),
        subMerchantExternalId: req.externalId,
        identityNumber: req.identityNumber,
        subMerchantType: 'PERSONAL',
      })
      if (a.status !== 'success') return failure(a)
      if (typeof a.subMerchantKey !== 'string' || !a.subMerchantKey) return failure({ errorCode: 'NO_KEY' })
      return { ok: true, subMerchantKey: a.subMerchantKey }
    },

    async updateSubMerchant(req) {
      // The same path as create, by PUT, keyed by the sub-merchant key (the external id and type cannot change).
      const a = await post(
        '/onboarding/submerchant',
        { ...subMerchantProfile(req), subMerchantKey: req.subMerchantKey, identityNumber: req.identityNumber },
        'PUT',
      )
      return a.status === 'success' ? { ok: true } : failure(a)
    },

    async approveItem({ transactionId, conversationId }) {
      return itemDecision('/payment/iyzipos/item/approve', transactionId, conversationId)
    },

    async disapproveItem({ transactionId, conversationId }) {
      return itemDecision('/payment/iyzipos/item/disapprove', transactionId, conversationId)
    },

    async retrieve({ paymentId, conversationId }) {
      return completed(await post('/payment/detail', { conversationId, paymentId }), { paymentId, conversationId })
    },
  }
}
