// Cultural property (2863) and the MSY m.15 cayma exception on single lots (docs/law.md "Cultural property",
// "Cayma exceptions"): the seller's declarations checked at listing, the editor's opening of the document (which
// the approval asks for), the clearing of an exception, and the museum filing's list. Rules: common/lot-law.ts.
// The declaration's audit row is written by the listing's own batch (auctions/listing-wizard.ts).
import { ApiError, conflict, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { ListingFields } from '#common/schemas/listing.ts'
import { formatDateTime } from '#common/time.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, cultural_document_openings } from '../../db/schema/index.ts'
import { toCsv } from '../../lib/csv.ts'
import { checkEvidence } from '../../lib/evidence.ts'
import { auditRow } from '../platform/audit.ts'
import { found } from '../platform/found.ts'

const m = tr.lotLaw

/**
 * The declarations of a new listing against its seller: a cultural-property lot needs its document (one PDF or
 * image, checked as a notice's evidence is) and the seller's trading permit on file; a cayma exception needs a
 * trader. Answers the checked document (stored by the caller with the photos, after every check).
 */
export async function checkDeclarations(fields: ListingFields, seller: { trader: boolean; permit: string | null }, document: unknown) {
  if (fields.cayma_exception && !seller.trader) throw invalidField('cayma_exception', m.exceptionPrivate)
  if (!fields.cultural_property) return null
  if (!seller.permit) throw invalidField('cultural_property', m.permitMissing)
  const [file, ...more] = await checkEvidence(document, 'cultural_document')
  if (!file || more.length) throw invalidField('cultural_document', m.documentRequired)
  return file
}

/**
 * GET /api/admin/auctions/{id}/cultural-document: the document's R2 key, with the editor's opening recorded
 * (first time kept) and audited in one batch before the file is served.
 */
export async function openCulturalDocument(db: Db, editor: { id: number }, auctionId: number, now = Date.now()) {
  const lot = found(
    (await db.select({ key: auctions.cultural_document_key }).from(auctions).where(eq(auctions.id, auctionId)).limit(1))[0],
    tr.admin.auctionNotFound,
  )
  if (!lot.key) throw notFound(m.documentNotFound)
  await db.batch([
    db.insert(cultural_document_openings).values({ auction_id: auctionId, editor_id: editor.id, opened_at: now }).onConflictDoNothing(),
    auditRow(db, editor.id, { action: 'review', entity: 'cultural_document', entityId: auctionId, detail: { key: lot.key } }),
  ])
  return lot.key
}

/**
 * What the approval checks and records of the lot's law (its declarations, the seller's permit, whether this editor
 * opened the document), as scalars for the statement that reads the lot.
 */
export const approvalFacts = (editorId: number) => ({
  cultural_property: auctions.cultural_property,
  cayma_exception: auctions.cayma_exception,
  permit_no: sql<string | null>`(SELECT si.cultural_permit_no FROM seller_identities si WHERE si.user_id = ${auctions.seller_id})`.as('ap_permit_no'),
  document_opened: sql<number>`EXISTS (SELECT 1 FROM cultural_document_openings o WHERE o.auction_id = ${auctions.id} AND o.editor_id = ${editorId})`.as(
    'ap_document_opened',
  ),
})

/** A cultural-property lot is approved only with the seller's permit on file and its document opened by this editor. */
export function assertApprovable(a: { cultural_property: boolean; permit_no: string | null; document_opened: number }) {
  if (!a.cultural_property) return
  if (!a.permit_no) throw new ApiError(422, { message: m.permitRequiredForApproval, errors: { cultural_property: [m.permitRequiredForApproval] } })
  if (!a.document_opened) throw new ApiError(422, { message: m.documentNotOpened, errors: { cultural_document: [m.documentNotOpened] } })
}

/** DELETE /api/admin/auctions/{id}/cayma-exception: the editor finds the mark wrong; cayma applies again. Audited. */
export async function clearCaymaException(db: Db, editor: { id: number }, auctionId: number) {
  const lot = found(
    (await db.select({ exception: auctions.cayma_exception }).from(auctions).where(eq(auctions.id, auctionId)).limit(1))[0],
    tr.admin.auctionNotFound,
  )
  if (!lot.exception) throw conflict(m.noException)
  await db.batch([
    db
      .update(auctions)
      .set({ cayma_exception: null })
      .where(and(eq(auctions.id, auctionId), eq(auctions.cayma_exception, lot.exception))),
    auditRow(db, editor.id, { action: 'update', entity: 'cayma_exception', entityId: auctionId, detail: { cayma_exception: [lot.exception, null] } }),
  ])
  return { message: m.exceptionCleared }
}

type CulturalRow = {
  id: number
  name: string
  slug: string
  category: string | null
  start_time: number
  end_time: number
  approved: number
  kind: string | null
  seller_id: number
  seller: string
  first_name: string | null
  last_name: string | null
  permit: string | null
}

/**
 * The museum filing's list (2863; the filing is due before the auction): cultural-property lots starting in
 * [fromMs, toMs), waiting or approved (a rejected or removed lot is not offered), by start. One statement.
 */
export async function culturalReport(db: Db, range: { fromMs: number; toMs: number }, origin: string) {
  const rows = await db.all<CulturalRow>(sql`
    SELECT a.id, a.name, a.slug, c.title AS category, a.start_time, a.end_time, a.approved, a.cultural_document_kind AS kind,
      a.seller_id, u.title AS seller, u.first_name, u.last_name, si.cultural_permit_no AS permit
    FROM auctions a JOIN users u ON u.id = a.seller_id
      LEFT JOIN categories c ON c.id = COALESCE(a.category_3_id, a.category_2_id, a.category_1_id)
      LEFT JOIN seller_identities si ON si.user_id = a.seller_id
    WHERE a.cultural_property = 1 AND a.start_time >= ${range.fromMs} AND a.start_time < ${range.toMs} AND a.approved IN (0, 2)
    ORDER BY a.start_time, a.id`)
  const c = m.csv
  const lines = rows.map((r) => [
    r.id,
    r.name,
    r.category ?? '',
    formatDateTime(r.start_time),
    formatDateTime(r.end_time),
    c.state[r.approved] ?? '',
    r.kind === 'tescil' || r.kind === 'ekspertiz' ? m.documentKinds[r.kind] : '',
    r.seller_id,
    r.seller,
    [r.first_name, r.last_name].filter(Boolean).join(' '),
    r.permit ?? '',
    `${origin}/mezat/${r.slug}`,
  ])
  return { csv: toCsv({ columns: [...c.columns], rows: lines }, ';'), count: rows.length }
}
