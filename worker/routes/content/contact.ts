// spec: member-area.md §7 POST /api/contactform (name, email, message → message).
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { ContactForm } from '#common/schemas/contact.ts'
import { Hono } from 'hono'
import { sendContactMessage } from '../../domain/content/contact.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { clientIp } from '../../middleware/auth.ts'

export const contact = new Hono<AppEnv>().post('/contactform', async (c) => {
  await sendContactMessage(c.var.db, await readBody(c, ContactForm), clientIp(c))
  return c.json({ message: tr.contact.sent } satisfies MessageAnswer)
})
