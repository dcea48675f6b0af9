// What a cargo firm is to Mezat (the port); the choice of firm is in index.ts.
import type { CargoChannel } from '#common/schemas/shipping.ts'
import type { Env } from '../../env.ts'

export type Contact = { name: string; phone: string | null; address: string; town: string; city: string; postalcode: string | null }

export type ShipmentRequest = {
  orderId: number
  channel: CargoChannel
  sender: Contact
  receiver: Contact
  pieces: number
}

export type CreatedShipment = { trackNo: string; barcodeNo: string }

/** What the firm's tracking says, in our terms: still with the sender, moving (2 → 3), delivered (→ 4), or a problem for people. */
export type Tracking = { move: 'none' | 'accepted' | 'delivered' | 'problem'; firmStatus: string }

export type TrackedShipment = { orderId: number; trackNo: string; barcodeNo: string }

export interface CargoProvider {
  readonly name: string
  /** The channels this provider can ship; the seller's choice must be one of them. */
  readonly channels: readonly CargoChannel[]
  /**
   * Registers a shipment with the firm: its tracking number and the barcode the label carries. Throws
   * CargoRefused (the firm said no: nothing was made) or CargoUnavailable (unknown: retrying is safe).
   */
  createShipment(req: ShipmentRequest): Promise<CreatedShipment>
  /**
   * Registers a return with the firm, the other way round (sender = the buyer, receiver = the seller, the
   * receiver paying): the code the buyer gives at a branch (`barcodeNo`) and its tracking number. Same
   * failures as createShipment, and as idempotent (one return per order).
   */
  createReturn(req: ShipmentRequest): Promise<CreatedShipment>
  /** The firm's current status of a shipment, for the cron's polling; absent when the firm calls us instead. */
  track?(shipment: TrackedShipment): Promise<Tracking | null>
}

export type CargoEnv = Env & {
  CARGO_PROVIDER?: string
  MNG_CLIENT_ID?: string
  MNG_CLIENT_SECRET?: string
  MNG_CUSTOMER_NUMBER?: string
  MNG_PASSWORD?: string
  MNG_BASE_URL?: string
}
