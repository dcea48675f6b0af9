// The pre-information before a member's first binding bid, buy-now or accepted offer on a lot (docs/law.md
// "Pre-information"): the text built from the lot's facts (common/preinfo.ts), the member's one confirmation
// per lot with the version read and the time, and the text itself kept by version (the burden of proof).
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { readPayDeadlineDays, PAY_DEADLINE_KEY } from '#common/after-the-hammer.ts'
import { APPROVAL } from '#common/approval.ts'
import { preinfoSections, preinfoVersion } from '#common/preinfo.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auction_condition_photos, auctions, cargo_channels, preinfo_confirmations, preinfo_texts, site_info, users } from '../../db/schema/index.ts'
import { BUYER_FEE_KEY } from '../auctions/auction-detail.ts'
import { identityOf, sellerIdentityColumns } from '../member/seller-identity.ts'

const setting = (key: string) => sql<string | null>`(SELECT s.value FROM settings s WHERE s.key = ${key})`

/** The lot, its seller, the platform, the fee, the contracted cargo, the pay deadline and the member's confirmation: one round trip. */
async function loadFacts(db: Db, auctionId: number, userId: number | null, o: { anyState?: boolean } = {}) {
  const [head, platform, cargo, confirmation, conditionPhotos] = await db.batch([
    db
      .select({
        id: auctions.id,
        name: auctions.name,
        seller_id: auctions.seller_id,
        approved: auctions.approved,
        closed_at: auctions.closed_at,
        shipping_type: auctions.shipping_type,
        shipping_payment_by: auctions.shipping_payment_by,
        condition_grade: auctions.condition_grade,
        condition_notes: auctions.condition_notes,
        estimate_low_kurus: auctions.estimate_low_kurus,
        estimate_high_kurus: auctions.estimate_high_kurus,
        cayma_exception: auctions.cayma_exception,
        seller_title: users.title,
        fee: setting(BUYER_FEE_KEY).as('pi_fee'),
        pay_days: setting(PAY_DEADLINE_KEY).as('pi_pay_days'),
        ...sellerIdentityColumns(sql`${auctions.seller_id}`, 'pi'),
      })
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(eq(auctions.id, auctionId))
      .limit(1),
    db.select().from(site_info).where(eq(site_info.id, 1)).limit(1),
    db
      .select({ price_kurus: cargo_channels.price_kurus })
      .from(cargo_channels)
      .where(eq(cargo_channels.is_active, true))
      .orderBy(asc(cargo_channels.price_kurus))
      .limit(1),
    db
      .select()
      .from(preinfo_confirmations)
      .where(and(eq(preinfo_confirmations.user_id, userId ?? 0), eq(preinfo_confirmations.auction_id, auctionId)))
      .limit(1),
    db
      .select({ caption: auction_condition_photos.caption })
      .from(auction_condition_photos)
      .where(eq(auction_condition_photos.auction_id, auctionId))
      .orderBy(asc(auction_condition_photos.position), asc(auction_condition_photos.id)),
  ])
  const lot = head[0]
  if (!lot || (!o.anyState && lot.approved !== APPROVAL.approved)) throw notFound(tr.storefront.auctionNotFound)
  const site = platform[0]
  const fee = Number(lot.fee)
  const sections = preinfoSections({
    auction: { ...lot, condition_photo_captions: conditionPhotos.map((p) => p.caption) },
    seller: { title: lot.seller_title, identity: identityOf(lot) },
    platform: {
      name: site?.company_name ?? '',
      address: site?.company_address ?? '',
      mersis: site?.mersis_no ?? null,
      phone: site?.customer_service_phone ?? '',
      email: site?.company_email ?? '',
    },
    buyerFeeBp: Number.isInteger(fee) && fee >= 0 && fee <= 10_000 ? fee : 0,
    cargoKurus: cargo[0]?.price_kurus ?? 0,
    payDays: readPayDeadlineDays(lot.pay_days),
  })
  return { lot, sections, version: await preinfoVersion(sections), confirmation: confirmation[0] ?? null }
}

/** GET /api/auctions/{id}/preinfo (guests read it too; a member also learns whether they confirmed). */
export async function getPreinfo(db: Db, auctionId: number, userId: number | null) {
  const f = await loadFacts(db, auctionId, userId)
  return {
    auction_id: f.lot.id,
    version: f.version,
    title: tr.preinfo.title,
    lead: tr.preinfo.lead,
    cayma_applies: identityOf(f.lot).kind === 'ticari' && !f.lot.cayma_exception,
    sections: f.sections,
    confirmed_at: toWireTimeOrNull(f.confirmation?.confirmed_at),
  }
}

/**
 * POST /api/auctions/{id}/preinfo: records that the member read `version` (which must be the text shown
 * now) of an open lot. Once per member and lot: a second confirmation keeps the first one's version and time.
 */
export async function confirmPreinfo(db: Db, user: { id: number }, auctionId: number, version: string, now = Date.now()) {
  const f = await loadFacts(db, auctionId, user.id)
  if (f.confirmation) return { message: tr.preinfo.confirmed, version: f.confirmation.version, confirmed_at: toWireTime(f.confirmation.confirmed_at) }
  if (f.lot.closed_at !== null) throw new ApiError(422, { message: tr.preinfo.notOpen, errors: { auction_id: [tr.preinfo.notOpen] } })
  if (f.lot.seller_id === user.id) throw new ApiError(422, { message: tr.preinfo.ownLot, errors: { auction_id: [tr.preinfo.ownLot] } })
  if (version !== f.version) throw invalidField('version', tr.preinfo.versionChanged)
  await db.batch([
    db.insert(preinfo_texts).values({ version, sections: f.sections, created_at: now }).onConflictDoNothing(),
    db.insert(preinfo_confirmations).values({ user_id: user.id, auction_id: auctionId, version, confirmed_at: now }).onConflictDoNothing(),
  ])
  return { message: tr.preinfo.confirmed, version, confirmed_at: toWireTime(now) }
}

/**
 * The lot's pre-information as it reads now, whatever the lot's state: for the contract of a sale whose buyer has
 * no confirmation on record (a bid placed before confirmations were recorded). Null when the lot is gone.
 */
export async function currentPreinfo(db: Db, auctionId: number) {
  try {
    const f = await loadFacts(db, auctionId, null, { anyState: true })
    return { version: f.version, sections: f.sections }
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}
