// GET /api/live_session/index, /api/live_session/{mainCategory}, /api/liveauction/{sessionId},
// /api/livechat/{sessionId}/{lastId}, POST /api/addLiveMessage; beyond the spec (editors, docs/architecture.md
// "Conventions"): POST /api/admin/live-sessions/{id}/start|stop, DELETE /api/admin/live-chat/{messageId},
// POST /api/admin/live-chat/{messageId}/mute { minutes }.
import { toLiveSession } from '#common/schemas/live-wire.ts'
import {
  AddLiveMessageAnswer,
  AddLiveMessageForm,
  ChatPageParam,
  LiveAuctionsAnswer,
  LiveChatAnswer,
  LiveSessionIdParam,
  LiveSessionsAnswer,
  MessageIdParam,
  MuteForm,
  SessionIdParam,
} from '#common/schemas/live.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { addLiveMessage, chatHistory, deleteLiveMessage, muteAuthor } from '../../domain/live/chat.ts'
import { tellFollowersLater } from '../../domain/alerts/show-notices.ts'
import { listActiveSessions, listSessionAuctions, startLiveSession, stopLiveSession } from '../../domain/live/live.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireEditor, requireUser } from '../../middleware/auth.ts'
import { publicCache } from '../../middleware/cache.ts'
import { serverTime, toAuctionCard } from '../../resources/auctions.ts'

export const liveRoutes = new Hono<AppEnv>()
  .get('/live_session/index', publicCache(0, 5), async (c) =>
    c.json((await listActiveSessions(c.var.db)).map(toLiveSession) satisfies z.input<typeof LiveSessionsAnswer>),
  )
  .get('/live_session/:mainCategory', publicCache(0, 5), async (c) =>
    c.json(
      (await listActiveSessions(c.var.db, c.req.param('mainCategory'))).map(toLiveSession) satisfies z.input<typeof LiveSessionsAnswer>,
    ),
  )
  .get('/liveauction/:sessionId', publicCache(0, 5), async (c) =>
    c.json({
      data: (await listSessionAuctions(c.var.db, readParams(c, SessionIdParam).sessionId)).map(toAuctionCard),
      server_time: serverTime(),
    } satisfies z.input<typeof LiveAuctionsAnswer>),
  )
  .get('/livechat/:sessionId/:lastId', async (c) => {
    const { sessionId, lastId } = readParams(c, ChatPageParam)
    return c.json((await chatHistory(c.var.db, sessionId, lastId)) satisfies z.input<typeof LiveChatAnswer>)
  })
  .post('/addLiveMessage', requireUser, async (c) =>
    c.json(
      (await addLiveMessage(c.var.db, c.env, currentUser(c), await readBody(c, AddLiveMessageForm))) satisfies z.input<
        typeof AddLiveMessageAnswer
      >,
    ),
  )
  .post('/admin/live-sessions/:id/start', requireEditor, async (c) => {
    const { id } = readParams(c, LiveSessionIdParam)
    const answer = await startLiveSession(c.var.db, c.env, currentUser(c), id)
    // A scheduled show's owner's followers hear it is on air, after the answer (the cron finishes it).
    c.executionCtx.waitUntil(tellFollowersLater(c.var.db, c.env, 'show_starting', id))
    return c.json(answer)
  })
  .post('/admin/live-sessions/:id/stop', requireEditor, async (c) =>
    c.json(await stopLiveSession(c.var.db, c.env, currentUser(c), readParams(c, LiveSessionIdParam).id)),
  )
  .delete('/admin/live-chat/:messageId', requireEditor, async (c) =>
    c.json(await deleteLiveMessage(c.var.db, c.env, currentUser(c), readParams(c, MessageIdParam).messageId)),
  )
  .post('/admin/live-chat/:messageId/mute', requireEditor, async (c) =>
    c.json(await muteAuthor(c.var.db, currentUser(c), readParams(c, MessageIdParam).messageId, (await readBody(c, MuteForm)).minutes)),
  )
