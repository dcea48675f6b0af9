// Photos uploaded to R2, served by key with long-lived caching (keys are content-addressed).
import { notFound } from '#common/errors.ts'
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { EVIDENCE_PREFIX } from '../../lib/evidence.ts'

/** R2 keys are at most 1,024 bytes; a longer one names nothing (and R2 would throw: a 500). */
const R2_KEY_MAX_BYTES = 1024

export const media = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key')
  if (new TextEncoder().encode(key).length > R2_KEY_MAX_BYTES) throw notFound()
  // Evidence of a notice may hold personal data: editors read it through the console only.
  if (key.startsWith(EVIDENCE_PREFIX)) throw notFound()
  const object = await c.env.PHOTOS.get(key)
  if (!object) throw notFound()
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('Content-Disposition', 'inline')
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(object.body, { headers })
})
