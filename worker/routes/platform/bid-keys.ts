// GET /.well-known/mezat-bid-keys.json: the JWK set anyone checks a bid receipt against
// (docs/decisions/0013-signed-bid-receipts.md). Public, cached briefly at the edge; 503 while none is set.
import { tr } from '#common/messages.ts'
import { Hono } from 'hono'
import { publishedBidKeys } from '../../domain/platform/bid-keys.ts'
import type { AppEnv } from '../../env.ts'

export const bidKeysRoute = new Hono<AppEnv>().get('/', (c) => {
  const keys = publishedBidKeys(c.env)
  if (!keys) {
    c.header('Cache-Control', 'no-store')
    return c.json({ message: tr.receipts.keysUnavailable }, 503)
  }
  // Short: a rotation publishes the new key before the rooms sign with it (docs/deploy.md), so five minutes is enough.
  c.header('Cache-Control', 'public, max-age=300')
  c.header('Access-Control-Allow-Origin', '*')
  return c.json(keys)
})
