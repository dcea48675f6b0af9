// Shared column helpers: times are integer UTC milliseconds, money is integer kuruş.
import { integer } from 'drizzle-orm/sqlite-core'

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
