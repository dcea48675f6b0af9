// Shared column helpers: times are integer UTC milliseconds, money is integer kuruş.
import { integer, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'

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
export const kurus = (name: string) => integer(name).notNull().default(0)
/** A required foreign key to another table's integer column; without onDelete the database's default (no action). */
export const ref = (name: string, target: () => AnySQLiteColumn, onDelete?: OnDelete) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {})
