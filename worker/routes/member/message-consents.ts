// Commercial message consents (docs/privacy.md "Commercial messages and İYS"): the member's "Bildirim
// tercihleri" (GET/PUT /api/user/message-consents) and the opt-out link every commercial message carries
// (POST /api/unsubscribe/{token}: the link's page and the mail client's RFC 8058 one-click POST).
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { MessageConsentsForm, type MessageConsentsAnswer } from '#common/schemas/message-consents.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { consentHistory, optOut, stateOf, updateConsents } from '../../domain/platform/message-consents.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

async function answer(db: Db, userId: number, message?: string): Promise<z.input<typeof MessageConsentsAnswer>> {
  const history = await consentHistory(db, userId)
  return { consents: stateOf(history), history, ...(message ? { message } : {}) }
}

export const messageConsentRoutes = new Hono<AppEnv>()
  .get('/user/message-consents', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await answer(c.var.db, currentUser(c).id))
  })
  .put('/user/message-consents', requireUser, async (c) => {
    const wanted = await readBody(c, MessageConsentsForm, 'json')
    const changed = await updateConsents(c.var.db, currentUser(c).id, wanted)
    return c.json(await answer(c.var.db, currentUser(c).id, changed ? tr.messageConsent.saved : tr.messageConsent.unchanged))
  })
  .post('/unsubscribe/:token', async (c) => {
    const channel = await optOut(c.var.db, c.env, c.req.param('token'))
    return c.json({ message: tr.messageConsent.unsubscribed(tr.messageConsent.channelName[channel]) } satisfies MessageAnswer)
  })
