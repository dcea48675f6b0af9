// Cart, delivery and invoice: inputs and answers (Cart).
// Form payloads arrive as strings; every schema reads missing and null as ''.
import { z } from 'zod'
import { formObject } from './form-rules.ts'
import { buyerTotals, Lira, lotRef } from './parts.ts'
import { tr } from '../messages.ts'
import { asText, atMost, field, filled, matches } from './account.ts'
import { SecondChanceOffer } from './after-the-hammer.ts'
import { AuctionCard, ServerTime } from './answers.ts'
import { COUNTRY, DEFAULT_COUNTRY } from '../constants.ts'

const m = tr.checkout
const L = m.labels

export const Id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 31, message)

/** A required text field of the checkout's forms (delivery, invoice, the seller's sender form), at most `max` long. */
export const required = (label: string, max: number) =>
  field(m.field.required(label), filled(m.field.required(label)), atMost(max, m.field.tooLong(label, max)))
/** An optional text field of the same forms, at most `max` long. */
export const optional = (label: string, max: number) => field(m.field.tooLong(label, max), atMost(max, m.field.tooLong(label, max)))
/** Postal code: optional; when given, the 5 digits of a Turkish postal code (docs/member-rules.md "Postal codes"). */
export const PostalCode = field(tr.address.postalFormat, [(s) => s === '' || /^\d{5}$/.test(s), tr.address.postalFormat])
/** The seller's sender form keeps the spec's 5 to 7, digits only. */
export const SenderPostalCode = field(m.field.postalCode, [(s) => s === '' || /^\d{5,7}$/.test(s), m.field.postalCode])
/** The one country of the product: written Türkiye or TÜRKİYE, empty means Türkiye. */
export const Country = z.preprocess(asText, z.string().trim()).transform((s, ctx) => {
  if (s === '' || s === COUNTRY || s === DEFAULT_COUNTRY || s === 'Turkiye' || s === 'TURKIYE') return COUNTRY
  ctx.addIssue({ code: 'custom', message: m.field.country })
  return z.NEVER
})

export const CartItemForm = formObject({ id: Id(m.itemNotFound) })
export const CartCargoForm = formObject({
  id: Id(m.itemNotFound),
  cargo_channel: field(m.cargoUnknown, filled(m.cargoUnknown), atMost(20, m.cargoUnknown)),
})

/** POST /api/updateCartDelivery: the chosen saved address, copied onto the cart. */
export const DeliveryForm = formObject({
  delivery_contact_name: required(L.contactName, 100),
  delivery_contact_phone: required(L.contactPhone, 30),
  delivery_address: field(m.addressRequired, filled(m.addressRequired), atMost(500, m.field.tooLong(L.address, 500))),
  delivery_town: required(L.town, 50),
  delivery_city: required(L.city, 50),
  delivery_postalcode: PostalCode,
  delivery_country: Country,
  additional_notes: optional(L.notes, 500),
})
export type DeliveryForm = z.output<typeof DeliveryForm>

/** POST /api/updateCartInvoice (JSON): the invoice profile, copied onto the cart. */
export const InvoiceBody = formObject({
  invoice_title: required(L.invoiceTitle, 150),
  invoice_contact: optional(L.contactName, 150),
  invoice_tax_no: field(
    m.field.required(L.invoiceTaxNo),
    filled(m.field.required(L.invoiceTaxNo)),
    matches(/^\d{10,11}$/, m.field.required(L.invoiceTaxNo)),
  ),
  invoice_tax_administration: optional(L.invoiceTaxOffice, 100),
  invoice_address: required(L.address, 500),
  invoice_town: optional(L.town, 50),
  invoice_city: optional(L.city, 50),
  invoice_postalcode: PostalCode,
  invoice_country: Country,
  invoice_phone: optional(L.contactPhone, 30),
})
export type InvoiceBody = z.output<typeof InvoiceBody>

// ---- answers ---------------------------------------------------------------------------------

export const CartItem = z.object({
  id: z.number().int(),
  ...lotRef,
  description: z.string(),
  public_url: z.string().nullable(),
  item_price: Lira,
  /** 1 cargo, 2 freight ("Nakliye"). */
  shipping_type: z.number().int(),
  item_shipping_price_buyer: Lira,
  item_commission_buyer: Lira,
  cargo_channel: z.string().nullable(),
  cargo_channel_title: z.string().nullable(),
  /** The buyer pays for cargo and may pick the firm. */
  cargo_choosable: z.boolean(),
  /** 1 bought now (may be deleted), 2 won at auction. */
  from_bn_or_auc: z.number().int(),
  /** Bought through a second-chance offer at the member's own last bid (the winner did not pay). */
  second_chance: z.boolean().catch(false),
  pay_before: z.string().nullable(),
  seller_title: z.string(),
})
export type CartItem = z.infer<typeof CartItem>

/** One future order: the cart's items of one seller (one order per seller per payment). */
export const CartOrderPreview = z.object({
  seller_title: z.string(),
  cart_item_ids: z.array(z.number().int()),
  ...buyerTotals(Lira),
  total_buyer: Lira,
})

export const Cart = z.object({
  id: z.number().int(),
  cart_total_buyer: Lira,
  ...buyerTotals(Lira),
  cart_notification: z.string().nullable(),
  contract_accepted: z.boolean(),
  locked: z.boolean(),
  delivery: z.record(z.string(), z.string().nullable()).nullable(),
  invoice: z.record(z.string(), z.string().nullable()).nullable(),
  cart_item: z.array(CartItem),
  order_item: z.array(CartOrderPreview),
})
export type Cart = z.infer<typeof Cart>

export const CargoPrice = z.object({ code: z.string(), cargo_channel_title: z.string(), price: Lira })
export type CargoPrice = z.infer<typeof CargoPrice>

export const CartAnswer = z.object({
  data: Cart.nullable(),
  showcases: z.array(AuctionCard),
  watch_list: z.array(AuctionCard),
  server_time: ServerTime,
  cargo_prices: z.array(CargoPrice),
  commission_rate_buyer: z.number(),
  /** Open second-chance offers to this member; absent in older answers. */
  second_chance_offers: z.array(SecondChanceOffer).default([]),
  message: z.string(),
})
export type CartAnswer = z.infer<typeof CartAnswer>
