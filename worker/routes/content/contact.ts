// POST /api/contactform (name, email, message → message).
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { ContactForm } from '#common/schemas/contact.ts'
import { Hono } from 'hono'
import { sendContactMessage } from '../../domain/content/contact.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { clientIp } from '../../middleware/auth.ts'
import { requireHuman } from '../../middleware/human.ts'
import { dampAccount, dampAddress } from '../../middleware/rate-limit.ts'

export const contact = new Hono<AppEnv>().post('/contactform', dampAddress('AUTH_ADDRESS_LIMIT'), async (c) => {
  const input = await readBody(c, ContactForm)
  await dampAccount(c, 'contact', input.email)
  await requireHuman(c)
  await sendContactMessage(c.var.db, input, clientIp(c))
  return c.json({ message: tr.contact.sent } satisfies MessageAnswer)
})
