// The development bid-receipt key pair (docs/decisions/0013-signed-bid-receipts.md). Public in this
// repository, so it proves nothing: the rooms sign with it, and the worker publishes its public half, only
// when development (or a test run) is switched on (common/deployment.ts). A deployed room signs with
// BID_SIGNING_KEY or not at all.
export const DEV_BID_KEY_ID = 'mezat-dev-1'
export const DEV_BID_PUBLIC_KEY = { kty: 'OKP', crv: 'Ed25519', x: 'aoDu_wJhEnd5YW13DLl7PYrSD4AkscrdmjaCQccwes0', kid: DEV_BID_KEY_ID } as const
export const DEV_BID_PRIVATE_KEY = { ...DEV_BID_PUBLIC_KEY, d: 'Bih3EpJgErJfMaNM-8tO7Jog3U0RMQS6vh0Szelqj80' } as const
