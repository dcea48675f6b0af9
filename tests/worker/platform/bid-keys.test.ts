// GET /.well-known/mezat-bid-keys.json: the public keys of the rooms' bid receipts, by kid, never a private
// member; the development key only when development is on (docs/decisions/0013-signed-bid-receipts.md).
import { describe, expect, it, vi } from 'vitest'
import { DEV_BID_PUBLIC_KEY } from '../../../common/dev-bid-key.ts'
import { BID_KEYS_PATH, BidKeySet } from '../../../common/receipts.ts'
import { publishedBidKeys } from '../../../worker/domain/platform/bid-keys.ts'
import { get } from '../../support/http.ts'

const current = { kty: 'OKP', crv: 'Ed25519', x: 'RVubg1h_nOVj_k36PHmI4hr8w5LaJm78cn3xA2WLMYk', kid: '2026-12' }
const retired = { kty: 'OKP', crv: 'Ed25519', x: 'aoDu_wJhEnd5YW13DLl7PYrSD4AkscrdmjaCQccwes0', kid: '2026-06' }

describe(BID_KEYS_PATH, () => {
  it('answers the key set with kids, cacheable and readable from any origin', async () => {
    const res = await get(BID_KEYS_PATH)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const set = BidKeySet.parse(await res.json())
    expect(set.keys.map((k) => k.kid)).toContain(DEV_BID_PUBLIC_KEY.kid)
    expect(set.keys.every((k) => !('d' in k))).toBe(true)
  })

  it('publishes every configured key for rotation, strips private members, and adds the development key only in development', () => {
    const configured = JSON.stringify({ keys: [{ ...current, d: 'secret-half-that-must-never-be-published-000000' }, retired] })
    expect(publishedBidKeys({ BID_PUBLIC_KEYS: configured, ENVIRONMENT: 'production' })).toEqual({
      keys: [
        { ...current, alg: 'EdDSA', use: 'sig' },
        { ...retired, alg: 'EdDSA', use: 'sig' },
      ],
    })
    expect(publishedBidKeys({ BID_PUBLIC_KEYS: configured, ENVIRONMENT: 'development' })?.keys.map((k) => k.kid)).toEqual(['2026-12', '2026-06', DEV_BID_PUBLIC_KEY.kid])
  })

  it('publishes nothing in production without keys, or with keys that do not parse', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(publishedBidKeys({})).toBeNull()
    expect(publishedBidKeys({ BID_PUBLIC_KEYS: 'not json' })).toBeNull()
    expect(publishedBidKeys({ BID_PUBLIC_KEYS: JSON.stringify({ keys: [{ ...current, crv: 'P-256' }] }) })).toBeNull()
    expect(log).toHaveBeenCalledTimes(2)
    log.mockRestore()
  })
})
