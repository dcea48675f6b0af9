// Editor approval of listings (docs/architecture.md "API conventions"): approve arms the auction's room; reject tells the seller why.
import { eq } from 'drizzle-orm'
import { ApiError, conflict, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { audit_log, auctions } from '../../db/schema/index.ts'
import type { AuthUser, Env } from '../../env.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { armRoom } from '../auctions/rooms.ts'
import { approvalFacts, assertApprovable } from '../law/lot-law.ts'
import { alertRunStatement, runAlertsLater } from '../alerts/alert-runs.ts'
import { APPROVAL } from '#common/approval.ts'
import type { ApproveForm } from '#common/schemas/admin.ts'

async function find(db: Db, id: number) {
  const a = await db.query.auctions.findFirst({ where: eq(auctions.id, id) })
  if (!a) throw notFound(tr.admin.auctionNotFound)
  return a
}

/** Work the answer need not wait for (the route's waitUntil); the cron finishes it if it dies. */
export type Later = (work: Promise<unknown>) => void

/**
 * Publishes a waiting (or previously rejected) listing and arms its room; the cron re-arms if the room is down.
 * The alerts of saved searches and followers are a run written in the same batch and worked after the
 * answer (docs/alerts.md), so ten thousand of them cost the editor nothing.
 */
export async function approveAuction(db: Db, env: Env, editor: AuthUser, id: number, estimate: ApproveForm = { estimate_low: null, estimate_high: null }, now = Date.now(), later?: Later) {
  const [a] = await db
    .select({
      approved: auctions.approved,
      end_time: auctions.end_time,
      seller_id: auctions.seller_id,
      name: auctions.name,
      slug: auctions.slug,
      ...approvalFacts(editor.id),
    })
    .from(auctions)
    .where(eq(auctions.id, id))
    .limit(1)
  if (!a) throw notFound(tr.admin.auctionNotFound)
  if (a.approved === APPROVAL.approved) throw conflict(tr.admin.alreadyApproved)
  // A lot taken down after a notice comes back only through the seller's objection (docs/notice-and-takedown.md).
  if (a.approved === APPROVAL.removed) throw conflict(tr.reports.approveRemoved)
  if (a.end_time <= now) throw new ApiError(422, { message: tr.admin.endPassed, errors: { end_time: [tr.admin.endPassed] } })
  // Cultural property: the seller's permit on file and the document opened by this editor (docs/law.md).
  assertApprovable(a)
  const [, notices] = await db.batch([
    db
      .update(auctions)
      .set({
        approved: APPROVAL.approved,
        approved_at: now,
        approved_by: editor.id,
        rejection_reason: null,
        room_armed_at: null,
        estimate_low_kurus: estimate.estimate_low,
        estimate_high_kurus: estimate.estimate_high,
      })
      .where(eq(auctions.id, id)),
    notificationInsert(db, {
      userId: a.seller_id,
      kind: 'approved',
      title: tr.admin.approvedTitle,
      message: tr.admin.approvedMessage(a.name),
      link: `/mezat/${a.slug}`,
    }).returning(),
    db.insert(audit_log).values({
      user_id: editor.id,
      action: 'approve',
      entity: 'auction',
      entity_id: String(id),
      detail: {
        from: a.approved,
        estimate: [estimate.estimate_low, estimate.estimate_high],
        ...(a.cultural_property ? { cultural_property: true, permit_no: a.permit_no } : {}),
        ...(a.cayma_exception ? { cayma_exception: a.cayma_exception } : {}),
      },
    }),
    alertRunStatement(db, id, now),
  ])
  later?.(runAlertsLater(db, env, id))
  await pushNotifications(env, notices)
  const armed = await armRoom(db, env, id)
  return { message: tr.admin.approved, armed }
}

export async function rejectAuction(db: Db, editor: AuthUser, id: number, reason: string, env?: Env) {
  const a = await find(db, id)
  if (a.approved !== APPROVAL.waiting) throw conflict(tr.admin.notWaiting)
  const [, notices] = await db.batch([
    db.update(auctions).set({ approved: APPROVAL.rejected, rejection_reason: reason }).where(eq(auctions.id, id)),
    notificationInsert(db, {
      userId: a.seller_id,
      kind: 'rejected',
      title: tr.admin.rejectedTitle,
      message: tr.admin.rejectedMessage(a.name, reason),
      link: '/u/mezatlarim',
    }).returning(),
    db.insert(audit_log).values({ user_id: editor.id, action: 'reject', entity: 'auction', entity_id: String(id), detail: { reason } }),
  ])
  if (env) await pushNotifications(env, notices)
  return { message: tr.admin.rejected }
}
