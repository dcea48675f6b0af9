// KVKK başvurusu (docs/privacy.md "KVKK requests"): a signed-in member's request is received at once; a
// guest's after the link mailed to them is opened. The member reads their own requests and answers.
import {
  KvkkConfirmForm,
  KvkkGuestForm,
  KvkkMemberForm,
  type KvkkRequestsAnswer,
  type KvkkSubmitAnswer,
} from '#common/schemas/kvkk-request.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { confirmGuest, kvkkView, myKvkkRequests, submitAsGuest, submitAsMember } from '../../domain/member/kvkk-requests.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { clientMeta, currentUser, optionalUser, requireUser } from '../../middleware/auth.ts'
import { requireHuman } from '../../middleware/human.ts'
import { dampAccount, dampAddress } from '../../middleware/rate-limit.ts'

type SubmitAnswer = z.input<typeof KvkkSubmitAnswer>

export const kvkkRequestRoutes = new Hono<AppEnv>()
  .post('/kvkk-requests', dampAddress('AUTH_ADDRESS_LIMIT'), optionalUser, async (c) => {
    const user = c.var.user
    if (user) {
      const { row, message } = await submitAsMember(c.var.db, user, await readBody(c, KvkkMemberForm, 'json'))
      return c.json({ message, request: kvkkView(row) } satisfies SubmitAnswer)
    }
    // A guest's form mails a link to the address it names: damped per address like the contact form, and
    // behind the human check.
    const input = await readBody(c, KvkkGuestForm, 'json')
    await dampAccount(c, 'kvkk', input.email)
    await requireHuman(c, 'json')
    const { message } = await submitAsGuest(c.var.db, input, clientMeta(c).origin)
    return c.json({ message, request: null } satisfies SubmitAnswer)
  })
  .post('/kvkk-requests/confirm', dampAddress('AUTH_ADDRESS_LIMIT'), async (c) => {
    const { token } = await readBody(c, KvkkConfirmForm, 'json')
    const { row, message } = await confirmGuest(c.var.db, token)
    return c.json({ message, request: kvkkView(row) } satisfies SubmitAnswer)
  })
  .get('/user/kvkk-requests', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const rows = await myKvkkRequests(c.var.db, currentUser(c).id)
    return c.json({ requests: rows.map((r) => kvkkView(r)) } satisfies z.input<typeof KvkkRequestsAnswer>)
  })

