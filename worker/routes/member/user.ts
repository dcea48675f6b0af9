// GET /api/user, /api/mynotifications; GET /api/myprofile.
import { unauthenticated } from '#common/errors.ts'
import type { NotificationsAnswer, UserAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { listNotifications, loadShell } from '../../domain/member/members.ts'
import type { AppEnv } from '../../env.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toNotificationResource, toUserResource } from '../../resources/members.ts'

export const user = new Hono<AppEnv>()
  .get('/user', requireUser, async (c) => {
    const me = currentUser(c)
    const shell = await loadShell(c.var.db, me.id)
    if (!shell.user) throw unauthenticated()
    c.header('Cache-Control', 'private, no-store')
    return c.json({
      user: toUserResource(shell.user),
      host: new URL(c.req.url).host,
      cartItemCount: shell.cartItemCount,
      notificationCount: shell.notificationCount,
    } satisfies z.input<typeof UserAnswer>)
  })
  .get('/mynotifications', requireUser, async (c) =>
    c.json({ notifications: (await listNotifications(c.var.db, currentUser(c).id)).map(toNotificationResource) } satisfies z.input<
      typeof NotificationsAnswer
    >),
  )
  .get('/myprofile', requireUser, async (c) =>
    c.json({ notifications: (await listNotifications(c.var.db, currentUser(c).id)).map(toNotificationResource) } satisfies z.input<
      typeof NotificationsAnswer
    >),
  )
