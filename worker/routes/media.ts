// Photos uploaded to R2, served by key with long-lived caching (keys are content-addressed).
import { Hono } from 'hono'
import { notFound } from '#common/errors.ts'
import type { AppEnv } from '../env.ts'

export const media = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const object = await c.env.PHOTOS.get(c.req.param('key'))
  if (!object) throw notFound()
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('Content-Disposition', 'inline')
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(object.body, { headers })
})
