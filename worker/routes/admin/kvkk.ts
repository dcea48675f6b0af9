// Console: KVKK requests with their 30-day clock (docs/privacy.md "KVKK requests").
import { kvkk } from '#common/messages/kvkk.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { KvkkAnswerForm, KvkkListQuery, type AdminKvkkFileAnswer, type AdminKvkkListAnswer } from '#common/schemas/kvkk-request.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { answerKvkk, kvkkFile, listKvkkRequests } from '../../domain/admin/kvkk-requests.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

export const adminKvkk = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/kvkk-requests', async (c) =>
    c.json((await listKvkkRequests(c.var.db, readQuery(c, KvkkListQuery))) satisfies z.input<typeof AdminKvkkListAnswer>),
  )
  .get('/kvkk-requests/:id', async (c) =>
    c.json({ request: await kvkkFile(c.var.db, readParams(c, RowIdParam).id) } satisfies z.input<typeof AdminKvkkFileAnswer>),
  )
  .post('/kvkk-requests/:id/answer', async (c) => {
    const id = readParams(c, RowIdParam).id
    await answerKvkk(c.var.db, c.env, currentUser(c), id, await readBody(c, KvkkAnswerForm, 'json'))
    return c.json({ message: kvkk.answered } satisfies MessageAnswer)
  })
