// Categories (three levels), property groups and brands:
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, flag, id, numberedTable, optionalRef, sortOrder, withNormalized } from './_columns.ts'

export const property_groups = sqliteTable('property_groups', {
  id: id(),
  title: text('title').notNull(),
  created_at: createdAt(),
})

/** label_1..15 of a property group: a title and its comma-separated choices. */
export const property_group_labels = numberedTable('property_group_labels', 'property_group_id', () => property_groups.id, {
  title: text('title').notNull(),
  values: text('values').notNull(),
})

export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    parent_id: optionalRef('parent_id', (): AnySQLiteColumn => categories.id, 'restrict'),
    level: integer('level').notNull(),
    slug: text('slug').notNull(),
    ...withNormalized('title'),
    show_brand: integer('show_brand').notNull().default(1),
    /** 1 cargo, 2 freight. */
    shipping_type: integer('shipping_type').notNull().default(1),
    property_group_id: optionalRef('property_group_id', () => property_groups.id, 'set null'),
    sort_order: sortOrder(),
    is_active: flag('is_active', true),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parent_id, t.sort_order)],
)

export const brands = sqliteTable(
  'brands',
  {
    id: id(),
    slug: text('slug').notNull(),
    ...withNormalized('title'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_title_idx').on(t.title_normalized)],
)
