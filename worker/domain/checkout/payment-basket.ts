// The basket a payment attempt freezes when it starts (docs/): the cart's items with both
// parties' amounts and the seller's sub-merchant key, the delivery address and the invoice address; and
// the 3-D Secure initialize request made from it.
import type { MakePaymentForm } from '#common/schemas/payment.ts'
import type { Init3dsRequest } from '../../adapters/payment/index.ts'
import type { users } from '../../db/schema/index.ts'
import { bySeller, type LoadedCart } from './cart.ts'
import type { Basket, Frozen, Meta } from './payment-model.ts'
import { COUNTRY } from '#common/constants.ts'

export const DELIVERY_KEYS = [
  'delivery_contact_name',
  'delivery_contact_phone',
  'delivery_address',
  'delivery_town',
  'delivery_city',
  'delivery_postalcode',
  'delivery_country',
  'additional_notes',
] as const
export const INVOICE_KEYS = [
  'invoice_title',
  'invoice_contact',
  'invoice_tax_no',
  'invoice_tax_administration',
  'invoice_address',
  'invoice_town',
  'invoice_city',
  'invoice_postalcode',
  'invoice_country',
  'invoice_phone',
] as const
export const pick = <K extends string>(row: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, (row[k] as string | null) ?? null])) as Frozen

/** invoice_same: the delivery address is the invoice address; the tax number is the member's (or the anonymous 11111111111). */
export function invoiceFromDelivery(delivery: Frozen, taxNo: string | null): Frozen {
  return {
    invoice_title: delivery.delivery_contact_name ?? null,
    invoice_contact: delivery.delivery_contact_name ?? null,
    invoice_tax_no: taxNo ?? '11111111111',
    invoice_tax_administration: null,
    invoice_address: delivery.delivery_address ?? null,
    invoice_town: delivery.delivery_town ?? null,
    invoice_city: delivery.delivery_city ?? null,
    invoice_postalcode: delivery.delivery_postalcode ?? null,
    invoice_country: delivery.delivery_country ?? COUNTRY,
    invoice_phone: delivery.delivery_contact_phone ?? null,
  }
}

export function basketOf(loaded: LoadedCart, delivery: Frozen, invoice: Frozen, keys: Map<number, string>): Basket {
  return {
    cart_id: loaded.cart!.id,
    delivery,
    invoice,
    items: bySeller(loaded.items)
      .flat()
      .map((i) => ({
        cart_item_id: i.item.id,
        auction_id: i.auction.id,
        seller_id: i.auction.seller_id,
        from_bn_or_auc: i.item.from_bn_or_auc,
        name: i.auction.name,
        slug: i.auction.slug,
        public_url: i.image_path,
        cargo_channel: i.channel?.code ?? null,
        price: i.line.price,
        commission_buyer: i.line.commissionBuyer,
        shipping_buyer: i.line.shippingBuyer,
        total_buyer: i.line.totalBuyer,
        commission_seller: i.line.commissionSeller,
        shipping_seller: i.line.shippingSeller,
        withholding_seller: i.line.withholdingSeller,
        total_seller: i.line.totalSeller,
        sub_merchant_key: keys.get(i.auction.seller_id) ?? null,
        second_chance: i.second_chance,
      })),
  }
}

type InitInput = {
  cart: { id: number }
  me: typeof users.$inferSelect
  delivery: Frozen
  invoice: Frozen
  total: number
  form: MakePaymentForm
  conversationId: string
  basket: Basket
  paid: number
  paymentId: number
  meta: Meta
}

/** What iyzico's 3-D Secure initialize is asked (the basket items carry the sellers' sub-merchant shares). */
export function initRequest(x: InitInput): Init3dsRequest {
  const { cart, me, delivery, invoice, total, form, conversationId, basket, paid, paymentId, meta } = x
  const [first, last] = (
    me.first_name && me.last_name ? [me.first_name, me.last_name] : splitName(delivery.delivery_contact_name ?? me.title)
  ) as [string, string]
  return {
    conversationId,
    basketId: `C${cart.id}P${paymentId}`,
    priceKurus: total,
    paidPriceKurus: paid,
    installment: form.installment,
    card: {
      holderName: form.card_holder_name,
      number: form.card_number,
      expireMonth: form.expire_month,
      expireYear: form.expire_year,
      cvc: form.cvc,
      register: form.registerCard,
      alias: form.cardAlias,
    },
    buyer: {
      id: me.id,
      name: first,
      surname: last,
      email: me.email,
      phone: me.phone_1 ?? delivery.delivery_contact_phone ?? '',
      identityNumber: me.tckn ?? invoice.invoice_tax_no ?? '11111111111',
      ip: meta.ip,
      city: delivery.delivery_city ?? '',
      address: delivery.delivery_address ?? '',
      zipCode: delivery.delivery_postalcode ?? '',
    },
    shippingAddress: {
      contactName: delivery.delivery_contact_name ?? '',
      city: delivery.delivery_city ?? '',
      country: 'Turkey',
      address: delivery.delivery_address ?? '',
      zipCode: delivery.delivery_postalcode ?? '',
    },
    billingAddress: {
      contactName: invoice.invoice_title ?? '',
      city: invoice.invoice_city ?? delivery.delivery_city ?? '',
      country: 'Turkey',
      address: invoice.invoice_address ?? '',
      zipCode: invoice.invoice_postalcode ?? '',
    },
    basketItems: basket.items.map((i) => ({
      id: String(i.cart_item_id),
      name: i.name.slice(0, 100),
      category: 'Mezat',
      priceKurus: i.total_buyer,
      ...(i.sub_merchant_key ? { subMerchant: { key: i.sub_merchant_key, priceKurus: i.total_seller } } : {}),
    })),
    callbackUrl: `${meta.origin}/api/payment/3ds-callback`,
  }
}

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/)
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts.at(-1)!] : [parts[0] || 'Mezat', parts[0] || 'Üyesi']
}
