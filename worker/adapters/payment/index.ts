// Card payments behind one interface (docs/architecture.md "Outside services"): the local simulated bank by
// default, iyzico's REST API when PAYMENT_PROVIDER=iyzico. Money is integer kuruş on this side of the
// interface; each adapter converts to its provider's format. Failures come back as values shaped like
// iyzico's ({ errorCode, errorMessage }), never as thrown errors, except when the provider is unreachable.
import { isProduction, type Env } from '../../env.ts'
import type { PaymentEnv, PaymentProvider } from './port.ts'
import { iyzicoProvider } from './iyzico.ts'
import { simulatedProvider } from './simulated.ts'

// The types every adapter implements live in port.ts (the adapters import them from there, not from this file).
export type * from './port.ts'

/** Thrown when the provider cannot be reached or answers something unreadable: nothing is known to have happened. */
export { ProviderUnavailable } from './errors.ts'

/** The configured provider (PAYMENT_PROVIDER, default `simulated`). */
export function paymentProvider(env: Env, fetcher: typeof fetch = fetch): PaymentProvider {
  const e = env as PaymentEnv
  if (e.PAYMENT_PROVIDER === 'iyzico') {
    if (!e.IYZICO_API_KEY || !e.IYZICO_SECRET_KEY)
      throw new Error('IYZICO_API_KEY and IYZICO_SECRET_KEY must be set for PAYMENT_PROVIDER=iyzico')
    return iyzicoProvider(
      { apiKey: e.IYZICO_API_KEY, secretKey: e.IYZICO_SECRET_KEY, baseUrl: e.IYZICO_BASE_URL ?? 'https://sandbox-api.iyzipay.com' },
      fetcher,
    )
  }
  if (e.PAYMENT_PROVIDER && e.PAYMENT_PROVIDER !== 'simulated') throw new Error(`Unknown PAYMENT_PROVIDER ${e.PAYMENT_PROVIDER}`)
  // NOTE: a production deploy never takes card payments on the simulated bank by accident.
  if (isProduction(env) && e.PAYMENT_PROVIDER !== 'simulated') throw new Error('PAYMENT_PROVIDER must be set in production')
  return simulatedProvider(env)
}
