// Cargo firms behind one interface (docs/architecture.md "Outside services"): the local simulated firm in development,
// MNG Kargo's REST API (worker/adapters/cargo/mng.ts) when CARGO_PROVIDER=mng (docs/checkout.md "The MNG Kargo
// adapter"). A label carries the barcode number as Code 128 and the tracking number.
import type { CargoChannel } from '#common/schemas/shipping.ts'
import { isProduction, type Env } from '../../env.ts'
import { mngCargo } from './mng.ts'
import { simulatedCargo } from './simulated.ts'

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

/** The configured firm (CARGO_PROVIDER: `mng`, or `simulated`, which only development may use). */
export function cargoProvider(env: Env, fetcher: typeof fetch = fetch): CargoProvider {
  const e = env as CargoEnv
  if (e.CARGO_PROVIDER === 'mng') {
    if (!e.MNG_CLIENT_ID || !e.MNG_CLIENT_SECRET || !e.MNG_CUSTOMER_NUMBER || !e.MNG_PASSWORD)
      throw new Error('MNG_CLIENT_ID, MNG_CLIENT_SECRET, MNG_CUSTOMER_NUMBER and MNG_PASSWORD must be set for CARGO_PROVIDER=mng')
    return mngCargo(
      {
        clientId: e.MNG_CLIENT_ID,
        clientSecret: e.MNG_CLIENT_SECRET,
        customerNumber: e.MNG_CUSTOMER_NUMBER,
        password: e.MNG_PASSWORD,
        baseUrl: e.MNG_BASE_URL || 'https://testapi.mngkargo.com.tr',
      },
      fetcher,
    )
  }
  if (e.CARGO_PROVIDER && e.CARGO_PROVIDER !== 'simulated') throw new Error(`Unknown CARGO_PROVIDER ${e.CARGO_PROVIDER}`)
  // NOTE: production never hands out made-up tracking numbers: the simulated firm exists only in development.
  if (isProduction(env)) throw new Error('CARGO_PROVIDER must be mng in production (the simulated firm is for development only)')
  return simulatedCargo()
}
