// Production by default (docs/security.md): a deployed worker without its secrets answers nothing but
// 503 and says why in its log, rather than signing tokens with a public fallback; the development pages
// (/__dev, /__sim) exist only when development is switched on explicitly (common/deployment.ts).
import { createMiddleware } from 'hono/factory'
import { isDevelopment, missingConfig, missingConfigLog } from '#common/deployment.ts'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { AppEnv } from '../env.ts'

/** 503 for every request, with one clear log line, while a secret or an address is missing outside development. */
export const refuseWithoutSecrets = createMiddleware<AppEnv>(async (c, next) => {
  const missing = missingConfig({ ...c.env }, 'worker')
  if (missing.length === 0) return next()
  console.error(JSON.stringify(missingConfigLog('worker', missing, c.req.path)))
  return c.json({ message: tr.common.serviceUnavailable }, 503)
})

/** 404, as if the route did not exist, unless development is on. */
export const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw notFound()
  await next()
})
