// Console: the category tree (three levels, show_brand, shipping_type, property group), property
// groups (label_1..15 with comma-separated values) and brands. Decisions: worker/routes/admin/README.md.
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { BrandForm, CategoryForm, PropertyGroupForm } from '#common/schemas/admin-catalogue.ts'
import { trFold } from '#common/text.ts'
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, brands, categories, property_group_labels, property_groups } from '../../db/schema/index.ts'
import { createAudited, deleteAudited, findAudited, updateAudited, type ConsoleWrite, type RowWrites } from './audited.ts'
import { resolveSlug } from './common.ts'
import { auditRow, changes } from '../platform/audit.ts'

const m = tr.admin

// ---- categories ------------------------------------------------------------------------------

/** Every category (inactive ones too), parents first, with how many auctions and children each has. */
export async function listAllCategories(db: Db) {
  const [rows, by1, by2, by3] = await db.batch([
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort_order), asc(categories.id)),
    db.select({ id: auctions.category_1_id, n: count() }).from(auctions).groupBy(auctions.category_1_id),
    db.select({ id: auctions.category_2_id, n: count() }).from(auctions).groupBy(auctions.category_2_id),
    db.select({ id: auctions.category_3_id, n: count() }).from(auctions).groupBy(auctions.category_3_id),
  ])
  const counts = new Map<number, number>()
  for (const r of [...by1, ...by2, ...by3]) if (r.id != null) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n)
  return rows.map((c) => ({ ...c, auction_count: counts.get(c.id) ?? 0, child_count: rows.filter((x) => x.parent_id === c.id).length }))
}

async function parentOf(db: Db, parentId: number | null) {
  if (parentId == null) return null
  const parent = await db.query.categories.findFirst({ where: eq(categories.id, parentId) })
  if (!parent) throw invalidField('parent_id', m.parentNotFound)
  if (parent.level >= 3) throw invalidField('parent_id', m.parentTooDeep)
  return parent
}

async function assertGroup(db: Db, groupId: number | null) {
  if (groupId == null) return
  const g = await db.query.property_groups.findFirst({ columns: { id: true }, where: eq(property_groups.id, groupId) })
  if (!g) throw invalidField('property_group_id', m.propertyGroupNotFound)
}

const slugTarget = { table: categories, slug: categories.slug, id: categories.id }
const category = { table: categories, entity: 'category', notFound: m.categoryNotFound, unique: 'slug' }
const categoryValues = (f: CategoryForm, slug: string, level: number) => ({
  title: f.title,
  title_normalized: trFold(f.title),
  slug,
  parent_id: f.parent_id,
  level,
  show_brand: f.show_brand ? 1 : 0,
  shipping_type: f.shipping_type,
  property_group_id: f.property_group_id,
  sort_order: f.sort_order,
  is_active: f.is_active,
})

async function createCategory({ db, editor }: ConsoleWrite, f: CategoryForm) {
  const parent = await parentOf(db, f.parent_id)
  await assertGroup(db, f.property_group_id)
  const slug = await resolveSlug(db, slugTarget, { requested: f.slug, title: f.title })
  return createAudited(db, editor.id, category, categoryValues(f, slug, parent ? parent.level + 1 : 1))
}

/**
 * Moving a category keeps its level (a sub-category goes under another main category, a third-level
 * one under another sub-category), so the auctions filed under it move along: their upper category
 * columns follow the new parent in the same batch.
 */
async function updateCategory({ db, editor }: ConsoleWrite, id: number, f: CategoryForm) {
  const before = await findAudited(db, category, id)
  const parent = await parentOf(db, f.parent_id)
  const level = parent ? parent.level + 1 : 1
  if (level !== before.level) throw invalidField('parent_id', m.categoryMoveLevel)
  await assertGroup(db, f.property_group_id)
  const slug = await resolveSlug(db, slugTarget, { requested: f.slug, title: f.title, current: before.slug, exceptId: id })
  const values = categoryValues(f, slug, level)
  const moved = before.parent_id !== values.parent_id
  const follow =
    moved && parent
      ? level === 2
        ? // its own auctions and those of its third-level children all carry category_2_id = id
          [db.update(auctions).set({ category_1_id: parent.id }).where(eq(auctions.category_2_id, id))]
        : [db.update(auctions).set({ category_2_id: parent.id, category_1_id: parent.parent_id! }).where(eq(auctions.category_3_id, id))]
      : []
  await updateAudited(db, editor.id, category, before, values, { extra: follow })
}

async function deleteCategory({ db, editor }: ConsoleWrite, id: number) {
  const row = await findAudited(db, category, id)
  const [children, used] = await db.batch([
    db.select({ n: count() }).from(categories).where(eq(categories.parent_id, id)),
    db
      .select({ n: count() })
      .from(auctions)
      .where(or(eq(auctions.category_1_id, id), eq(auctions.category_2_id, id), eq(auctions.category_3_id, id))),
  ])
  if ((children[0]?.n ?? 0) > 0) throw conflict(m.categoryHasChildren)
  const n = used[0]?.n ?? 0
  if (n > 0) throw conflict(m.categoryHasAuctions(n))
  await deleteAudited(db, editor.id, category, row)
}
export const categoryWrites: RowWrites<CategoryForm> = { create: createCategory, update: updateCategory, remove: deleteCategory }


// ---- property groups -------------------------------------------------------------------------

export async function listGroups(db: Db) {
  const [groups, labels, used] = await db.batch([
    db.select().from(property_groups).orderBy(asc(property_groups.title), asc(property_groups.id)),
    db.select().from(property_group_labels).orderBy(asc(property_group_labels.property_group_id), asc(property_group_labels.position)),
    db
      .select({ group_id: categories.property_group_id, n: count() })
      .from(categories)
      .where(sql`${categories.property_group_id} is not null`)
      .groupBy(categories.property_group_id),
  ])
  const counts = new Map(used.map((u) => [u.group_id, u.n]))
  return groups.map((g) => ({
    group: g,
    labels: labels.filter((l) => l.property_group_id === g.id),
    category_count: counts.get(g.id) ?? 0,
  }))
}

const propertyGroup = { table: property_groups, entity: 'property_group', notFound: m.propertyGroupNotFound }
const labelRows = (groupId: number | SQL, labels: PropertyGroupForm['labels']) =>
  labels.map((l) => ({ property_group_id: groupId as number, position: l.position, title: l.title, values: l.values }))
/** The group inserted earlier in the same batch (a batch is one transaction; ids only grow). */
const newGroupId = sql`(select max(id) from property_groups)`

async function createGroup({ db, editor }: ConsoleWrite, f: PropertyGroupForm) {
  const [rows] = await db.batch([
    db.insert(property_groups).values({ title: f.title }).returning(),
    ...(f.labels.length ? [db.insert(property_group_labels).values(labelRows(newGroupId, f.labels))] : []),
    auditRow(db, editor.id, {
      action: 'create',
      entity: 'property_group',
      entityId: sql`CAST(${newGroupId} AS TEXT)`,
      detail: { title: f.title, labels: f.labels },
    }),
  ])
  return rows[0]!
}

async function updateGroup({ db, editor }: ConsoleWrite, id: number, f: PropertyGroupForm) {
  const before = await findAudited(db, propertyGroup, id)
  const oldLabels = await db.select().from(property_group_labels).where(eq(property_group_labels.property_group_id, id))
  const beforeShape = { title: before.title, labels: oldLabels.map((l) => ({ position: l.position, title: l.title, values: l.values })) }
  await db.batch([
    db.update(property_groups).set({ title: f.title }).where(eq(property_groups.id, id)),
    db.delete(property_group_labels).where(eq(property_group_labels.property_group_id, id)),
    ...(f.labels.length ? [db.insert(property_group_labels).values(labelRows(id, f.labels))] : []),
    auditRow(db, editor.id, {
      action: 'update',
      entity: 'property_group',
      entityId: id,
      detail: changes(beforeShape, { title: f.title, labels: f.labels }),
    }),
  ])
}

async function deleteGroup({ db, editor }: ConsoleWrite, id: number) {
  const row = await findAudited(db, propertyGroup, id)
  const [used] = await db.select({ n: count() }).from(categories).where(eq(categories.property_group_id, id))
  if ((used?.n ?? 0) > 0) throw conflict(m.propertyGroupInUse(used!.n))
  await deleteAudited(db, editor.id, propertyGroup, row)
}
export const propertyGroupWrites: RowWrites<PropertyGroupForm> = { create: createGroup, update: updateGroup, remove: deleteGroup }

// ---- brands ----------------------------------------------------------------------------------

export const BRANDS_PER_PAGE = 50

/** Brands A–Z in Turkish order, filtered by a folded search ("sinan" finds "Şinan"), with use counts. */
export async function listBrandsPage(db: Db, q: string | undefined, page: number) {
  const where = q ? sql`${brands.title_normalized} LIKE ${`%${trFold(q).replace(/[%_]/g, '')}%`}` : undefined
  const [rows, totals] = await db.batch([
    db
      .select({
        brand: brands,
        auction_count: sql<number>`(select count(*) from auctions a where a.brand_id = ${brands.id})`.as('auction_count'),
      })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.title_normalized), asc(brands.id))
      .limit(BRANDS_PER_PAGE)
      .offset((page - 1) * BRANDS_PER_PAGE),
    db.select({ n: count() }).from(brands).where(where),
  ])
  return { rows, total: totals[0]?.n ?? 0 }
}

async function assertBrandFree(db: Db, title: string, exceptId?: number) {
  const same = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.title_normalized, trFold(title)), exceptId ? sql`${brands.id} <> ${exceptId}` : undefined))
    .limit(1)
  if (same.length) throw invalidField('title', m.brandTaken)
}

const brandSlug = { table: brands, slug: brands.slug, id: brands.id }
const brand = { table: brands, entity: 'brand', notFound: m.brandNotFound, unique: 'slug' }

async function createBrand({ db, editor }: ConsoleWrite, f: { title: string; slug: string | null }) {
  await assertBrandFree(db, f.title)
  const slug = await resolveSlug(db, brandSlug, { requested: f.slug, title: f.title })
  return createAudited(db, editor.id, brand, { title: f.title, slug, title_normalized: trFold(f.title) }, { detail: { title: f.title, slug } })
}

async function updateBrand({ db, editor }: ConsoleWrite, id: number, f: { title: string; slug: string | null }) {
  const before = await findAudited(db, brand, id)
  await assertBrandFree(db, f.title, id)
  const slug = await resolveSlug(db, brandSlug, { requested: f.slug, title: f.title, current: before.slug, exceptId: id })
  const values = { title: f.title, slug, title_normalized: trFold(f.title) }
  await updateAudited(db, editor.id, brand, before, values, { detail: changes(before, { title: f.title, slug }) })
}

async function deleteBrand({ db, editor }: ConsoleWrite, id: number) {
  const row = await findAudited(db, brand, id)
  const [used] = await db.select({ n: count() }).from(auctions).where(eq(auctions.brand_id, id))
  if ((used?.n ?? 0) > 0) throw conflict(m.brandInUse(used!.n))
  await deleteAudited(db, editor.id, brand, row, { title: row.title, slug: row.slug })
}
export const brandWrites: RowWrites<BrandForm> = { create: createBrand, update: updateBrand, remove: deleteBrand }
