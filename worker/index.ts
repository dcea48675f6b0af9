// Worker entry: the Hono app for requests; the cron delivers the outbox (wrangler.toml [triggers]).
import { app } from './app.ts'
import { createDb } from './db/client.ts'
import { deliverOutbox } from './domain/outbox.ts'
import type { Env } from './env.ts'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(deliverOutbox(createDb(env.DB), env))
  },
} satisfies ExportedHandler<Env>
