// MNG Kargo (DHL eCommerce Türkiye) through its ApiZone REST API, over fetch. The paths, headers and shapes
// follow MNG's Swagger files for the Identity, Standard Command, Barcode Command, Standard Query and CBS Info
// APIs (apizone.mngkargo.com.tr/tr/product), as read from public clients that were written against them:
// github.com/tcgunel/omniship-mng (src/Message/*, tests/Message/*: token, createOrder, createbarcode,
// getshipmentstatus, answers wrapped in [ ]), the kuka-island-shipping-automation contract (the status codes
// 1–8 quoted from ShipmentOUT.shipmentStatusCode) and Kita Yazılım's Odoo module (error.description).
// Decisions (reference = order id, piece barcode on the label, what each status means for us):
// docs/checkout.md "The MNG Kargo adapter".
import { tr } from '#common/messages.ts'
import { trFold } from '#common/text.ts'
import { withUserAgent } from '../../lib/outgoing.ts'
import { CargoRefused, CargoUnavailable } from './errors.ts'
import type { CargoProvider, ShipmentRequest, Tracking } from './port.ts'

type MngConfig = { clientId: string; clientSecret: string; customerNumber: string; password: string; baseUrl: string }

type Token = { jwt: string; expiresAt: number }
/** Tokens per isolate and account: one /token call an hour or so, not one per request. */
const TOKENS = new Map<string, Token>()
/** CBS Info lists (il and ilçe codes) per isolate: they change about once a decade. */
const PLACES = new Map<string, Map<string, string>>()
/** A token is renewed this long before MNG's jwtExpireDate, so that it never expires in flight. */
export const TOKEN_MARGIN_MS = 5 * 60_000
/** When jwtExpireDate cannot be read, the token is kept this long (MNG's tokens live for hours). */
const TOKEN_FALLBACK_MS = 30 * 60_000

/** Our order id is MNG's referenceId: a retry after a lost answer names the same shipment (idempotency). */
const mngReference = (orderId: number) => `MEZAT${orderId}`
/** A return's referenceId: its own MNG order, so that it never meets the outbound one (`MEZAT<id>`). */
const mngReturnReference = (orderId: number) => `MEZATIADE${orderId}`
/** The piece barcode we register with an order; the label's Code 128 carries it (one piece per sale). */
const mngPieceBarcode = (referenceId: string, piece = 1) => `${referenceId}P${piece}`

/** MNG dates are Turkish local time, "01.01.2099 00:00:00" or "13-02-2019 12:03"; null when unreadable. */
function mngTime(v: unknown): number | null {
  const m = String(v ?? '').match(/^(\d{2})[.-](\d{2})[.-](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/)
  if (!m) return null
  const t = Date.parse(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+03:00`)
  return Number.isNaN(t) ? null : t
}

/**
 * MNG's shipmentStatusCode in our life cycle (docs/checkout.md). 0 nothing yet and 1 "Gönderi hazırlandı":
 * createbarcode itself makes the shipment, before the parcel reaches a branch, so the order stays at 2.
 * 2 in transfer, 3 at the delivering branch, 4 out to the address: the firm has it (→ 3). 5 delivered (→ 4).
 * 6 could not be delivered, 7 going back to the sender, 8 needs support, anything else: for people, no move.
 */
export function mngMove(code: number): Tracking['move'] {
  if (code === 0 || code === 1) return 'none'
  if (code >= 2 && code <= 4) return 'accepted'
  if (code === 5) return 'delivered'
  return 'problem'
}

type Answer = { status: number; json: unknown }
type Obj = Record<string, unknown>
/** MNG documents single objects but answers some as [{…}] (omniship-mng's "array-wrapped responses"). */
const one = (v: unknown): Obj | null => {
  const o = Array.isArray(v) ? v[0] : v
  return o && typeof o === 'object' ? (o as Obj) : null
}
const ok = (a: Answer) => a.status >= 200 && a.status < 300
/** MNG's error body ({ error: { Code, Description } }) or the IBM gateway's ({ httpCode, httpMessage }). */
function errorOf(json: unknown): { code: string; text: string | null } {
  const body = one(json) ?? {}
  const e = one(body.error) ?? body
  const text = [e.Description, e.description, e.Message, e.message, body.httpMessage, body.detail].find(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  )
  return { code: String(e.Code ?? e.code ?? body.httpCode ?? ''), text: text ? text.trim().slice(0, 200) : null }
}
/** A refusal the seller can act on (MNG's words) for 4xx; anything else is not known to have failed. */
function failure(what: string, a: Answer): Error {
  const { text } = errorOf(a.json)
  if (a.status >= 400 && a.status < 500 && a.status !== 401 && a.status !== 403 && a.status !== 429 && text) return new CargoRefused(text)
  return new CargoUnavailable(`MNG ${what}: HTTP ${a.status} ${text ?? ''}`.trim())
}

export function mngCargo(config: MngConfig, fetcher: typeof fetch = fetch, now: () => number = Date.now): CargoProvider {
  const tokenKey = `${config.baseUrl}|${config.clientId}|${config.customerNumber}`
  const gateway = { 'X-IBM-Client-Id': config.clientId, 'X-IBM-Client-Secret': config.clientSecret, Accept: 'application/json' }

  async function send(method: 'GET' | 'POST', path: string, body: unknown, authorization: string | null): Promise<Answer> {
    let res: Response
    try {
      res = await fetcher(`${config.baseUrl}${path}`, {
        method,
        headers: withUserAgent({
          ...gateway,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(authorization ? { Authorization: authorization } : {}),
        }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new CargoUnavailable(`MNG ${path}: ${String(error)}`)
    }
    return { status: res.status, json: await res.json().catch(() => null) }
  }

  /** Identity API POST /token (customer number + password, identityType 1), cached until shortly before it expires. */
  async function token(): Promise<string> {
    const held = TOKENS.get(tokenKey)
    if (held && held.expiresAt - TOKEN_MARGIN_MS > now()) return held.jwt
    const a = await send(
      'POST',
      '/mngapi/api/token',
      { customerNumber: config.customerNumber, password: config.password, identityType: 1 },
      null,
    )
    const jwt = one(a.json)?.jwt
    // NOTE: a refused token is our configuration's fault, never the seller's: it is logged, the seller is told to retry.
    if (!ok(a) || typeof jwt !== 'string' || !jwt)
      throw new CargoUnavailable(`MNG token: HTTP ${a.status} ${errorOf(a.json).text ?? ''}`.trim())
    TOKENS.set(tokenKey, { jwt, expiresAt: mngTime(one(a.json)?.jwtExpireDate) ?? now() + TOKEN_FALLBACK_MS })
    return jwt
  }

  /** A call with the bearer token; a 401 means MNG dropped the token early: one new token, one more try. */
  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const a = await send(method, path, body, `Bearer ${await token()}`)
    if (a.status !== 401) return a
    TOKENS.delete(tokenKey)
    return send(method, path, body, `Bearer ${await token()}`)
  }

  /** CBS Info: MNG's code for a place name (il, or ilçe of an il), folded the Turkish way, as MNG writes it ("06"). */
  async function placeCode(path: string, name: string): Promise<string | null> {
    const key = `${config.baseUrl}${path}`
    let codes = PLACES.get(key)
    if (!codes) {
      const a = await send('GET', path, undefined, null)
      if (!ok(a) || !Array.isArray(a.json)) throw new CargoUnavailable(`MNG ${path}: HTTP ${a.status}`)
      codes = new Map((a.json as Obj[]).map((p) => [trFold(String(p.name ?? '')), String(p.code ?? '')]))
      PLACES.set(key, codes)
    }
    const code = codes.get(trFold(name))
    return code && /^\d+$/.test(code) ? code : null
  }

  async function recipient(to: ShipmentRequest['receiver']) {
    const cityCode = await placeCode('/mngapi/api/cbsinfoapi/getcities', to.city)
    const districtCode = cityCode === null ? null : await placeCode(`/mngapi/api/cbsinfoapi/getdistricts/${cityCode}`, to.town)
    if (cityCode === null || districtCode === null) throw new CargoRefused(tr.shipping.placeUnknown(to.town, to.city))
    // The path keeps MNG's spelling of the code; the body takes numbers (omniship-mng's CreateShipmentRequest).
    return {
      customerId: '',
      refCustomerId: '',
      cityCode: Number(cityCode),
      cityName: to.city,
      districtCode: Number(districtCode),
      districtName: to.town,
      address: to.address,
      bussinessPhoneNumber: '',
      email: '',
      taxOffice: '',
      taxNumber: '',
      fullName: to.name,
      homePhoneNumber: '',
      mobilePhoneNumber: (to.phone ?? '').replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, ''),
    }
  }

  /**
   * createOrder then createbarcode for one reference (docs/checkout.md "The MNG Kargo adapter"), each retried
   * safely: a refusal or a lost answer asks MNG whether an earlier try made the order or the shipment.
   * `paymentType` 1: the sender pays on Mezat's contract; 2: the receiver pays (MNG's "Alıcı Öder").
   */
  async function register(referenceId: string, content: string, receiver: ShipmentRequest['receiver'], paymentType: 1 | 2, pieces: number) {
    // NOTE: we keep no measurements; the branch weighs the parcel and MNG bills the measured desi.
    const orderPieceList = Array.from({ length: Math.max(1, pieces) }, (_, i) => ({
      barcode: mngPieceBarcode(referenceId, i + 1),
      desi: 1,
      kg: 1,
      content,
    }))
    const order = {
      referenceId,
      barcode: referenceId,
      billOfLandingId: referenceId,
      isCOD: 0,
      codAmount: 0,
      shipmentServiceType: 1, // standard delivery
      packagingType: 3, // parcel
      content,
      smsPreference1: 1, // recipient: arrived at the branch
      smsPreference2: 1, // recipient: shipment prepared
      smsPreference3: 0, // sender: delivered (the sender hears it from us)
      paymentType,
      deliveryType: 1, // to the address
      description: content,
      marketPlaceShortCode: '',
      marketPlaceSaleCode: '',
    }
    const created = await api('POST', '/mngapi/api/standardcmdapi/createOrder', { order, orderPieceList, recipient: await recipient(receiver) })
    if (!ok(created)) {
      // Refused, or failed after all? An earlier try whose answer was lost has made this very order.
      const known = await api('GET', `/mngapi/api/standardqueryapi/getorder/${referenceId}`)
      if (!ok(known) || !one(known.json)) throw failure('createOrder', created)
    }
    const barcode = await api('POST', '/mngapi/api/barcodecmdapi/createbarcode', {
      referenceId,
      billOfLandingId: referenceId,
      isCOD: 0,
      codAmount: 0,
      packagingType: 3,
      printReferenceBarcodeOnError: 0,
      message: '',
      additionalContent1: '',
      additionalContent2: '',
      additionalContent3: '',
      additionalContent4: '',
      orderPieceList,
    })
    let shipment = ok(barcode) ? one(barcode.json) : null
    if (!ok(barcode)) {
      // 20001 "VARIŞ ŞUBESİ BULUNAMADI": MNG has not yet routed the new order (omniship-mng retries it); a retry finds the order.
      if (errorOf(barcode.json).code === '20001') throw new CargoUnavailable('MNG createbarcode: 20001, destination branch not resolved yet')
      const known = await api('GET', `/mngapi/api/standardqueryapi/getshipment/${referenceId}`)
      shipment = ok(known) ? one(known.json) : null
      if (!shipment?.shipmentId) throw failure('createbarcode', barcode)
    }
    if (!shipment?.shipmentId) throw new CargoUnavailable('MNG createbarcode: no shipmentId in the answer')
    return { trackNo: String(shipment.shipmentId), barcodeNo: orderPieceList[0]!.barcode }
  }

  return {
    name: 'mng',
    channels: ['mng'],

    async createShipment(req) {
      // The sender pays, on Mezat's contract (checkout: "Gönderici ödemeli (anlaşmalı)").
      return register(mngReference(req.orderId), tr.shipping.mngContent(req.orderId), req.receiver, 1, req.pieces)
    },

    async createReturn(req) {
      // The same documented order, the other way round: the receiver is the seller, who pays the return
      // (docs/law.md "Cayma"; never the consumer for a defect). MNG's createReturnOrder is not used: it takes no
      // receiver and delivers to the account holder, which is Mezat, not the seller (docs/money-path.md).
      return register(mngReturnReference(req.orderId), tr.shipping.mngReturnContent(req.orderId), req.receiver, 2, req.pieces)
    },

    async track({ orderId }) {
      const a = await api('GET', `/mngapi/api/standardqueryapi/getshipmentstatus/${mngReference(orderId)}`)
      if (a.status === 404) return null
      if (!ok(a)) throw new CargoUnavailable(`MNG getshipmentstatus: HTTP ${a.status}`)
      const code = Number(one(a.json)?.shipmentStatusCode)
      return Number.isInteger(code) ? { move: mngMove(code), firmStatus: String(code) } : null
    },
  }
}

/** Forgets cached tokens and place codes (tests start each case cold). */
export function forgetMngCaches() {
  TOKENS.clear()
  PLACES.clear()
}
