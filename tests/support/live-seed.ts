// Test data of the live work (sessions, chat lines, mutes) and members or editors with ready tokens,
// written straight into the test file's own D1. Used by tests/worker/live/live, tests/worker/member/broadcasting, tests/worker/platform/notify and tests/party/*.
import { eq } from 'drizzle-orm'
import * as schema from '../../worker/db/schema/index.ts'
import { withSession } from './auth.ts'
import { db, unique } from './seed.ts'

export type Person = typeof schema.users.$inferSelect & { token: string }

/** A member (or an editor) with an open session and its bearer token (no PBKDF2: tests create many). */
export async function person(
  role: 'member' | 'editor' = 'member',
  title = `${role === 'editor' ? 'editor' : 'uye'}_${unique()}`,
): Promise<Person> {
  const [u] = await db
    .insert(schema.users)
    .values({
      username: title,
      username_normalized: title,
      title,
      slug: `${title}-${unique()}`,
      email: `${title}.${unique()}@example.com`,
      password_hash: 'x',
      role,
    })
    .returning()
  return withSession(u!)
}

/** A live session, on air unless told otherwise, streaming a YouTube video. */
export async function liveSession(over: Partial<typeof schema.live_sessions.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.live_sessions)
    .values({
      title: `Canlı mezat ${unique()}`,
      live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      live_active: 1,
      live_session_started_at: Date.now() - 60_000,
      ...over,
    })
    .returning()
  return row!
}

export async function lots(sessionId: number, auctionIds: number[]) {
  if (auctionIds.length)
    await db
      .insert(schema.live_session_auctions)
      .values(auctionIds.map((auction_id, position) => ({ live_session_id: sessionId, auction_id, position })))
}

export async function chatLine(
  sessionId: number,
  userId: number,
  message: string,
  over: Partial<typeof schema.live_chat_messages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.live_chat_messages)
    .values({ live_session_id: sessionId, user_id: userId, message, ...over })
    .returning()
  return row!
}

export const chatLines = (sessionId: number) =>
  db
    .select()
    .from(schema.live_chat_messages)
    .where(eq(schema.live_chat_messages.live_session_id, sessionId))
    .orderBy(schema.live_chat_messages.id)

export const sessionRow = async (id: number) => (await db.select().from(schema.live_sessions).where(eq(schema.live_sessions.id, id)))[0]!

export const notificationsOf = (userId: number) =>
  db.select().from(schema.notifications).where(eq(schema.notifications.user_id, userId)).orderBy(schema.notifications.id)
