// İYS (İleti Yönetim Sistemi), where every consent to commercial messages must be registered (6563 and the
// Ticari İletişim Yönetmeliği; docs/privacy.md "Commercial messages and İYS"): its REST API
// (worker/adapters/iys/iys.ts) when IYS_PROVIDER=iys, a local stand-in only in development.
import { isProduction, type Env } from '../../env.ts'
import { iysRest } from './iys.ts'
import type { IysProvider } from './types.ts'

export type IysEnv = Env & {
  IYS_PROVIDER?: string
  IYS_USERNAME?: string
  IYS_PASSWORD?: string
  IYS_CODE?: string
  IYS_BRAND_CODE?: string
  IYS_BASE_URL?: string
}

/** Development's stand-in: takes every consent and answers a transaction id of its own. */
const localIys: IysProvider = { name: 'local', addConsent: async () => ({ transactionId: `yerel-${crypto.randomUUID()}` }) }

/** The configured İYS (IYS_PROVIDER: `iys`, or `local`, which only development may use). */
export function iysProvider(env: Env, fetcher: typeof fetch = fetch): IysProvider {
  const e = env as IysEnv
  if (e.IYS_PROVIDER === 'iys') {
    if (!e.IYS_USERNAME || !e.IYS_PASSWORD || !e.IYS_CODE || !e.IYS_BRAND_CODE)
      throw new Error('IYS_USERNAME, IYS_PASSWORD, IYS_CODE and IYS_BRAND_CODE must be set for IYS_PROVIDER=iys')
    const config = { username: e.IYS_USERNAME, password: e.IYS_PASSWORD, iysCode: e.IYS_CODE, brandCode: e.IYS_BRAND_CODE }
    return iysRest({ ...config, baseUrl: e.IYS_BASE_URL || 'https://api.iys.org.tr' }, fetcher)
  }
  if (e.IYS_PROVIDER && e.IYS_PROVIDER !== 'local') throw new Error(`Unknown IYS_PROVIDER ${e.IYS_PROVIDER}`)
  if (isProduction(env)) throw new Error('IYS_PROVIDER must be iys in production (the local stand-in is for development only)')
  return localIys
}
