// A fetch that plays MNG Kargo's ApiZone from recorded answers (tests/worker/recorded/mng.json), keeping each
// request as workerd built it, for the adapter's tests (tests/worker/checkout/cargo-mng.test.ts, return-codes.test.ts).
import { env } from 'cloudflare:workers'
import type { Env } from '../../worker/env.ts'
import RECORDED from '../worker/recorded/mng.json'

export { RECORDED }
const BASE = 'https://testapi.mngkargo.com.tr'
export const MNG = {
  CARGO_PROVIDER: 'mng',
  MNG_CLIENT_ID: 'cid-1',
  MNG_CLIENT_SECRET: 'csecret-1',
  MNG_CUSTOMER_NUMBER: '2951471412',
  MNG_PASSWORD: 'Şifre#1',
  MNG_BASE_URL: BASE,
}
export const mngEnv = { ...env, ...MNG } as unknown as Env
export const config = { clientId: 'cid-1', clientSecret: 'csecret-1', customerNumber: '2951471412', password: 'Şifre#1', baseUrl: BASE }

type Route = (req: Request) => Response | Promise<Response>
export const json = (body: unknown, status = 200) => Response.json(body, { status })
/** The recorded answer for each path MNG serves; a test replaces the ones it is about. */
/** MNG's "DD.MM.YYYY HH:mm:ss" in Turkish time (UTC+3 all year). */
const mngDate = (at: number) => {
  const d = new Date(at + 3 * 3_600_000).toISOString()
  return `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)} ${d.slice(11, 19)}`
}
const RECORDED_ROUTES: Record<string, Route> = {
  // The recorded token, valid for a day from the real clock (its recorded jwtExpireDate is a fixed moment,
  // which the token test below uses with a clock of its own).
  'POST /mngapi/api/token': () => json({ ...RECORDED.token, jwtExpireDate: mngDate(Date.now() + 86_400_000) }),
  'GET /mngapi/api/cbsinfoapi/getcities': () => json(RECORDED.cities),
  'GET /mngapi/api/cbsinfoapi/getdistricts/34': () => json(RECORDED.districts34),
  'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.createOrder),
  'POST /mngapi/api/barcodecmdapi/createbarcode': () => json(RECORDED.createbarcode),
}

/** A fetch that plays MNG: keeps each request as workerd built it and answers from `routes` (404 otherwise). */
export function mng(routes: Record<string, Route> = {}) {
  const requests: Request[] = []
  const all = { ...RECORDED_ROUTES, ...routes }
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    requests.push(req)
    const url = new URL(req.url)
    const route = url.origin === BASE ? all[`${req.method} ${url.pathname}`] : undefined
    return route ? route(req.clone()) : json(RECORDED.notFound, 404)
  }) as typeof fetch
  const calls = () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)
  return { requests, fetcher, calls }
}


type Person = { fullName: string; mobilePhoneNumber: string; address: string }
/** The il and ilçe as MNG numbers and names them: [cityCode, cityName, districtCode, districtName]. */
type Place = [number, string, number, string]

/**
 * The createOrder document as MNG documents it, for one parcel of one piece under `ref`: `paymentType` 1 the
 * sender pays (a sale's label), 2 the receiver pays (a return code). The blanks are what Mezat leaves empty.
 */
export function mngOrderDocument(ref: string, content: string, paymentType: 1 | 2, person: Person, place: Place) {
  const piece = { barcode: `${ref}P1`, desi: 1, kg: 1, content }
  const order = {
    referenceId: ref,
    barcode: ref,
    billOfLandingId: ref,
    isCOD: 0,
    codAmount: 0,
    shipmentServiceType: 1,
    packagingType: 3,
    content,
    smsPreference1: 1,
    smsPreference2: 1,
    smsPreference3: 0,
    paymentType,
    deliveryType: 1,
    description: content,
    marketPlaceShortCode: '',
    marketPlaceSaleCode: '',
  }
  const [cityCode, cityName, districtCode, districtName] = place
  const blanks = { customerId: '', refCustomerId: '', bussinessPhoneNumber: '', email: '', taxOffice: '', taxNumber: '', homePhoneNumber: '' }
  const recipient = { ...blanks, cityCode, cityName, districtCode, districtName, ...person }
  return { piece, document: { order, orderPieceList: [piece], recipient } }
}
