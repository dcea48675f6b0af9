// The buyer's cart: what is in it, what it costs
// (priced here from settings and cargo channels, never from the browser), and the changes the buyer may
// make while no payment is under way (docs/).
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { buyerChoosesCargo, itemLine, sumLines, type ItemLine, type Rates } from '#common/pricing.ts'
import type { DeliveryForm, InvoiceBody } from '#common/schemas/cart.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, cart_items, carts, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { releaseBuyNow } from '../auctions/bids.ts'
import { channelFor, channelsQuery, ratesQuery, toRates, type Channel } from './pricing.ts'

export type CartRow = typeof carts.$inferSelect

const firstImage = sql<
  string | null
>`(select ai.image_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`

/** One cart line with what it is made of and what it costs now. */
export type PricedItem = {
  item: typeof cart_items.$inferSelect
  auction: {
    id: number
    name: string
    slug: string
    description: string
    seller_id: number
    shipping_type: number
    shipping_payment_by: number
  }
  seller_title: string
  seller_slug: string
  image_path: string | null
  /** Bought through an accepted second-chance offer (the winner did not pay), at the member's own last bid. */
  second_chance: boolean
  channel: Channel | null
  line: ItemLine
}

export type LoadedCart = { cart: CartRow | null; items: PricedItem[]; rates: Rates; channels: Channel[] }

/** The member's cart with every item priced at today's rates and cargo prices. */
export async function loadCart(db: Db, userId: number): Promise<LoadedCart> {
  const [cartRows, rows, rateRows, channels] = await db.batch([
    db.select().from(carts).where(eq(carts.user_id, userId)).limit(1),
    db
      .select({
        item: cart_items,
        // NOTE: aliased, every one: drizzle 0.45 maps D1 batch rows by column name (worker/domain/auctions/listing.ts).
        auction_id: sql<number>`${auctions.id}`.as('cart_auction_id'),
        auction_name: sql<string>`${auctions.name}`.as('cart_auction_name'),
        auction_slug: sql<string>`${auctions.slug}`.as('cart_auction_slug'),
        auction_description: sql<string>`${auctions.description}`.as('cart_auction_description'),
        seller_id: sql<number>`${auctions.seller_id}`.as('cart_seller_id'),
        shipping_type: sql<number>`${auctions.shipping_type}`.as('cart_shipping_type'),
        shipping_payment_by: sql<number>`${auctions.shipping_payment_by}`.as('cart_shipping_payment_by'),
        seller_title: sql<string>`${users.title}`.as('cart_seller_title'),
        seller_slug: sql<string>`${users.slug}`.as('cart_seller_slug'),
        image_path: firstImage.as('cart_image_path'),
        second_chance: sql<number>`EXISTS (SELECT 1 FROM second_chance_offers s WHERE s.auction_id = ${auctions.id} AND s.user_id = ${carts.user_id} AND s.status = 'accepted')`.as(
          'cart_second_chance',
        ),
      })
      .from(cart_items)
      .innerJoin(carts, eq(carts.id, cart_items.cart_id))
      .innerJoin(auctions, eq(auctions.id, cart_items.auction_id))
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(eq(carts.user_id, userId))
      .orderBy(asc(cart_items.created_at), asc(cart_items.id)),
    ratesQuery(db),
    channelsQuery(db),
  ])
  const rates = toRates(rateRows)
  const items = rows.map((r): PricedItem => {
    const terms = { shipping_type: r.shipping_type, shipping_payment_by: r.shipping_payment_by }
    const channel = r.shipping_type === 1 ? channelFor(channels, r.item.cargo_channel) : null
    return {
      item: r.item,
      auction: {
        id: r.auction_id,
        name: r.auction_name,
        slug: r.auction_slug,
        description: r.auction_description,
        seller_id: r.seller_id,
        shipping_type: r.shipping_type,
        shipping_payment_by: r.shipping_payment_by,
      },
      seller_title: r.seller_title,
      seller_slug: r.seller_slug,
      image_path: r.image_path,
      second_chance: !!r.second_chance,
      channel,
      line: itemLine(r.item.item_price_kurus, terms, channel?.price_kurus ?? 0, rates),
    }
  })
  return { cart: cartRows[0] ?? null, items, rates, channels }
}

export const cartTotals = (items: PricedItem[]) => sumLines(items.map((i) => i.line))

/** Items grouped by seller: each group becomes one order (one per seller per payment). */
export function bySeller(items: PricedItem[]): PricedItem[][] {
  const groups = new Map<number, PricedItem[]>()
  for (const i of items) groups.set(i.auction.seller_id, [...(groups.get(i.auction.seller_id) ?? []), i])
  return [...groups.values()]
}

/** A payment holds the cart: nothing in it changes until the payment ends or its 3-D Secure window passes. */
export const isLocked = (cart: CartRow | null, now = Date.now()) =>
  !!cart && cart.locked_by_payment_id !== null && cart.locked_until !== null && cart.locked_until > now

const locked = () => new ApiError(423, { message: tr.checkout.cartLocked })

async function unlockedCart(db: Db, userId: number, now = Date.now()) {
  const cart = await db.query.carts.findFirst({ where: eq(carts.user_id, userId) })
  if (!cart) throw new ApiError(422, { message: tr.checkout.cartEmpty })
  if (isLocked(cart, now)) throw locked()
  return cart
}

/** A write that happens only while no payment holds the cart (the lock is checked again in the statement). */
const whileUnlocked = (cartId: number, now: number) =>
  and(
    eq(carts.id, cartId),
    sql`(${carts.locked_by_payment_id} IS NULL OR ${carts.locked_until} IS NULL OR ${carts.locked_until} <= ${now})`,
  )

/**
 * Removes a bought-now item (from_bn_or_auc 1): the auction's room ends the reservation first, so the
 * item is offered again. Won items (2) must be paid and cannot be removed.
 */
export async function deleteCartItem(db: Db, env: Env, userId: number, itemId: number, now = Date.now()) {
  const cart = await unlockedCart(db, userId, now)
  const item = await db.query.cart_items.findFirst({ where: and(eq(cart_items.id, itemId), eq(cart_items.cart_id, cart.id)) })
  if (!item) throw notFound(tr.checkout.itemNotFound)
  if (item.from_bn_or_auc !== 1) throw invalidField('id', tr.checkout.wonItemNotDeletable)
  await releaseBuyNow(db, env, userId, item.auction_id)
  // The room's sync removes the line too; this makes it immediate and is harmless if it already did.
  await db.delete(cart_items).where(and(eq(cart_items.id, item.id), eq(cart_items.cart_id, cart.id), eq(cart_items.from_bn_or_auc, 1)))
  return { message: tr.checkout.itemDeleted }
}

/** The buyer picks the cargo firm of an item whose cargo the buyer pays for; the price follows the firm. */
export async function updateCartCargo(db: Db, userId: number, itemId: number, code: string, now = Date.now()) {
  const cart = await unlockedCart(db, userId, now)
  const loaded = await loadCart(db, userId)
  const priced = loaded.items.find((i) => i.item.id === itemId)
  if (!priced) throw notFound(tr.checkout.itemNotFound)
  if (!buyerChoosesCargo(priced.auction)) throw invalidField('cargo_channel', tr.checkout.cargoNotChoosable)
  const channel = loaded.channels.find((c) => c.code === code)
  if (!channel) throw invalidField('cargo_channel', tr.checkout.cargoUnknown)
  await db.batch([
    db
      .update(cart_items)
      .set({ cargo_channel: channel.code, item_shipping_price_buyer_kurus: channel.price_kurus })
      .where(and(eq(cart_items.id, itemId), eq(cart_items.cart_id, cart.id))),
    db.update(carts).set({ updated_at: now }).where(whileUnlocked(cart.id, now)),
  ])
  return { message: tr.checkout.cargoUpdated }
}

/** The distance-sales contract accepted in the cart; a payment needs it. */
export async function acceptContract(db: Db, userId: number, now = Date.now()) {
  const cart = await unlockedCart(db, userId, now)
  await db.update(carts).set({ contract_accepted_at: now }).where(whileUnlocked(cart.id, now))
  return { message: tr.checkout.contractAccepted }
}

export async function updateDelivery(db: Db, userId: number, form: DeliveryForm, now = Date.now()) {
  const cart = await unlockedCart(db, userId, now)
  const res = await db
    .update(carts)
    .set({ ...form, additional_notes: form.additional_notes || null, delivery_postalcode: form.delivery_postalcode || null })
    .where(whileUnlocked(cart.id, now))
  if (res.meta.changes === 0) throw locked()
  return { message: tr.checkout.deliverySaved }
}

export async function updateInvoice(db: Db, userId: number, body: InvoiceBody, now = Date.now()) {
  const cart = await unlockedCart(db, userId, now)
  const blankToNull = (s: string) => (s === '' ? null : s)
  const res = await db
    .update(carts)
    .set({
      invoice_title: body.invoice_title,
      invoice_contact: blankToNull(body.invoice_contact),
      invoice_tax_no: body.invoice_tax_no,
      invoice_tax_administration: blankToNull(body.invoice_tax_administration),
      invoice_address: body.invoice_address,
      invoice_town: blankToNull(body.invoice_town),
      invoice_city: blankToNull(body.invoice_city),
      invoice_postalcode: blankToNull(body.invoice_postalcode),
      invoice_country: body.invoice_country,
      invoice_phone: blankToNull(body.invoice_phone),
    })
    .where(whileUnlocked(cart.id, now))
  if (res.meta.changes === 0) throw locked()
  return { message: tr.invoice.saved }
}
