// The local simulated bank (docs/architecture.md "Outside services"): iyzico's 3-D Secure flow on this machine.
// initialize → base64 HTML that posts to its challenge page /__sim/3ds/{paymentId} (worker/routes/checkout/sim.ts)
// → the buyer types the SMS code → the page posts status, paymentId, conversationId, conversationData and
// mdStatus to the merchant's callback → auth charges the card. Test cards behave as in iyzico's sandbox.
import { installmentTotalKurus, luhnValid, perInstallmentKurus } from '#common/pricing.ts'
import { isValidTurkishIban } from '#common/validation/iban.ts'
import { isValidTckn } from '#common/validation/tckn.ts'
import type { Env } from '../../env.ts'
import type { Completed, Failure, ItemTransaction, PaymentProvider } from './port.ts'
import {
  binInfo,
  IN_PROGRESS,
  installmentRates,
  INVALID_CARD,
  NOT_REFUNDABLE,
  outcomeOf,
  OUTCOMES,
  SLOW_CHARGE_MS,
  SUB_MERCHANT_INVALID,
  type Decline,
} from './sim-bank.ts'
import { openSession, sealSession, SIM_SESSION_MS, type SimSession } from './sim-session.ts'

const fail = (d: Decline): Failure => ({ ok: false, errorCode: d.errorCode, errorMessage: d.errorMessage, errorGroup: d.errorGroup })
const SESSION_INVALID: Decline = { errorCode: '10210', errorGroup: 'INVALID_CAVV', errorMessage: 'Hatalı CAVV bilgisi' }
const NOT_AUTHENTICATED: Decline = {
  errorCode: '10219',
  errorGroup: 'THREEDS_NOT_AUTHENTICATED',
  errorMessage: '3D Secure doğrulaması yapılmadı',
}
/** Payments of the sandbox's card that "cannot be cancelled or refunded" carry this mark in their ids. */
const NOT_REFUNDABLE_MARK = '-NR'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const toBase64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)))
const randomDigits = (n: number) =>
  [...crypto.getRandomValues(new Uint8Array(n))]
    .map((b) => String(b % 10))
    .join('')
    .replace(/^0/, '1')

/** The page a bank's 3-D Secure initialize answers: it posts the session to the challenge page at once. */
export function autoPostHtml(action: string, fields: Record<string, string>, note: string) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>3D Secure</title>
<style>body{font:15px/1.5 system-ui,sans-serif;color:#1e293b;display:grid;place-items:center;min-height:90vh;margin:0}</style></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Devam</button></noscript></form><p>${escapeHtml(note)}</p></body></html>`
}

/** Splits the paid price over the basket items in proportion to their prices; the last item takes the remainder. */
function itemTransactions(s: SimSession): ItemTransaction[] {
  let left = s.paidKurus
  return s.items.map((item, i) => {
    const share = i === s.items.length - 1 ? left : Math.floor((s.paidKurus * item.kurus) / Math.max(1, s.priceKurus))
    left -= share
    return { itemId: item.id, transactionId: `${s.pid}${String(i + 1).padStart(2, '0')}`, paidPriceKurus: share }
  })
}

/** `asked`: a later look (retrieve), by which time the provider has decided a review in the buyer's favour. */
function charge(s: SimSession, asked = false): Completed | Failure {
  const outcome = outcomeOf(s.card)
  if (s.md !== '1') return fail(NOT_AUTHENTICATED)
  if (outcome.kind === 'decline') return fail(outcome.decline)
  const info = binInfo(s.bin)
  return {
    ok: true,
    paymentId: s.pid,
    paidPriceKurus: s.paidKurus,
    fraudStatus: outcome.kind !== 'fraud' ? 1 : outcome.status === 0 && asked ? 1 : outcome.status,
    cardType: info.type,
    cardAssociation: info.association,
    cardFamily: info.family || null,
    items: itemTransactions(s),
  }
}

export function simulatedProvider(env: Env): PaymentProvider {
  const slowChargeMs = Number((env as { SIM_BANK_SLOW_MS?: string }).SIM_BANK_SLOW_MS) || SLOW_CHARGE_MS
  const session = async (paymentId: string, conversationId: string, token: string | null) => {
    const s = token ? await openSession(env, token) : null
    return s && s.pid === paymentId && s.cid === conversationId ? s : null
  }
  return {
    name: 'simulated',

    async installments(binNumber, priceKurus) {
      const info = binInfo(binNumber)
      return {
        ok: true,
        detail: {
          binNumber,
          cardType: info.type,
          cardAssociation: info.association,
          cardFamilyName: info.family,
          bankName: info.bankName,
          bankCode: info.bankCode,
          force3ds: 1,
          prices: installmentRates(info).map(([n, bp]) => {
            const total = installmentTotalKurus(priceKurus, bp)
            return { installmentNumber: n, installmentKurus: perInstallmentKurus(total, n), totalKurus: total }
          }),
        },
      }
    },

    async initialize3ds(req) {
      if (!luhnValid(req.card.number)) return fail(INVALID_CARD)
      const outcome = outcomeOf(req.card.number)
      if (outcome.kind === 'init-fails') return fail(outcome.decline)
      const pid = randomDigits(9) + (outcome.kind === 'ok' && !outcome.refundable ? NOT_REFUNDABLE_MARK : '')
      const token = await sealSession(env, {
        pid,
        cid: req.conversationId,
        priceKurus: req.priceKurus,
        paidKurus: req.paidPriceKurus,
        installment: req.installment,
        bin: req.card.number.slice(0, 6),
        last4: req.card.number.slice(-4),
        card: OUTCOMES[req.card.number] ? req.card.number : '',
        items: req.basketItems.map((b) => ({ id: b.id, kurus: b.priceKurus })),
        callbackUrl: req.callbackUrl,
        expiresAt: Date.now() + SIM_SESSION_MS,
      })
      const acs = `${new URL(req.callbackUrl).origin}/__sim/3ds/${encodeURIComponent(pid)}`
      return {
        ok: true,
        paymentId: pid,
        htmlBase64: toBase64(autoPostHtml(acs, { token }, 'Bankanızın doğrulama sayfasına yönlendiriliyorsunuz…')),
      }
    },

    async complete3ds({ paymentId, conversationId, conversationData }) {
      const s = await session(paymentId, conversationId, conversationData)
      if (!s) return fail(SESSION_INVALID)
      if (outcomeOf(s.card).kind === 'slow') await new Promise((r) => setTimeout(r, slowChargeMs))
      return charge(s)
    },

    async cancel({ paymentId }) {
      return paymentId.endsWith(NOT_REFUNDABLE_MARK) ? fail(NOT_REFUNDABLE) : { ok: true }
    },

    async refund({ transactionId }) {
      return transactionId.includes(NOT_REFUNDABLE_MARK) ? fail(NOT_REFUNDABLE) : { ok: true }
    },

    async createSubMerchant(req) {
      // Like iyzico, the bank checks the IBAN and the T.C. Kimlik No; the key is the bank's, stable per seller.
      if (!isValidTurkishIban(req.iban) || !isValidTckn(req.identityNumber)) return fail(SUB_MERCHANT_INVALID)
      return { ok: true, subMerchantKey: `sim-sm-${req.externalId}` }
    },

    async updateSubMerchant(req) {
      if (!isValidTurkishIban(req.iban) || !isValidTckn(req.identityNumber)) return fail(SUB_MERCHANT_INVALID)
      return { ok: true }
    },

    // The sandbox's card that "cannot be cancelled or refunded" cannot be disapproved either once approved:
    // it stands for an item whose share the bank has already paid out (docs/after-the-hammer.md "Returns").
    async approveItem() {
      return { ok: true }
    },

    async disapproveItem({ transactionId }) {
      return transactionId.includes(NOT_REFUNDABLE_MARK) ? fail(NOT_REFUNDABLE) : { ok: true }
    },

    async retrieve({ paymentId, conversationId, conversationData }) {
      const s = await session(paymentId, conversationId, conversationData)
      if (!s) return fail(SESSION_INVALID)
      // The bank keeps no state here, so the slow card's charge always reads as still running.
      return outcomeOf(s.card).kind === 'slow' ? fail(IN_PROGRESS) : charge(s, true)
    },
  }
}
