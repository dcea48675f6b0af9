// The seller's kind and trader identity (docs/law.md "Seller kind"): the member states it, editors check a
// trader's against the registers (the check is the editor's click, recorded in the audit log), and every
// page that names a seller reads it through sellerIdentityColumns in the statement it already runs.
import { conflict } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toSellerIdentity, type SellerIdentityForm } from '#common/seller-identity.ts'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { seller_identities, users } from '../../db/schema/index.ts'
import { auditRow, changes } from '../platform/audit.ts'
import { found } from '../platform/found.ts'

const m = tr.sellerIdentity
const TRADER_FIELDS = ['trade_name', 'vkn', 'mersis', 'address', 'kep'] as const

/**
 * The identity of the seller `sellerId` as scalar subqueries, each under its own name (`prefix`), so a
 * statement that already names the seller (lot head, profile, pre-information) carries it along in the
 * same round trip; toSellerIdentity turns the columns into the view.
 */
export function sellerIdentityColumns(sellerId: SQL | number, prefix: string) {
  const col = <T>(name: string) =>
    sql<T>`(SELECT si.${sql.raw(name)} FROM seller_identities si WHERE si.user_id = ${sellerId})`.as(`${prefix}_si_${name}`)
  return {
    si_kind: col<string | null>('kind'),
    si_trade_name: col<string | null>('trade_name'),
    si_vkn: col<string | null>('vkn'),
    si_mersis: col<string | null>('mersis'),
    si_address: col<string | null>('address'),
    si_kep: col<string | null>('kep'),
    si_verified_at: col<number | null>('verified_at'),
  }
}

type IdentityColumns = { si_kind: string | null; si_trade_name: string | null; si_vkn: string | null; si_mersis: string | null; si_address: string | null; si_kep: string | null; si_verified_at: number | null }

/** The columns of sellerIdentityColumns as the public view. */
export const identityOf = (r: IdentityColumns) =>
  toSellerIdentity({
    kind: r.si_kind,
    trade_name: r.si_trade_name,
    vkn: r.si_vkn,
    mersis: r.si_mersis,
    address: r.si_address,
    kep: r.si_kep,
    verified_at: r.si_verified_at,
  })

/** The member's own identity (a member who never said is a private seller). */
export async function ownSellerIdentity(db: Db, userId: number) {
  const row = await db.query.seller_identities.findFirst({ where: eq(seller_identities.user_id, userId) })
  return { identity: toSellerIdentity(row), cultural_permit_no: row?.cultural_permit_no ?? null }
}

/**
 * Saves the member's kind and, for a trader, the identity. A changed identity (or a change of kind) waits for
 * the editors again; an unchanged save keeps the check. A private seller's stored trader fields are cleared:
 * no data is kept without its purpose.
 */
export async function saveSellerIdentity(db: Db, userId: number, input: SellerIdentityForm, now = Date.now()) {
  const before = await db.query.seller_identities.findFirst({ where: eq(seller_identities.user_id, userId) })
  const trader = input.kind === 'ticari'
  const values = Object.fromEntries(TRADER_FIELDS.map((k) => [k, trader ? input[k] : null])) as Record<(typeof TRADER_FIELDS)[number], string | null>
  const same = before?.kind === input.kind && TRADER_FIELDS.every((k) => before[k] === values[k])
  const verified = same ? (before?.verified_at ?? null) : null
  const permit = input.cultural_permit_no === undefined ? (before?.cultural_permit_no ?? null) : input.cultural_permit_no || null
  const row = {
    kind: input.kind,
    ...values,
    cultural_permit_no: permit,
    updated_at: now,
    verified_at: verified,
    verified_by: same ? (before?.verified_by ?? null) : null,
  }
  const before_permit = before?.cultural_permit_no ?? null
  await db.batch([
    db.insert(seller_identities).values({ user_id: userId, ...row }).onConflictDoUpdate({ target: seller_identities.user_id, set: row }),
    // The permit decides whether the member may list cultural property: its changes are on the record.
    ...(permit !== before_permit
      ? [auditRow(db, userId, { action: 'update', entity: 'cultural_permit', entityId: userId, detail: { cultural_permit_no: [before_permit, permit] } })]
      : []),
  ])
  return { identity: toSellerIdentity({ ...row }), cultural_permit_no: permit, message: trader ? (verified ? m.saved : m.savedTrader) : m.saved }
}

/** An editor confirms a trader's identity; the click and what was checked go to the audit log in the same batch. */
export async function verifySellerIdentity(db: Db, editor: { id: number }, userId: number, now = Date.now()) {
  const [user, row] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(seller_identities).where(eq(seller_identities.user_id, userId)).limit(1),
  ])
  found(user[0], tr.admin.userNotFound)
  const identity = row[0]
  if (!identity || toSellerIdentity(identity).kind !== 'ticari') throw conflict(m.notTrader)
  if (identity.verified_at != null) throw conflict(m.alreadyVerified)
  await db.batch([
    // Only the identity the editor looked at: a save in between (a new updated_at) leaves it unverified.
    db
      .update(seller_identities)
      .set({ verified_at: now, verified_by: editor.id })
      .where(and(eq(seller_identities.user_id, userId), eq(seller_identities.updated_at, identity.updated_at))),
    auditRow(db, editor.id, {
      action: 'approve',
      entity: 'seller_identity',
      entityId: userId,
      detail: changes({ verified_at: null }, { verified_at: now, trade_name: identity.trade_name, vkn: identity.vkn, mersis: identity.mersis }),
    }),
  ])
}
