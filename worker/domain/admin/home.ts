// Console: what the home page shows besides auctions — banners (placements 0, 1, 2 and the popup 5,
// desktop and phone images), the carousel and the video block.
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { BannerForm, BlockForm, CarouselItemForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, banners, carousel_items, carousels, categories, video_items, videos } from '../../db/schema/index.ts'
import { auditedWrites, createAudited, deleteAudited, findAudited, updateAudited, type ConsoleWrite, type RowWrites } from './audited.ts'
import { assertImagesExist, resolveSlug } from './common.ts'

const m = tr.admin
/** The slug the home page reads (GET /api/carousels/anasayfa, /api/videos/anasayfa). */
export const HOME_SLUG = 'anasayfa'

// ---- banners ---------------------------------------------------------------------------------

export const listAllBanners = (db: Db) =>
  db
    .select({ banner: banners, category_title: sql<string | null>`${categories.title}`.as('category_title') })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.category_id))
    .orderBy(asc(banners.banner_placement), asc(banners.sort_order), asc(banners.id))

async function checkBanner({ db, photos }: ConsoleWrite, f: BannerForm) {
  if (f.category_id != null) {
    const c = await db.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, f.category_id) })
    if (!c) throw invalidField('category_id', m.categoryNotFound)
  }
  await assertImagesExist(photos, { banner_image: f.banner_image, banner_image_mobile: f.banner_image_mobile })
}

export const bannerWrites = auditedWrites({ table: banners, entity: 'banner', notFound: m.bannerNotFound }, { check: checkBanner })

// ---- carousels and video blocks (a named list of items) -------------------------------------

const blockTables = {
  carousel: { table: carousels, entity: 'carousel', notFound: m.carouselNotFound, unique: 'slug', items: carousel_items, parent: carousel_items.carousel_id },
  video: { table: videos, entity: 'video', notFound: m.videoNotFound, unique: 'slug', items: video_items, parent: video_items.video_id },
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

const findBlock = (db: Db, kind: BlockKind, id: number) => findAudited<typeof carousels | typeof videos>(db, blockTables[kind], id)

async function createBlock({ db, editor }: ConsoleWrite, kind: BlockKind, f: BlockForm) {
  const t = blockTables[kind]
  const slug = await resolveSlug(db, { table: t.table, slug: t.table.slug, id: t.table.id }, { requested: f.slug, title: f.title })
  return createAudited<typeof carousels | typeof videos>(db, editor.id, t, { title: f.title, slug })
}

async function updateBlock({ db, editor }: ConsoleWrite, kind: BlockKind, id: number, f: BlockForm) {
  const t = blockTables[kind]
  const before = await findBlock(db, kind, id)
  if (before.slug === HOME_SLUG && f.slug && f.slug !== HOME_SLUG) throw invalidField('slug', m.homeBlockLocked)
  const slug = await resolveSlug(
    db,
    { table: t.table, slug: t.table.slug, id: t.table.id },
    { requested: f.slug, title: f.title, current: before.slug, exceptId: id },
  )
  await updateAudited<typeof carousels | typeof videos>(db, editor.id, t, before, { title: f.title, slug })
}

async function deleteBlock({ db, editor }: ConsoleWrite, kind: BlockKind, id: number) {
  const t = blockTables[kind]
  const before = await findBlock(db, kind, id)
  if (before.slug === HOME_SLUG) throw conflict(m.homeBlockLocked)
  const [n] = await db.select({ n: count() }).from(t.items).where(eq(t.parent, id))
  await deleteAudited<typeof carousels | typeof videos>(db, editor.id, t, before, { ...before, items: n?.n ?? 0 })
}

/** A carousel's or a video block's writes. */
export const blockWrites = (kind: BlockKind): RowWrites<BlockForm> => ({
  create: (w, f) => createBlock(w, kind, f),
  update: (w, id, f) => updateBlock(w, kind, id, f),
  remove: (w, id) => deleteBlock(w, kind, id),
})

// ---- carousel items ---------------------------------------------------------------------------

export const carouselItemWrites = auditedWrites<typeof carousel_items, CarouselItemForm>(
  { table: carousel_items, entity: 'carousel_item', notFound: m.carouselItemNotFound },
  {
    check: ({ photos }, f) => assertImagesExist(photos, { image_path: f.image_path }),
    parent: { column: 'carousel_id', find: ({ db }, id) => findBlock(db, 'carousel', id) },
  },
)

// ---- video items -----------------------------------------------------------------------------

async function checkVideoItem({ db, photos }: ConsoleWrite, f: VideoItemForm) {
  if (f.auction_id != null) {
    const a = await db.query.auctions.findFirst({ columns: { id: true }, where: eq(auctions.id, f.auction_id) })
    if (!a) throw invalidField('auction_id', m.videoAuctionNotFound)
  }
  await assertImagesExist(photos, { video_image: f.video_image, video_image_mobile: f.video_image_mobile })
}

export const videoItemWrites = auditedWrites<typeof video_items, VideoItemForm>(
  { table: video_items, entity: 'video_item', notFound: m.videoItemNotFound },
  { check: checkVideoItem, parent: { column: 'video_id', find: ({ db }, id) => findBlock(db, 'video', id) } },
)
