// Cargo firms behind one interface (DESIGN.md "Outside services"). The local simulated firm is the
// default; real Yurtiçi (SOAP) and MNG (REST) adapters plug in here when the
// company has accounts. A label carries the barcode number as Code 128 and the tracking number.
import { isProduction, type Env } from '../../env.ts'
import { simulatedCargo } from './simulated.ts'

export type Contact = { name: string; phone: string | null; address: string; town: string; city: string; postalcode: string | null }

export type ShipmentRequest = {
  orderId: number
  channel: 'yurtici' | 'mng'
  sender: Contact
  receiver: Contact
  pieces: number
}

export type CreatedShipment = { trackNo: string; barcodeNo: string }

export interface CargoProvider {
  readonly name: string
  /** Registers a shipment with the firm: its tracking number and the barcode the label carries. */
  createShipment(req: ShipmentRequest): Promise<CreatedShipment>
}

export type CargoEnv = Env & { CARGO_PROVIDER?: string }

export function cargoProvider(env: Env): CargoProvider {
  const name = (env as CargoEnv).CARGO_PROVIDER ?? 'simulated'
  if (name !== 'simulated') throw new Error(`Unknown CARGO_PROVIDER ${name}`)
  // NOTE: production must not hand out made-up tracking numbers unless told to (a demo deploy).
  if (isProduction(env) && (env as CargoEnv).CARGO_PROVIDER !== 'simulated') throw new Error('CARGO_PROVIDER must be set in production')
  return simulatedCargo()
}
