// Console: what the home page shows besides auctions — banners (placements 0, 1, 2 and the popup 5,
// desktop and phone images), the carousel and the video block.
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { BannerForm, BlockForm, CarouselItemForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, banners, carousel_items, carousels, categories, video_items, videos } from '../../db/schema/index.ts'
import { assertImagesExist, guardUnique, resolveSlug } from './common.ts'
import { found } from '../platform/found.ts'
import { auditRow, changes, lastInsertId, snapshot } from '../platform/audit.ts'

const m = tr.admin
type Editor = { id: number }
/** The slug the home page reads (GET /api/carousels/anasayfa, /api/videos/anasayfa). */
export const HOME_SLUG = 'anasayfa'

// ---- banners ---------------------------------------------------------------------------------

export const listAllBanners = (db: Db) =>
  db
    .select({ banner: banners, category_title: sql<string | null>`${categories.title}`.as('category_title') })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.category_id))
    .orderBy(asc(banners.banner_placement), asc(banners.sort_order), asc(banners.id))

async function checkBanner(db: Db, bucket: R2Bucket, f: BannerForm) {
  if (f.category_id != null) {
    const c = await db.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, f.category_id) })
    if (!c) throw invalidField('category_id', m.categoryNotFound)
  }
  await assertImagesExist(bucket, { banner_image: f.banner_image, banner_image_mobile: f.banner_image_mobile })
}

export async function createBanner(db: Db, bucket: R2Bucket, editor: Editor, f: BannerForm) {
  await checkBanner(db, bucket, f)
  const [rows] = await db.batch([
    db.insert(banners).values(f).returning(),
    auditRow(db, editor.id, { action: 'create', entity: 'banner', entityId: lastInsertId(), detail: snapshot(f) }),
  ])
  return rows[0]!
}

export async function updateBanner(db: Db, bucket: R2Bucket, editor: Editor, id: number, f: BannerForm) {
  const before = found(await db.query.banners.findFirst({ where: eq(banners.id, id) }), m.bannerNotFound)
  await checkBanner(db, bucket, f)
  await db.batch([
    db.update(banners).set(f).where(eq(banners.id, id)),
    auditRow(db, editor.id, { action: 'update', entity: 'banner', entityId: id, detail: changes(before, f) }),
  ])
}

export async function deleteBanner(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.banners.findFirst({ where: eq(banners.id, id) }), m.bannerNotFound)
  await db.batch([
    db.delete(banners).where(eq(banners.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'banner', entityId: id, detail: snapshot(row) }),
  ])
}

// ---- carousels and video blocks (a named list of items) -------------------------------------

const blockTables = {
  carousel: { table: carousels, items: carousel_items, parent: carousel_items.carousel_id, notFound: m.carouselNotFound },
  video: { table: videos, items: video_items, parent: video_items.video_id, notFound: m.videoNotFound },
} as const
export type BlockKind = keyof typeof blockTables

export async function listCarousels(db: Db) {
  const [blocks, items] = await db.batch([
    db.select().from(carousels).orderBy(asc(carousels.id)),
    db.select().from(carousel_items).orderBy(asc(carousel_items.sort_order), asc(carousel_items.id)),
  ])
  return blocks.map((b) => ({ block: b, items: items.filter((i) => i.carousel_id === b.id) }))
}

export async function listVideos(db: Db) {
  const [blocks, items] = await db.batch([
    db.select().from(videos).orderBy(asc(videos.id)),
    db
      .select({ item: video_items, auction_name: sql<string | null>`${auctions.name}`.as('auction_name') })
      .from(video_items)
      .leftJoin(auctions, eq(auctions.id, video_items.auction_id))
      .orderBy(asc(video_items.sort_order), asc(video_items.id)),
  ])
  return blocks.map((b) => ({ block: b, items: items.filter((i) => i.item.video_id === b.id) }))
}

async function findBlock(db: Db, kind: BlockKind, id: number) {
  const t = blockTables[kind]
  const [row] = await db.select().from(t.table).where(eq(t.table.id, id)).limit(1)
  return found(row, t.notFound)
}

export async function createBlock(db: Db, editor: Editor, kind: BlockKind, f: BlockForm) {
  const t = blockTables[kind]
  const slug = await resolveSlug(db, { table: t.table, slug: t.table.slug, id: t.table.id }, { requested: f.slug, title: f.title })
  const [rows] = await guardUnique('slug', () =>
    db.batch([
      db.insert(t.table).values({ title: f.title, slug }).returning(),
      auditRow(db, editor.id, { action: 'create', entity: kind, entityId: lastInsertId(), detail: { title: f.title, slug } }),
    ]),
  )
  return rows[0]!
}

export async function updateBlock(db: Db, editor: Editor, kind: BlockKind, id: number, f: BlockForm) {
  const t = blockTables[kind]
  const before = await findBlock(db, kind, id)
  if (before.slug === HOME_SLUG && f.slug && f.slug !== HOME_SLUG) throw invalidField('slug', m.homeBlockLocked)
  const slug = await resolveSlug(
    db,
    { table: t.table, slug: t.table.slug, id: t.table.id },
    { requested: f.slug, title: f.title, current: before.slug, exceptId: id },
  )
  await guardUnique('slug', () =>
    db.batch([
      db.update(t.table).set({ title: f.title, slug }).where(eq(t.table.id, id)),
      auditRow(db, editor.id, { action: 'update', entity: kind, entityId: id, detail: changes(before, { title: f.title, slug }) }),
    ]),
  )
}

export async function deleteBlock(db: Db, editor: Editor, kind: BlockKind, id: number) {
  const t = blockTables[kind]
  const before = await findBlock(db, kind, id)
  if (before.slug === HOME_SLUG) throw conflict(m.homeBlockLocked)
  const [n] = await db.select({ n: count() }).from(t.items).where(eq(t.parent, id))
  await db.batch([
    db.delete(t.table).where(eq(t.table.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: kind, entityId: id, detail: { ...before, items: n?.n ?? 0 } }),
  ])
}

// ---- carousel items ---------------------------------------------------------------------------

export async function createCarouselItem(db: Db, bucket: R2Bucket, editor: Editor, carouselId: number, f: CarouselItemForm) {
  await findBlock(db, 'carousel', carouselId)
  await assertImagesExist(bucket, { image_path: f.image_path })
  const values = { ...f, carousel_id: carouselId }
  const [rows] = await db.batch([
    db.insert(carousel_items).values(values).returning(),
    auditRow(db, editor.id, { action: 'create', entity: 'carousel_item', entityId: lastInsertId(), detail: snapshot(values) }),
  ])
  return rows[0]!
}

export async function updateCarouselItem(db: Db, bucket: R2Bucket, editor: Editor, id: number, f: CarouselItemForm) {
  const before = found(await db.query.carousel_items.findFirst({ where: eq(carousel_items.id, id) }), m.carouselItemNotFound)
  await assertImagesExist(bucket, { image_path: f.image_path })
  await db.batch([
    db.update(carousel_items).set(f).where(eq(carousel_items.id, id)),
    auditRow(db, editor.id, { action: 'update', entity: 'carousel_item', entityId: id, detail: changes(before, f) }),
  ])
}

export async function deleteCarouselItem(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.carousel_items.findFirst({ where: eq(carousel_items.id, id) }), m.carouselItemNotFound)
  await db.batch([
    db.delete(carousel_items).where(eq(carousel_items.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'carousel_item', entityId: id, detail: snapshot(row) }),
  ])
}

// ---- video items -----------------------------------------------------------------------------

async function checkVideoItem(db: Db, bucket: R2Bucket, f: VideoItemForm) {
  if (f.auction_id != null) {
    const a = await db.query.auctions.findFirst({ columns: { id: true }, where: eq(auctions.id, f.auction_id) })
    if (!a) throw invalidField('auction_id', m.videoAuctionNotFound)
  }
  await assertImagesExist(bucket, { video_image: f.video_image, video_image_mobile: f.video_image_mobile })
}

export async function createVideoItem(db: Db, bucket: R2Bucket, editor: Editor, videoId: number, f: VideoItemForm) {
  await findBlock(db, 'video', videoId)
  await checkVideoItem(db, bucket, f)
  const values = { ...f, video_id: videoId }
  const [rows] = await db.batch([
    db.insert(video_items).values(values).returning(),
    auditRow(db, editor.id, { action: 'create', entity: 'video_item', entityId: lastInsertId(), detail: snapshot(values) }),
  ])
  return rows[0]!
}

export async function updateVideoItem(db: Db, bucket: R2Bucket, editor: Editor, id: number, f: VideoItemForm) {
  const before = found(await db.query.video_items.findFirst({ where: eq(video_items.id, id) }), m.videoItemNotFound)
  await checkVideoItem(db, bucket, f)
  await db.batch([
    db.update(video_items).set(f).where(eq(video_items.id, id)),
    auditRow(db, editor.id, { action: 'update', entity: 'video_item', entityId: id, detail: changes(before, f) }),
  ])
}

export async function deleteVideoItem(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.video_items.findFirst({ where: eq(video_items.id, id) }), m.videoItemNotFound)
  await db.batch([
    db.delete(video_items).where(eq(video_items.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'video_item', entityId: id, detail: snapshot(row) }),
  ])
}
