// Shared column helpers: times are integer UTC milliseconds, money is integer kuruş. The helpers that point at a
// member are beside `users` in members.ts, those that point at a lot in _refs.ts (they need those tables, which
// use these).
import { integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn, type SQLiteColumnBuilderBase } from 'drizzle-orm/sqlite-core'

export type OnDelete = 'cascade' | 'restrict' | 'set null'
type Target = () => AnySQLiteColumn

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
/** Where a row stands among its siblings in a list the editors order (lowest first). */
export const sortOrder = () => integer('sort_order').notNull().default(0)
/** A heading of a list the editors order (support titles, blog categories): its title, unique slug and place. */
export const heading = () => ({
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  sort_order: sortOrder(),
})
/** A named block of the home page (a carousel, a video block), found by its unique slug. */
export const namedBlock = () => ({
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
})
const requiredText = (name: string) => text(name).notNull()
/** A required name and its normalized form (`<name>_normalized`), the one lookups, uniqueness and sorting use. */
export const withNormalized = <K extends string>(name: K) =>
  ({ [name]: requiredText(name), [`${name}_normalized`]: requiredText(`${name}_normalized`) }) as Record<
    K | `${K}_normalized`,
    ReturnType<typeof requiredText>
  >
export const kurus = (name: string) => integer(name).notNull().default(0)
/** A count that starts at nothing (attempts, views, clicks, bids). */
export const counter = (name: string) => integer(name).notNull().default(0)
/** A yes/no switch stored as 0/1, with the value a new row takes. */
export const flag = (name: string, initial: boolean) => integer(name, { mode: 'boolean' }).notNull().default(initial)
/**
 * A row's state as text from a fixed list; a new row starts at the list's first state (a job's `pending`, an
 * offer's `open`), so the list is written in the order a row goes through it.
 */
export const state = <U extends string, T extends Readonly<[U, ...U[]]>>(name: string, states: T) =>
  text(name, { enum: states }).notNull().default(states[0])
/** A required foreign key to another table's integer column; without onDelete the database's default (no action). */
export const ref = (name: string, target: Target, onDelete?: OnDelete) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {})
/**
 * A row that belongs to a row of another table (a lot's photo, a ticket's reply, an order's item): its own id,
 * then the parent's, the column named `key`.
 */
export const childOf = <K extends string>(key: K, target: Target, onDelete?: OnDelete) =>
  ({ id: id(), [key]: ref(key, target, onDelete) }) as { id: ReturnType<typeof id> } & Record<K, ReturnType<typeof ref>>
/**
 * A table of numbered places under a parent row (label N of a property group, property N of a lot): as `childOf`,
 * N, and its own columns (`own`); one row per parent and N.
 */
export function numberedTable<N extends string, K extends string, C extends Record<string, SQLiteColumnBuilderBase>>(
  name: N,
  key: K,
  target: Target,
  own: C,
) {
  const place = { ...childOf(key, target, 'cascade'), position: integer('position').notNull() }
  return sqliteTable(name, { ...place, ...own }, (t) => [uniqueIndex(`${name}_uq`).on(t[key] as AnySQLiteColumn, t.position)])
}
/** The optional twin of `ref`: null while the row points at nothing. */
export const optionalRef = (name: string, target: Target, onDelete?: OnDelete) =>
  integer(name).references(target, onDelete ? { onDelete } : {})
/** A row that exists at most once for a row of another table: that row's id is its key. */
export const keyRef = (name: string, target: Target, onDelete: OnDelete) => integer(name).primaryKey().references(target, { onDelete })
