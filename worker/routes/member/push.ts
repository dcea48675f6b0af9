// Web push (docs/alerts.md "Web push"): GET /api/push/config (the public key the browser subscribes with),
// POST and DELETE /api/push/subscriptions (this browser's subscription, turned on or off by the member).
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { PushConfigAnswer, PushSubscriptionAnswer, PushSubscriptionForm, PushUnsubscribeForm } from '#common/schemas/push.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { pushPublicKey, removeSubscription, saveSubscription } from '../../domain/platform/push.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const pushRoutes = new Hono<AppEnv>()
  .get('/push/config', (c) => c.json({ public_key: pushPublicKey(c.env) } satisfies z.input<typeof PushConfigAnswer>))
  .post('/push/subscriptions', requireUser, async (c) => {
    const form = await readBody(c, PushSubscriptionForm, 'json')
    // A subscription this server cannot send to would only be kept personal data.
    if (pushPublicKey(c.env) === null) throw new ApiError(503, { message: tr.push.unavailable })
    const devices = await saveSubscription(c.var.db, currentUser(c).id, form)
    return c.json({ message: tr.push.subscribed, devices } satisfies z.input<typeof PushSubscriptionAnswer>, 201)
  })
  .delete('/push/subscriptions', requireUser, async (c) => {
    const { endpoint } = await readBody(c, PushUnsubscribeForm, 'json')
    const devices = await removeSubscription(c.var.db, currentUser(c).id, endpoint)
    return c.json({ message: tr.push.unsubscribed, devices } satisfies z.input<typeof PushSubscriptionAnswer>)
  })
