// The contact form: stored for the staff, who also get a
// mail; at most CONTACT_LIMIT.perAddress messages per client address and hour.
import { tooManyRequests } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { CONTACT_LIMIT, type ContactForm } from '#common/schemas/contact.ts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { contact_messages, outbox, site_info } from '../../db/schema/index.ts'
import { hit } from '../platform/rate-limit.ts'

export async function sendContactMessage(db: Db, input: z.output<typeof ContactForm>, ip: string, now = Date.now()) {
  const window = await hit(db, `contact:${ip}`, CONTACT_LIMIT.windowSeconds, now)
  if (window.count > CONTACT_LIMIT.perAddress) throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000))
  const info = await db.query.site_info.findFirst({ columns: { company_email: true }, where: eq(site_info.id, 1) })
  const store = db.insert(contact_messages).values({ ...input, ip, created_at: now })
  if (!info) return void (await store)
  await db.batch([
    store,
    db.insert(outbox).values({
      channel: 'mail',
      recipient: info.company_email.toLowerCase(),
      subject: tr.contact.staffSubject(input.name),
      body: `${input.name} <${input.email}>\n\n${input.message}`,
      created_at: now,
    }),
  ])
}
