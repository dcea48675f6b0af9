// spec: storefront §7 GET /api/user, /api/mynotifications; member-area §7 GET /api/myprofile.
import { Hono } from 'hono'
import { unauthenticated } from '#common/errors.ts'
import { cartItemCount, findUser, listNotifications, unreadNotificationCount } from '../domain/members.ts'
import type { AppEnv } from '../env.ts'
import { currentUser, requireUser } from '../middleware/auth.ts'
import { toNotificationResource, toUserResource } from '../resources/members.ts'

export const user = new Hono<AppEnv>()
  .get('/user', requireUser, async (c) => {
    const me = currentUser(c)
    const [row, cart, unread] = await Promise.all([findUser(c.var.db, me.id), cartItemCount(c.var.db, me.id), unreadNotificationCount(c.var.db, me.id)])
    if (!row) throw unauthenticated()
    return c.json({ user: toUserResource(row), host: new URL(c.req.url).host, cartItemCount: cart, notificationCount: unread })
  })
  .get('/mynotifications', requireUser, async (c) =>
    c.json({ notifications: (await listNotifications(c.var.db, currentUser(c).id)).map(toNotificationResource) }),
  )
  .get('/myprofile', requireUser, async (c) =>
    c.json({ notifications: (await listNotifications(c.var.db, currentUser(c).id)).map(toNotificationResource) }),
  )
