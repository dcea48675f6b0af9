// Live chat (livechat and
// addLiveMessage, the guest's sentence): everyone reads, members write. The session's `live` room
// decides each message (party/lib/chat.ts: sanitise, length, mute, rate); D1 keeps the lines; the room
// broadcasts each stored line with its D1 id. Editors delete lines and mute members for a while.
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toChatMessage, type ChatRow } from '#common/schemas/live-wire.ts'
import { CHAT_HISTORY, CHAT_PAGE_MAX, ChatDecision, type LiveChatMessage } from '#common/schemas/live.ts'
import { formatDateTime } from '#common/time.ts'
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { live_chat_messages, live_chat_mutes, live_sessions, users } from '../../db/schema/index.ts'
import type { AuthUser, Env } from '../../env.ts'
import { sendToRoom } from '../../lib/user-channel.ts'
import { publishToSession } from './live.ts'

const chatColumns = {
  id: live_chat_messages.id,
  message: live_chat_messages.message,
  created_at: live_chat_messages.created_at,
  user_title: users.title,
  role: users.role,
}

/**
 * GET /api/livechat/{sessionId}/{lastId}: the lines after `lastId`, oldest first; for 0 (joining) the
 * latest CHAT_HISTORY. Deleted lines are never served.
 */
export async function chatHistory(db: Db, sessionId: number, lastId: number) {
  const [session] = await db.select({ id: live_sessions.id }).from(live_sessions).where(eq(live_sessions.id, sessionId)).limit(1)
  if (!session) throw notFound(tr.live.sessionNotFound)
  const where = and(
    eq(live_chat_messages.live_session_id, sessionId),
    isNull(live_chat_messages.deleted_at),
    gt(live_chat_messages.id, lastId),
  )
  const base = db.select(chatColumns).from(live_chat_messages).innerJoin(users, eq(users.id, live_chat_messages.user_id)).where(where)
  const rows: ChatRow[] =
    lastId === 0
      ? (await base.orderBy(desc(live_chat_messages.id)).limit(CHAT_HISTORY)).reverse()
      : await base.orderBy(asc(live_chat_messages.id)).limit(CHAT_PAGE_MAX)
  return { data: rows.map(toChatMessage), last_id: rows.at(-1)?.id ?? lastId }
}

/**
 * POST /api/addLiveMessage: the session must be on air; the room applies the chat rules (a refusal comes
 * back as the room's 403 / 422 / 429); the accepted, sanitised line is stored and then broadcast.
 */
export async function addLiveMessage(
  db: Db,
  env: Env,
  user: AuthUser,
  input: { livemessage: string; live_session_id: number },
  now = Date.now(),
) {
  const sessionId = input.live_session_id
  const [sessionRows, muteRows] = await db.batch([
    db.select({ live_active: live_sessions.live_active }).from(live_sessions).where(eq(live_sessions.id, sessionId)).limit(1),
    db
      .select({ muted_until: live_chat_mutes.muted_until })
      .from(live_chat_mutes)
      .where(and(eq(live_chat_mutes.live_session_id, sessionId), eq(live_chat_mutes.user_id, user.id)))
      .limit(1),
  ])
  const session = sessionRows[0]
  if (!session) throw invalidField('live_session_id', tr.live.sessionNotFound)
  if (session.live_active !== 1) throw invalidField('livemessage', tr.live.chatClosed)

  const reply = await sendToRoom(env, 'live', String(sessionId), {
    kind: 'chat',
    user_id: user.id,
    text: input.livemessage,
    muted_until: muteRows[0]?.muted_until ?? null,
    exempt: user.role === 'editor',
  })
  if (reply.status === 403 || reply.status === 422 || reply.status === 429) {
    const body = reply.body as { message?: unknown; errors?: Record<string, string[]> }
    const retryAfter = reply.headers?.get('Retry-After')
    throw new ApiError(
      reply.status,
      {
        message: typeof body.message === 'string' ? body.message : tr.live.chatUnavailable,
        ...(body.errors ? { errors: body.errors } : {}),
      },
      retryAfter ? { 'Retry-After': retryAfter } : {},
    )
  }
  const decision = ChatDecision.safeParse(reply.body)
  if (reply.status !== 200 || !decision.success) throw new ApiError(503, { message: tr.live.chatUnavailable })

  const [row] = await db
    .insert(live_chat_messages)
    .values({ live_session_id: sessionId, user_id: user.id, message: decision.data.text, created_at: now })
    .returning({ id: live_chat_messages.id })
  const message: LiveChatMessage = toChatMessage({
    id: row!.id,
    message: decision.data.text,
    created_at: now,
    user_title: user.title,
    role: user.role,
  })
  await publishToSession(env, sessionId, { event: 'ChatMessage', data: { session_id: sessionId, message } })
  return { message: tr.live.chatSent, data: message }
}

async function findLine(db: Db, messageId: number) {
  const [line] = await db
    .select({ line: live_chat_messages, author_title: users.title, author_role: users.role })
    .from(live_chat_messages)
    .innerJoin(users, eq(users.id, live_chat_messages.user_id))
    .where(eq(live_chat_messages.id, messageId))
    .limit(1)
  if (!line) throw notFound(tr.live.messageNotFound)
  return line
}

/** An editor removes a line: kept in D1 with who and when, never served again, gone from every open chat. */
export async function deleteLiveMessage(db: Db, env: Env, editor: AuthUser, messageId: number, now = Date.now()) {
  const { line } = await findLine(db, messageId)
  if (line.deleted_at === null)
    await db
      .update(live_chat_messages)
      .set({ deleted_at: now, deleted_by: editor.id })
      .where(and(eq(live_chat_messages.id, messageId), isNull(live_chat_messages.deleted_at)))
  await publishToSession(env, line.live_session_id, {
    event: 'ChatMessageDeleted',
    data: { session_id: line.live_session_id, id: messageId },
  })
  return { message: tr.live.messageDeleted }
}

/** An editor mutes the author of a line in that session for `minutes` (a later mute replaces an earlier one). */
export async function muteAuthor(db: Db, editor: AuthUser, messageId: number, minutes: number, now = Date.now()) {
  const { line, author_title, author_role } = await findLine(db, messageId)
  if (author_role === 'editor') throw new ApiError(422, { message: tr.live.muteEditor })
  const until = now + minutes * 60_000
  await db
    .insert(live_chat_mutes)
    .values({ live_session_id: line.live_session_id, user_id: line.user_id, muted_until: until, muted_by: editor.id, created_at: now })
    .onConflictDoUpdate({
      target: [live_chat_mutes.live_session_id, live_chat_mutes.user_id],
      set: { muted_until: until, muted_by: editor.id, created_at: sql`excluded.created_at` },
    })
  return { message: tr.live.muted(author_title, formatDateTime(until)), muted_until: until }
}
