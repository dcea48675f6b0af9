// Shared column helpers: times are integer UTC milliseconds, money is integer kuruş.
import { integer, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'

type OnDelete = 'cascade' | 'restrict' | 'set null'

export const id = () => integer('id').primaryKey({ autoIncrement: true })
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .$defaultFn(() => Date.now())
export const updatedAt = () =>
  integer('updated_at')
    .notNull()
    .$defaultFn(() => Date.now())
    .$onUpdateFn(() => Date.now())
/** When a row was made and last changed: the pair most tables end with. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() })
/** A stored picture: its key in R2 (uploads) or a path under the SPA's assets (demo data), its thumbnail and size. */
export const photo = () => ({
  image_path: text('image_path').notNull(),
  thumbnail_path: text('thumbnail_path').notNull(),
  width: integer('width'),
  height: integer('height'),
})
/** A heading of a list the editors order (support titles, blog categories): its title, unique slug and place. */
export const heading = () => ({
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  sort_order: integer('sort_order').notNull().default(0),
})
/** A named block of the home page (a carousel, a video block), found by its unique slug. */
export const namedBlock = () => ({
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
})
export const kurus = (name: string) => integer(name).notNull().default(0)
/** A required foreign key to another table's integer column; without onDelete the database's default (no action). */
export const ref = (name: string, target: () => AnySQLiteColumn, onDelete?: OnDelete) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {})
