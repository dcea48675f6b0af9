// Sender information and shipments ("Seller
// sender form", updateOrderSellerInfo and createShipment).
import { z } from 'zod'
import { formObject } from './form-rules.ts'
import { tr } from '../messages.ts'
import { field } from './account.ts'
import { Country, Id, optional, required, SenderPostalCode } from './cart.ts'

const m = tr.checkout
const L = m.labels

/** The two cargo firms. */
export const CARGO_CHANNELS = ['yurtici', 'mng'] as const
export type CargoChannel = (typeof CARGO_CHANNELS)[number]

/** POST /api/updateOrderSellerInfo: sender person, il, ilçe and address required; phone optional; postal code 5–7. */
export const SenderInfoForm = formObject({
  id: Id(tr.orders.sellerNotFound),
  seller_contact_name: required(L.contactName, 100),
  seller_contact_phone: optional(L.contactPhone, 30),
  seller_address: required(L.address, 500),
  seller_town: required(L.town, 50),
  seller_city: required(L.city, 50),
  seller_postalcode: SenderPostalCode,
  seller_country: Country,
})
export type SenderInfoForm = z.output<typeof SenderInfoForm>
export type SenderInfoInput = z.input<typeof SenderInfoForm>

export const CreateShipmentForm = formObject({
  id: Id(tr.orders.sellerNotFound),
  channel: field(tr.shipping.channelInvalid, [
    (s) => (CARGO_CHANNELS as readonly string[]).includes(s),
    tr.shipping.channelInvalid,
  ]).transform((s) => s as CargoChannel),
})

// ---- answers ---------------------------------------------------------------------------------

export const ShipmentAnswer = z.object({
  message: z.string(),
  cargo_result: z.object({
    seller_contact_name: z.string(),
    seller_contact_phone: z.string().nullable(),
    seller_address: z.string(),
    seller_town: z.string(),
    seller_city: z.string(),
    order_item_track_no: z.string(),
    order_item_barcode_no: z.string(),
    channel: z.string(),
    cargo_channel_title: z.string(),
    order_id: z.number().int(),
    created_at: z.string(),
    item_count: z.number().int(),
    payment_type: z.string(),
  }),
  delivery_info: z.object({
    delivery_contact_name: z.string(),
    delivery_contact_phone: z.string(),
    delivery_address: z.string(),
    delivery_town: z.string(),
    delivery_city: z.string(),
    delivery_postalcode: z.string().nullable(),
  }),
})
export type ShipmentAnswer = z.infer<typeof ShipmentAnswer>

/** A cargo firm's tracking callback (POST /api/cargo/events, signed; docs/). */
export const CargoEventBody = z.object({
  barcode: z.string().regex(/^[0-9A-Za-z-]{1,40}$/),
  event: z.enum(['accepted', 'delivered']),
})
export type CargoEventBody = z.infer<typeof CargoEventBody>

/** The answer to a tracking callback: the sentence and the order's status after it. */
export const CargoEventAnswer = z.object({ message: z.string(), status: z.number().int() })
