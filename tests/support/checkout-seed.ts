// Checkout test data: members with tokens, prices in settings, carts with won and bought-now items, paid
// orders; a fake auction room for the worker → room calls of buy-now; and the simulated bank's 3-D Secure
// pages walked through like a browser would (initialize HTML → challenge page → SMS code → callback).
import { exports } from 'cloudflare:workers'
import { count, eq } from 'drizzle-orm'
import { vi } from 'vitest'
import { COUNTRY } from '../../common/constants.ts'
import type { RoomStateView } from '../../common/schemas/room.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { call, ORIGIN, postForm, read } from './http.ts'
import { withSession } from './auth.ts'
import { auction, category, db, unique } from './seed.ts'

/** A member with an open session and a bearer token (no PBKDF2: checkout tests make many members). */
export async function member(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const title = over.title ?? `uye_${unique()}`
  const [u] = await db
    .insert(schema.users)
    .values({
      username: title,
      username_normalized: title.toLowerCase(),
      slug: `${title}-${unique()}`,
      email: `${unique()}@example.com`,
      password_hash: 'x',
      ...over,
      title,
    })
    .returning()
  return withSession(u!)
}
export type Member = Awaited<ReturnType<typeof member>>

/**
 * The demo prices: buyer fee 5 %, seller fee 8 %, Yurtiçi 89,90 TL, MNG 79,90 TL. The e-commerce withholding
 * (on by default) is switched off here, so the money tests' figures read as price − fee; its own tests
 * (tests/worker/law/withholding.test.ts) switch it on.
 */
export async function prices() {
  await db
    .insert(schema.settings)
    .values([
      { key: 'commission_rate_buyer_bp', value: '500' },
      { key: 'commission_rate_seller_bp', value: '800' },
      { key: 'withholding_enabled', value: '0' },
    ])
    .onConflictDoNothing()
  await db
    .insert(schema.cargo_channels)
    .values([
      { code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', price_kurus: 8990, sort_order: 1 },
      { code: 'mng', cargo_channel_title: 'MNG Kargo', price_kurus: 7990, sort_order: 2 },
    ])
    .onConflictDoNothing()
}

type ItemSpec = {
  price?: number
  from?: 1 | 2
  seller?: { id: number }
  shipping_type?: number
  shipping_payment_by?: number
  cargo?: string
  name?: string
  payBefore?: number | null
}

/** A closed (won) or running (bought-now) auction in the buyer's cart, with an image. */
export async function cartItem(buyer: { id: number }, spec: ItemSpec = {}) {
  const from = spec.from ?? 2
  const now = Date.now()
  const a = await auction({
    ...(spec.seller ? { seller: spec.seller } : {}),
    ...(spec.name ? { name: spec.name } : {}),
    category: await category(),
    shipping_type: spec.shipping_type ?? 1,
    shipping_payment_by: spec.shipping_payment_by ?? 1,
    current_price_kurus: spec.price ?? 100_000,
    buynow_price_kurus: from === 1 ? (spec.price ?? 100_000) : 500_000,
    description: '<p>Açıklama</p>',
    ...(from === 2 ? { end_time: now - 60_000, closed_at: now - 60_000, winner_user_id: buyer.id, sold_via: 'bid' } : {}),
  })
  await db.insert(schema.auction_images).values({ auction_id: a.id, position: 0, image_path: '/demo/x.svg', thumbnail_path: '/demo/x.svg' })
  await db.insert(schema.carts).values({ user_id: buyer.id }).onConflictDoNothing()
  const cart = (await db.query.carts.findFirst({ where: eq(schema.carts.user_id, buyer.id) }))!
  const [item] = await db
    .insert(schema.cart_items)
    .values({
      cart_id: cart.id,
      auction_id: a.id,
      item_price_kurus: spec.price ?? 100_000,
      item_shipping_price_buyer_kurus: 8990,
      cargo_channel: spec.cargo ?? 'yurtici',
      from_bn_or_auc: from,
      pay_before: from === 1 ? (spec.payBefore === undefined ? a.end_time : spec.payBefore) : null,
    })
    .returning()
  return { auction: a, item: item!, cart }
}

/** The delivery address as the buyer sends it, and as the order and its label show it back. */
export const DELIVERY_ADDRESS = {
  delivery_contact_name: 'Ayşe Yılmaz',
  delivery_contact_phone: '5321234567',
  delivery_address: 'Caferağa Mah. Moda Cad. No:12 D:3',
  delivery_town: 'Kadıköy',
  delivery_city: 'İstanbul',
  delivery_postalcode: '34710',
}
export const DELIVERY = { ...DELIVERY_ADDRESS, delivery_country: COUNTRY, additional_notes: '' }
export const INVOICE = {
  invoice_title: 'Ayşe Yılmaz',
  invoice_contact: 'Ayşe Yılmaz',
  invoice_tax_no: '10000000146',
  invoice_tax_administration: 'Kadıköy',
  invoice_address: 'Caferağa Mah. Moda Cad. No:12 D:3',
  invoice_town: 'Kadıköy',
  invoice_city: 'İstanbul',
  invoice_postalcode: '34710',
  invoice_country: COUNTRY,
  invoice_phone: '05321234567',
}

/** The seller's sender address as the sender form sends it (the seller of paidOrder). */
export const SENDER = {
  seller_contact_name: 'Mehmet Kaya',
  seller_contact_phone: '5329876543',
  seller_address: 'Çukurcuma Cad. No:5',
  seller_town: 'Beyoğlu',
  seller_city: 'İstanbul',
  seller_postalcode: '34425',
  seller_country: COUNTRY,
}
/** A private person's invoice profile (POST /api/invoice-addresses/add). */
export const INVOICE_PROFILE = {
  type: 'gercek',
  full_name: 'Ayşe Yılmaz',
  tax_number: '10000000146',
  tax_office: 'Kadıköy',
  address: 'Moda Cad. No: 12, Kadıköy / İstanbul',
  phone: '05321234567',
  is_efatura: 2,
  city: 'İstanbul',
  district: 'Kadıköy',
}

/** The steps before payment done through the API: contract, delivery, invoice. */
export async function readyToPay(buyer: Member) {
  for (const [path, body, json] of [
    ['/api/acceptCartContract', {}, false],
    ['/api/updateCartDelivery', DELIVERY, false],
    ['/api/updateCartInvoice', INVOICE, true],
  ] as const) {
    const res = json
      ? await call('POST', path, JSON.stringify(body), { auth: buyer.token, headers: { 'Content-Type': 'application/json' } })
      : await postForm(path, body as Record<string, string>, buyer.token)
    const { status, body: answer } = await read(res)
    if (status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(answer)}`)
  }
  const cart = await read(await call('GET', '/api/showCart', null, { auth: buyer.token }))
  return cart.body.data as { id: number; cart_total_buyer: number }
}

export const CARDS = {
  akbankCredit: '5526080000000006',
  akbankDebit: '5890040000000016',
  halkbankCredit: '5528790000000008',
  insufficient: '4111111111111129',
  stolen: '4126111111111114',
  md0: '4131111111111117',
  initFails: '4151111111111112',
  notRefundable: '5406670000000009',
  fraudReview: '4142111111111114',
  fraudRefused: '4143111111111113',
} as const

export const paymentForm = (cartId: number, price: number, over: Record<string, string | number> = {}) => ({
  cart_id: cartId,
  price: price.toFixed(2),
  card_holder_name: 'AYŞE YILMAZ',
  card_number: '5526 0800 0000 0006',
  expire_month: '12',
  expire_year: '2030',
  cvc: '123',
  installment: 1,
  invoice_same: 0,
  registerCard: 0,
  ...over,
})

const hidden = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
    ]),
  )
const actionOf = (html: string) =>
  new URL(
    /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
    'http://localhost:8787',
  ).pathname

/**
 * The browser's part of 3-D Secure with the simulated bank: opens the base64 HTML's auto-post, reads the
 * code on the challenge page, types it (or a wrong one, or cancels), and returns the bank's post to our
 * callback (its fields) without sending it.
 */
export async function bankPage(htmlBase64: string, how: 'confirm' | 'cancel' | 'wrong' = 'confirm') {
  const start = new TextDecoder().decode(Uint8Array.from(atob(htmlBase64), (c) => c.charCodeAt(0)))
  const challenge = await (await formPost(actionOf(start), hidden(start))).text()
  const code = /telefonunuza giden kod (\d{6})/.exec(challenge)?.[1]
  if (!code) throw new Error(`no code on the challenge page: ${challenge.slice(0, 300)}`)
  let page = challenge
  for (let i = 0; i < (how === 'wrong' ? 3 : 1); i++) {
    const fields = { ...hidden(page), code: how === 'wrong' ? '000000' : code, action: how === 'cancel' ? 'cancel' : 'confirm' }
    page = await (await formPost(actionOf(page), fields)).text()
  }
  return { fields: hidden(page), action: actionOf(page), html: page }
}

const worker = (exports as unknown as { default: Fetcher }).default
/** A browser's form POST (no token: the bank's pages and callback are cross-site); redirects are not followed. */
export const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  worker.fetch(
    new Request(new URL(path, ORIGIN), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '203.0.113.9', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  )

/** POST /api/makePayment for the whole cart (the card and fields of paymentForm, `over` replacing some), read. */
export const startPayment = async (buyer: Member, cart: { id: number; cart_total_buyer: number }, over: Record<string, string | number> = {}) =>
  read(await postForm('/api/makePayment', paymentForm(cart.id, cart.cart_total_buyer, over), buyer.token))

/** makePayment → bank page → callback; answers the callback's response and our payment id. */
export async function pay(
  buyer: Member,
  cart: { id: number; cart_total_buyer: number },
  over: Record<string, string | number> = {},
  how: 'confirm' | 'cancel' | 'wrong' = 'confirm',
) {
  const started = await startPayment(buyer, cart, over)
  if (started.status !== 200 || started.body.status !== 'success') return { started, callback: null }
  const bank = await bankPage(started.body.threeDSHtmlContent, how)
  const callback = await formPost(bank.action, bank.fields)
  return { started, callback, bank }
}

// ---- the auction room, faked --------------------------------------------------------------------

type RoomRow = Pick<typeof schema.auctions.$inferSelect, 'id' | 'current_price_kurus' | 'last_seq' | 'bid_count' | 'end_time'>

/** An auction's state as its room reports it from the row (started, nobody leading, open); `over` changes fields. */
export const roomStateOf = (a: RoomRow, over: Partial<RoomStateView> = {}): RoomStateView => ({
  auction_id: a.id,
  current_kurus: a.current_price_kurus,
  last_seq: a.last_seq,
  bid_count: a.bid_count,
  leader_id: null,
  end_time: a.end_time,
  started: true,
  closed_at: null,
  winner_id: null,
  sold_via: null,
  buynow_holder_id: null,
  ...over,
})

type RoomAnswer = (cmd: { kind: string; user_id?: number }, auctionId: number) => { status: number; body: unknown }

/**
 * Answers the worker's calls to auction rooms (PARTYKIT_HOST) in this isolate: buy-now completion and
 * release succeed (the room's receipt) unless `answer` says otherwise. Other fetches pass through.
 */
export function fakeRoom(answer?: RoomAnswer) {
  const real = globalThis.fetch
  const calls: { auctionId: number; kind: string }[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const m = /\/parties\/auction\/(\d+)$/.exec(url.pathname)
    if (!m) return real(input, init)
    const auctionId = Number(m[1])
    const cmd = JSON.parse(String(init?.body ?? '{}')) as { kind: string; user_id?: number }
    calls.push({ auctionId, kind: cmd.kind })
    const custom = answer?.(cmd, auctionId)
    if (custom) return new Response(JSON.stringify(custom.body), { status: custom.status })
    const a = (await db.query.auctions.findFirst({ where: eq(schema.auctions.id, auctionId) }))!
    const closed = cmd.kind === 'buynow-complete'
    const state = roomStateOf(a, closed ? { closed_at: Date.now(), winner_id: cmd.user_id ?? null, sold_via: 'buynow' } : {})
    return new Response(JSON.stringify({ state, bids: [] }), { status: 200 })
  })
  return { calls, restore: () => spy.mockRestore() }
}

export const soldElsewhere = { status: 409, body: { message: 'Bu ürün satıldı.', errors: { slug: ['Bu ürün satıldı.'] } } }

// ---- reading back -------------------------------------------------------------------------------

export const paymentsOf = (userId: number) =>
  db.select().from(schema.payments).where(eq(schema.payments.user_id, userId)).orderBy(schema.payments.id)
export const ordersOf = (userId: number) =>
  db.select().from(schema.orders).where(eq(schema.orders.buyer_id, userId)).orderBy(schema.orders.id)
export const cartOf = (userId: number) => db.query.carts.findFirst({ where: eq(schema.carts.user_id, userId) })
export const cartItemsOf = async (userId: number) => {
  const cart = await cartOf(userId)
  return cart ? db.select().from(schema.cart_items).where(eq(schema.cart_items.cart_id, cart.id)).orderBy(schema.cart_items.id) : []
}
export const notificationsOf = (userId: number) =>
  db.select().from(schema.notifications).where(eq(schema.notifications.user_id, userId)).orderBy(schema.notifications.id)
export async function rows(table: 'orders' | 'order_items' | 'payments' | 'shipments' | 'seller_ratings') {
  const [r] = await db.select({ n: count() }).from(schema[table])
  return r!.n
}

/** A paid order (through the whole payment path) between a fresh buyer and seller; the room faked. */
export async function paidOrder(over: { seller?: Member; buyer?: Member; items?: ItemSpec[] } = {}) {
  await prices()
  const seller = over.seller ?? (await member())
  const buyer = over.buyer ?? (await member())
  await db.insert(schema.delivery_addresses).values({
    user_id: seller.id,
    person: 'Mehmet Kaya',
    title: 'Dükkan',
    line1: 'Çukurcuma Cad. No:5',
    city: 'İstanbul',
    town: 'Beyoğlu',
    postalcode: '34425',
    phone: '5329876543',
    is_default: true,
  })
  for (const spec of over.items ?? [{}]) await cartItem(buyer, { seller, ...spec })
  const cart = await readyToPay(buyer)
  const room = fakeRoom()
  try {
    const { callback } = await pay(buyer, cart)
    if (callback?.status !== 303) throw new Error(`payment did not complete: ${callback?.status}`)
  } finally {
    room.restore()
  }
  const [order] = await ordersOf(buyer.id)
  return { buyer, seller, order: order! }
}

export const setStatus = (orderId: number, status: number) => db.update(schema.orders).set({ status }).where(eq(schema.orders.id, orderId))
export { unique }
