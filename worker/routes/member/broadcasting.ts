// POST /api/broadcasting/auth (bearer) gives a member the token that
// lets their pages join their own private channel (party `user`, room `{userId}`).
import { CHANNEL_TOKEN, type BroadcastAuthAnswer } from '#common/schemas/user-events.ts'
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { signChannelToken } from '../../lib/user-channel.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const broadcasting = new Hono<AppEnv>().post('/broadcasting/auth', requireUser, async (c) => {
  const user = currentUser(c)
  c.header('Cache-Control', 'no-store')
  return c.json({
    auth: await signChannelToken(c.env, user.id, user.sessionId),
    party: 'user',
    room: String(user.id),
    expires_in: CHANNEL_TOKEN.lifetimeSeconds,
  } satisfies BroadcastAuthAnswer)
})
