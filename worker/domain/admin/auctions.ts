// Console: the listings editors review — the queue (waiting first, oldest first), the full review
// of one listing, and the dashboard's counts. Approve and reject live in approval.ts.
import { APPROVAL } from '#common/approval.ts'
import { PAGE_SIZE } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { approvalFacts } from '../law/lot-law.ts'
import { auctions, brands, live_sessions, orders, support_tickets, users } from '../../db/schema/index.ts'
import { matcher, paged } from './common.ts'
import { found } from '../platform/found.ts'
import { loadPreview } from '../auctions/auction-detail.ts'
import { auditRow, changes } from '../platform/audit.ts'

const m = tr.admin
export type ApprovalFilter = 'waiting' | 'rejected' | 'approved' | 'all'
const APPROVED: Record<Exclude<ApprovalFilter, 'all'>, number> = APPROVAL

const rowColumns = {
  auction: auctions,
  seller_title: sql<string>`${users.title}`.as('seller_title'),
  seller_username: sql<string>`${users.username}`.as('seller_username'),
  image_path: sql<
    string | null
  >`(select ai.thumbnail_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`.as(
    'card_thumbnail_path',
  ),
  image_count: sql<number>`(select count(*) from auction_images ai where ai.auction_id = ${auctions.id})`.as('image_count'),
  category_1_title: sql<string | null>`(select c.title from categories c where c.id = ${auctions.category_1_id})`.as('category_1_title'),
  category_2_title: sql<string | null>`(select c.title from categories c where c.id = ${auctions.category_2_id})`.as('category_2_title'),
  category_3_title: sql<string | null>`(select c.title from categories c where c.id = ${auctions.category_3_id})`.as('category_3_title'),
}

/** Waiting listings oldest first (first come, first reviewed); the other filters newest first. */
export async function listForReview(db: Db, o: { status: ApprovalFilter; q?: string | undefined; page: number }) {
  const where: SQL | undefined = o.status === 'all' ? undefined : eq(auctions.approved, APPROVED[o.status])
  const order = o.status === 'waiting' ? [asc(auctions.created_at), asc(auctions.id)] : [desc(auctions.created_at), desc(auctions.id)]
  if (!o.q) {
    const [rows, totals] = await db.batch([
      db
        .select(rowColumns)
        .from(auctions)
        .innerJoin(users, eq(users.id, auctions.seller_id))
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset((o.page - 1) * PAGE_SIZE),
      db.select({ n: count() }).from(auctions).where(where),
    ])
    return paged(rows, totals[0]?.n ?? 0, o.page, PAGE_SIZE)
  }
  const keys = await db
    .select({ id: auctions.id, name: auctions.name, search: auctions.search_text, seller: users.username, seller_title: users.title })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .where(where)
    .orderBy(...order)
  const match = matcher(o.q)
  const hits = keys.filter((k) => match(k.id, k.name, k.search, k.seller, k.seller_title)).map((k) => k.id)
  const ids = hits.slice((o.page - 1) * PAGE_SIZE, o.page * PAGE_SIZE)
  const rows = ids.length
    ? await db.select(rowColumns).from(auctions).innerJoin(users, eq(users.id, auctions.seller_id)).where(inArray(auctions.id, ids))
    : []
  const byId = new Map(rows.map((r) => [r.auction.id, r]))
  return paged(ids.map((id) => byId.get(id)!).filter(Boolean), hits.length, o.page, PAGE_SIZE)
}

/** Everything an editor needs to decide: the listing as buyers will see it, plus the seller's file. */
export async function loadReview(db: Db, editor: { id: number; role: 'member' | 'editor' }, id: number) {
  const a = found(
    await db.query.auctions.findFirst({ columns: { slug: true, seller_id: true, brand_id: true }, where: eq(auctions.id, id) }),
    m.auctionNotFound,
  )
  const preview = await loadPreview(db, a.slug, editor as Parameters<typeof loadPreview>[2])
  const [seller, history, brand, law] = await db.batch([
    db
      .select({
        id: users.id,
        username: users.username,
        title: users.title,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        phone_1: users.phone_1,
        phone_verified_at: users.phone_verified_at,
        email_verified_at: users.email_verified_at,
        blocked_at: users.blocked_at,
        created_at: users.created_at,
      })
      .from(users)
      .where(eq(users.id, a.seller_id))
      .limit(1),
    db
      .select({ approved: auctions.approved, n: count() })
      .from(auctions)
      .where(eq(auctions.seller_id, a.seller_id))
      .groupBy(auctions.approved),
    db
      .select({ title: brands.title })
      .from(brands)
      .where(eq(brands.id, a.brand_id ?? -1))
      .limit(1),
    db
      .select({
        cultural_document_kind: auctions.cultural_document_kind,
        ...approvalFacts(editor.id),
      })
      .from(auctions)
      .where(eq(auctions.id, id))
      .limit(1),
  ])
  const d = law[0]!
  const declarations = {
    cultural_property: d.cultural_property,
    cultural_document_kind: d.cultural_document_kind,
    document_opened: Boolean(d.document_opened),
    permit_no: d.permit_no,
    cayma_exception: d.cayma_exception,
  }
  return { preview, seller: seller[0]!, history, brand: brand[0]?.title ?? null, declarations }
}

/** The console's front page counts. */
export async function dashboardCounts(db: Db, now = Date.now()) {
  const [waiting, tickets, live, newOrders, blocked] = await db.batch([
    db.select({ n: count() }).from(auctions).where(eq(auctions.approved, APPROVAL.waiting)),
    db.select({ n: count() }).from(support_tickets).where(eq(support_tickets.ticket_status, 0)),
    db.select({ n: count() }).from(live_sessions).where(eq(live_sessions.live_active, 1)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 0), isNull(orders.cancelled_at))),
    db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.blocked_at} is not null`),
  ])
  const overdue = await db
    .select({ n: count() })
    .from(auctions)
    .where(and(eq(auctions.approved, APPROVAL.waiting), sql`${auctions.created_at} < ${now - 3 * 3_600_000}`))
  return {
    waiting_auctions: waiting[0]?.n ?? 0,
    /** Waiting longer than the promised review time (up to 3 hours). */
    overdue_auctions: overdue[0]?.n ?? 0,
    open_tickets: tickets[0]?.n ?? 0,
    active_live_sessions: live[0]?.n ?? 0,
    new_orders: newOrders[0]?.n ?? 0,
    blocked_users: blocked[0]?.n ?? 0,
  }
}

/** Sets the sale label and badge that put an auction on the featured list (docs/). */
export async function setShowcase(db: Db, editor: { id: number }, id: number, f: { sale_label: string | null; badgetype: number }) {
  const a = found(
    await db.query.auctions.findFirst({ columns: { id: true, sale_label: true, badgetype: true }, where: eq(auctions.id, id) }),
    m.auctionNotFound,
  )
  await db.batch([
    db.update(auctions).set({ sale_label: f.sale_label, badgetype: f.badgetype }).where(eq(auctions.id, id)),
    auditRow(db, editor.id, { action: 'update', entity: 'auction', entityId: id, detail: changes(a, f) }),
  ])
}
