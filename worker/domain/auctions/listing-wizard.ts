// The seller's wizard on the server (POST /api/addAuction,
// GET /api/brands, GET /api/propertygroups). A new listing waits for an editor (approved 0); its
// photos go to R2 under content-hashed keys, and the auction, its photos, its properties and its
// search row are written in one db.batch, so a listing is never half there.
import { APPROVAL } from '#common/approval.ts'
import { forbidden, invalidField, unauthenticated } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import {
  categoryChoice,
  labelsOfGroup,
  type CategoryFacts,
  type ListingContext,
  type ListingFields,
  type PropertyLabel,
} from '#common/schemas/listing.ts'
import { auctionSearchText } from '#common/search.ts'
import { slugify, trCompare, trFold } from '#common/text.ts'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import {
  auction_condition_photos,
  auction_images,
  auction_properties,
  auctions,
  brands,
  categories,
  property_group_labels,
  property_groups,
  seller_identities,
  users,
} from '../../db/schema/index.ts'
import { randomHex } from '../../lib/crypto.ts'
import { htmlText, sanitizeHtml } from '../../lib/html.ts'
import { storePhoto, type CheckedImage } from '../../lib/images.ts'
import { auditRow } from '../platform/audit.ts'
import { reserveThresholdQuery } from './reserve-threshold.ts'
import { readReserveThresholdTl } from '#common/reserve.ts'

/** The FTS5 table of migrations/0001_search.sql, declared here only to write to it in a batch (drizzle-kit never sees it). */
const auctionsFts = sqliteTable('auctions_fts', { rowid: integer('rowid'), search_text: text('search_text') })

/**
 * The seller's declarations (cultural property, a cayma exception: docs/law.md "Cultural property"), audited in
 * the listing's own batch with the seller as the actor; the checks before it are law/lot-law.ts checkDeclarations.
 */
const declarationAudit = (db: Db, sellerId: number, auctionId: SQL, f: ListingFields) =>
  auditRow(db, sellerId, {
    action: 'create',
    entity: 'lot_declaration',
    entityId: sql`CAST(${auctionId} AS TEXT)`,
    detail: { cultural_property: f.cultural_property, cultural_document_kind: f.cultural_document_kind, cayma_exception: f.cayma_exception },
  })

export async function listBrands(db: Db) {
  const rows = await db.select({ id: brands.id, title: brands.title, slug: brands.slug }).from(brands)
  return rows.sort((a, b) => trCompare(a.title, b.title))
}

/** Every property group with its labels (label_1..15), for GET /api/propertygroups. */
export async function listPropertyGroups(db: Db, ids?: number[]) {
  const [groups, labels] = await db.batch([
    db
      .select()
      .from(property_groups)
      .where(ids ? inArray(property_groups.id, ids) : undefined)
      .orderBy(asc(property_groups.id)),
    db
      .select()
      .from(property_group_labels)
      .where(ids ? inArray(property_group_labels.property_group_id, ids) : undefined)
      .orderBy(asc(property_group_labels.position)),
  ])
  return groups.map((g) => ({ group: g, labels: labels.filter((l) => l.property_group_id === g.id) }))
}
export type PropertyGroupRows = Awaited<ReturnType<typeof listPropertyGroups>>

/**
 * Only members with a verified phone and a payout account may sell (docs/member-rules.md). Answers the seller's
 * kind and cultural-property permit, which the lot's declarations are checked against (docs/law.md).
 */
export async function assertCanSell(db: Db, userId: number) {
  const [user, identity] = await db.batch([
    db
      .select({ phone_verified_at: users.phone_verified_at, bank_iban: users.bank_iban, first_name: users.first_name, last_name: users.last_name, tckn: users.tckn })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ kind: seller_identities.kind, permit: seller_identities.cultural_permit_no })
      .from(seller_identities)
      .where(eq(seller_identities.user_id, userId))
      .limit(1),
  ])
  const u = user[0]
  if (!u) throw unauthenticated()
  if (!u.phone_verified_at || !u.bank_iban || !u.first_name || !u.last_name || !u.tckn) throw forbidden(tr.listing.profileIncomplete)
  return { trader: identity[0]?.kind === 'ticari', permit: identity[0]?.permit ?? null }
}

/** The facts the shared listing rules need: active categories and the labels of one property group. */
export async function listingContext(db: Db, raw: Record<string, unknown>, now = Date.now()): Promise<ListingContext> {
  const [rows, threshold] = await db.batch([db.select().from(categories).where(eq(categories.is_active, true)), reserveThresholdQuery(db)])
  const facts: CategoryFacts[] = rows.map((c) => ({
    id: c.id,
    parent: c.parent_id ?? 0,
    level: c.level,
    show_brand: c.show_brand,
    shipping_type: c.shipping_type,
    property_group: c.property_group_id,
    slug: c.slug,
  }))
  const id = (k: string) => (/^\d{1,9}$/.test(String(raw[k] ?? '').trim()) ? Number(String(raw[k]).trim()) : null)
  const { propertyGroup } = categoryChoice(
    { categories: facts },
    { c1: id('category_1_id'), c2: id('category_2_id'), c3: id('category_3_id') },
  )
  const labels = new Map<number, PropertyLabel[]>()
  if (propertyGroup != null) {
    const [group] = await listPropertyGroups(db, [propertyGroup])
    labels.set(propertyGroup, group ? labelsOfGroup(toGroupShape(group)) : [])
  }
  return { categories: facts, labelsOf: (g) => labels.get(g) ?? [], now, reserveThresholdKurus: readReserveThresholdTl(threshold[0]?.value) * 100 }
}

/** { id, title, label_1: {title, values} | null, … label_15 }. */
export function toGroupShape({ group, labels }: PropertyGroupRows[number]) {
  const out: Record<string, unknown> = { id: group.id, title: group.title }
  for (let i = 1; i <= 15; i++) {
    const l = labels.find((x) => x.position === i)
    out[`label_${i}`] = l ? { title: l.title, values: l.values } : null
  }
  return out
}

/** An existing brand by id or by its title (any case); a new title is remembered when the listing is saved. */
export async function resolveBrand(db: Db, brand: ListingFields['brand']) {
  if (!brand) return null
  if ('id' in brand) {
    const row = await db.query.brands.findFirst({ where: eq(brands.id, brand.id) })
    if (!row) throw invalidField('brand', tr.listing.brandRequired)
    return { id: row.id, title: row.title, isNew: false }
  }
  const slug = slugify(brand.title)
  if (!slug) throw invalidField('brand', tr.listing.brandRequired)
  const row = await db.query.brands.findFirst({ where: eq(brands.slug, slug) })
  return row ? { id: row.id, title: row.title, isNew: false } : { id: null, title: brand.title, slug, isNew: true }
}
type ResolvedBrand = Awaited<ReturnType<typeof resolveBrand>>

async function brandId(db: Db, brand: ResolvedBrand) {
  if (!brand) return null
  if (brand.id != null) return brand.id
  const slug = slugify(brand.title)
  await db
    .insert(brands)
    .values({ title: brand.title, slug, title_normalized: trFold(brand.title) })
    .onConflictDoNothing()
  return (await db.query.brands.findFirst({ columns: { id: true }, where: eq(brands.slug, slug) }))?.id ?? null
}

export type Photo = { image: CheckedImage; thumb: CheckedImage }
/** The gallery's photos and the condition report's own (each with its caption, by place: fields.condition_captions). */
export type ListingPhotos = { gallery: Photo[]; condition: Photo[] }

/** Puts each photo and its thumbnail in R2 (worker/lib/images.ts), answering the keys to write. */
const storeAll = (bucket: R2Bucket, photos: Photo[]) =>
  Promise.all(
    photos.map(async (p) => ({
      image_path: await storePhoto(bucket, p.image, 'auctions'),
      thumbnail_path: p.thumb === p.image ? null : await storePhoto(bucket, p.thumb, 'thumbs'),
      size: p.image.size,
    })),
  )
type StoredPhoto = Awaited<ReturnType<typeof storeAll>>[number]
const photoRow = (p: StoredPhoto, position: number, auctionId: SQL, now: number) => ({
  auction_id: auctionId,
  position,
  image_path: p.image_path,
  thumbnail_path: p.thumbnail_path ?? p.image_path,
  width: p.size?.width ?? null,
  height: p.size?.height ?? null,
  created_at: now,
})

/** Stores the photos, then the listing in one batch. Returns its id and slug. */
export async function createListing(
  db: Db,
  bucket: R2Bucket,
  sellerId: number,
  fields: ListingFields,
  brand: ResolvedBrand,
  photos: ListingPhotos,
  documentKey: string | null = null,
  now = Date.now(),
) {
  const description = sanitizeHtml(fields.description, 'description', tr.listing.descriptionLabel)
  const cats = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(
      inArray(
        categories.id,
        [fields.category_1_id, fields.category_2_id, fields.category_3_id].filter((x): x is number => x != null),
      ),
    )
  const stored = await storeAll(bucket, photos.gallery)
  const conditionStored = await storeAll(bucket, photos.condition)
  const brandRow = await brandId(db, brand)
  const searchText = auctionSearchText([
    fields.title,
    brand?.title,
    fields.model,
    fields.series,
    ...cats.map((c) => c.title),
    htmlText(description),
  ])
  const values = {
    seller_id: sellerId,
    category_1_id: fields.category_1_id,
    category_2_id: fields.category_2_id,
    category_3_id: fields.category_3_id,
    brand_id: brandRow,
    model: fields.model,
    series: fields.series,
    name: fields.title,
    title: fields.title,
    description,
    opening_price_kurus: fields.opening_price_kurus,
    current_price_kurus: fields.opening_price_kurus,
    buynow_price_kurus: fields.buynow_price_kurus,
    reserve_kurus: fields.reserve_kurus,
    start_time: fields.start_time,
    end_time: fields.end_time,
    approved: APPROVAL.waiting,
    shipping_type: fields.shipping_type,
    shipping_payment_by: fields.shipping_payment_by,
    condition_grade: fields.condition_grade,
    condition_notes: fields.condition_notes,
    cultural_property: fields.cultural_property,
    cultural_document_kind: fields.cultural_document_kind,
    cultural_document_key: fields.cultural_property ? documentKey : null,
    cayma_exception: fields.cayma_exception,
    search_text: searchText,
    created_at: now,
    updated_at: now,
  }
  for (let attempt = 0; ; attempt++) {
    const slug = `${slugify(fields.title).slice(0, 100) || 'mezat'}-${randomHex(3)}`
    const idOfSlug = sql`(select id from auctions where slug = ${slug})`
    try {
      // Later rows find the new auction by its unique slug, so everything goes in one batch.
      await db.batch([
        db.insert(auctions).values({ ...values, slug }),
        ...stored.map((p, position) => db.insert(auction_images).values(photoRow(p, position, idOfSlug, now))),
        ...conditionStored.map((p, position) =>
          db.insert(auction_condition_photos).values({ ...photoRow(p, position, idOfSlug, now), caption: fields.condition_captions[position] ?? null }),
        ),
        ...fields.properties.map((p) =>
          db.insert(auction_properties).values({ auction_id: idOfSlug, position: p.position, label: p.label, value: p.value }),
        ),
        db.insert(auctionsFts).values({ rowid: idOfSlug, search_text: searchText }),
        ...(fields.cultural_property || fields.cayma_exception ? [declarationAudit(db, sellerId, idOfSlug, fields)] : []),
      ])
      const row = await db.query.auctions.findFirst({
        columns: { id: true, slug: true },
        where: and(eq(auctions.slug, slug), eq(auctions.seller_id, sellerId)),
      })
      return row!
    } catch (error) {
      // A slug taken by a listing saved in the same instant: try another suffix once.
      if (
        attempt === 0 &&
        /UNIQUE constraint failed: auctions\.slug/i.test(String((error as Error)?.message) + String((error as { cause?: unknown })?.cause))
      )
        continue
      throw error
    }
  }
}
