// Console: the system page's dead letters (mail and SMS that used up their attempts) and sending one again.
import { tr } from '#common/messages.ts'
import { StatsRange, type DeadLettersAnswer, type SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { toWireTime } from '#common/time.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { listDeadLetters, resendDeadLetter } from '../../domain/platform/dead-letters.ts'
import type { AppEnv } from '../../env.ts'
import { systemStats } from '../../domain/platform/system-stats.ts'
import { readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { editorOnly } from './guard.ts'

export const adminSystem = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/outbox/dead', async (c) => {
    const { rows, total } = await listDeadLetters(c.var.db)
    const now = Date.now()
    const dead = rows.map(({ expires_at, created_at, ...r }) => ({
      ...r,
      created_at: toWireTime(created_at),
      expired: expires_at !== null && expires_at <= now,
    }))
    return c.json({ dead, total } satisfies z.input<typeof DeadLettersAnswer>)
  })
  .get('/system/stats', async (c) => {
    const { range } = readQuery(c, StatsRange)
    return c.json((await systemStats(c.var.db, range)) satisfies z.input<typeof SystemStatsAnswer>)
  })
  .post('/outbox/:id/resend', async (c) => {
    await resendDeadLetter(c.var.db, currentUser(c).id, readParams(c, RowIdParam).id)
    return c.json({ message: tr.admin.messageRequeued } satisfies MessageAnswer)
  })
