// Cargo firms behind one interface (docs/architecture.md "Outside services"): the local simulated firm in development,
// MNG Kargo's REST API (worker/adapters/cargo/mng.ts) when CARGO_PROVIDER=mng (docs/checkout.md "The MNG Kargo
// adapter"). A label carries the barcode number as Code 128 and the tracking number.
import { isProduction, type Env } from '../../env.ts'
import type { CargoEnv, CargoProvider } from './port.ts'
import { mngCargo } from './mng.ts'
import { simulatedCargo } from './simulated.ts'

// The types every adapter implements live in port.ts (the adapters import them from there, not from this file).
export type * from './port.ts'

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
