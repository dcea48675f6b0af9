// Console: members — a Turkish-aware search, a member's file, block and unblock with a reason
// (blocking revokes every open session, so the member is signed out at once), and the role.
import { PAGE_SIZE } from '#common/constants.ts'
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { payment_strikes, seller_identities, sessions, support_tickets, users } from '../../db/schema/index.ts'
import { toSellerIdentity } from '#common/seller-identity.ts'
import { matcher, paged } from './common.ts'
import { found } from '../platform/found.ts'
import { auditRow } from '../platform/audit.ts'

const m = tr.admin
type Editor = { id: number }

export type UserFilter = { q?: string | undefined; role: 'all' | 'member' | 'editor'; blocked: 'all' | 'yes' | 'no'; page: number }

const userCounts = {
  auction_count: sql<number>`(select count(*) from auctions a where a.seller_id = ${users.id})`.as('auction_count'),
  order_count: sql<number>`(select count(*) from orders o where o.buyer_id = ${users.id})`.as('order_count'),
  sale_count: sql<number>`(select count(*) from orders o where o.seller_id = ${users.id})`.as('sale_count'),
}

/**
 * NOTE: names and titles have no folded column (only username_normalized), and SQLite's LIKE folds
 * ASCII only, so the search reads the short columns of the matching role/blocked filter and folds
 * them in JS. That is a few hundred kB for tens of thousands of members; past that, a folded search
 * column is the next step (worker/routes/admin/README.md).
 */
export async function searchUsers(db: Db, f: UserFilter) {
  const where = and(
    f.role === 'all' ? undefined : eq(users.role, f.role),
    f.blocked === 'all' ? undefined : f.blocked === 'yes' ? sql`${users.blocked_at} is not null` : isNull(users.blocked_at),
  )
  const keys = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      title: users.title,
      first_name: users.first_name,
      last_name: users.last_name,
      phone_1: users.phone_1,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
  const match = matcher(f.q)
  const hits = keys.filter((k) => match(k.id, k.username, k.email, k.title, k.first_name, k.last_name, k.phone_1)).map((k) => k.id)
  const ids = hits.slice((f.page - 1) * PAGE_SIZE, f.page * PAGE_SIZE)
  const rows = ids.length
    ? await db
        .select({ user: users, ...userCounts })
        .from(users)
        .where(inArray(users.id, ids))
    : []
  const byId = new Map(rows.map((r) => [r.user.id, r]))
  return paged(ids.map((id) => byId.get(id)!).filter(Boolean), hits.length, f.page, PAGE_SIZE)
}

export async function userFile(db: Db, id: number) {
  const [rows, openSessions, tickets, strikes, identity] = await db.batch([
    db
      .select({ user: users, ...userCounts })
      .from(users)
      .where(eq(users.id, id))
      .limit(1),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at), sql`${sessions.expires_at} > ${Date.now()}`)),
    db.select({ n: count() }).from(support_tickets).where(eq(support_tickets.user_id, id)),
    db
      .select({ n: count() })
      .from(payment_strikes)
      .where(and(eq(payment_strikes.user_id, id), isNull(payment_strikes.lifted_at))),
    db.select().from(seller_identities).where(eq(seller_identities.user_id, id)).limit(1),
  ])
  const row = found(rows[0], m.userNotFound)
  return {
    ...row,
    open_sessions: openSessions[0]?.n ?? 0,
    ticket_count: tickets[0]?.n ?? 0,
    active_strikes: strikes[0]?.n ?? 0,
    seller_identity: toSellerIdentity(identity[0]),
  }
}

/** Blocks a member with a reason and revokes every open session in the same batch. Editors are not blocked. */
export async function blockUser(db: Db, editor: Editor, id: number, reason: string, now = Date.now()) {
  if (id === editor.id) throw conflict(m.cannotBlockSelf)
  const u = found(await db.query.users.findFirst({ where: eq(users.id, id) }), m.userNotFound)
  if (u.role === 'editor') throw conflict(m.cannotBlockEditor)
  if (u.blocked_at) throw conflict(m.alreadyBlocked)
  const [, revoked] = await db.batch([
    db.update(users).set({ blocked_at: now, blocked_reason: reason }).where(eq(users.id, id)),
    db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id }),
    auditRow(db, editor.id, { action: 'block', entity: 'user', entityId: id, detail: { reason, username: u.username } }),
  ])
  return { revoked: revoked.length }
}

export async function unblockUser(db: Db, editor: Editor, id: number) {
  const u = found(await db.query.users.findFirst({ where: eq(users.id, id) }), m.userNotFound)
  if (!u.blocked_at) throw conflict(m.notBlocked)
  await db.batch([
    db.update(users).set({ blocked_at: null, blocked_reason: null }).where(eq(users.id, id)),
    auditRow(db, editor.id, {
      action: 'unblock',
      entity: 'user',
      entityId: id,
      detail: { previous_reason: u.blocked_reason, username: u.username },
    }),
  ])
}

/** Makes a member an editor or back; nobody changes their own role (the last editor stays one). */
export async function setRole(db: Db, editor: Editor, id: number, role: 'member' | 'editor') {
  if (id === editor.id) throw invalidField('role', m.cannotChangeOwnRole)
  const u = found(await db.query.users.findFirst({ where: eq(users.id, id) }), m.userNotFound)
  if (u.role === role) return
  if (role === 'editor' && u.blocked_at) throw conflict(m.blockedCannotBeEditor)
  await db.batch([
    db.update(users).set({ role }).where(eq(users.id, id)),
    auditRow(db, editor.id, { action: 'role', entity: 'user', entityId: id, detail: { role: [u.role, role], username: u.username } }),
  ])
}
