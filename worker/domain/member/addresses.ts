// Delivery addresses: a member has at most 20, exactly one of them the
// default whenever they have any. City and town must be a real il and ilçe, and the postal code
// must belong to the il (its first two digits are the plate number; docs/member-rules.md).
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { ADDRESS_LIMIT, type AddressFields } from '#common/schemas/address.ts'
import { and, count, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { delivery_addresses } from '../../db/schema/index.ts'
import { findDistrict, findProvince } from '../content/geo.ts'

export const listAddresses = (db: Db, userId: number) =>
  db
    .select()
    .from(delivery_addresses)
    .where(eq(delivery_addresses.user_id, userId))
    .orderBy(desc(delivery_addresses.is_default), desc(delivery_addresses.created_at), desc(delivery_addresses.id))

/** The il and ilçe as the geo tables spell them; 422 when they are not real or the postal code is another il's. */
async function placeOf(db: Db, input: AddressFields) {
  const province = await findProvince(db, input.city)
  if (!province) throw invalidField('city', tr.address.cityUnknown)
  const district = await findDistrict(db, province.id, input.town)
  if (!district) throw invalidField('town', tr.address.townUnknown)
  if (Number(input.postalcode.slice(0, 2)) !== province.id) throw invalidField('postalcode', tr.address.postalCityMismatch)
  return { city: province.name, town: district.name }
}

async function ownAddress(db: Db, userId: number, id: number) {
  const row = await db.query.delivery_addresses.findFirst({
    where: and(eq(delivery_addresses.id, id), eq(delivery_addresses.user_id, userId)),
  })
  if (!row) throw notFound(tr.address.notFound)
  return row
}

/** Adds an address; the first one becomes the default. */
export async function addAddress(db: Db, userId: number, input: AddressFields, now = Date.now()) {
  const place = await placeOf(db, input)
  const [existing] = await db.select({ n: count() }).from(delivery_addresses).where(eq(delivery_addresses.user_id, userId))
  const n = existing?.n ?? 0
  if (n >= ADDRESS_LIMIT) throw new ApiError(422, { message: tr.address.limit(ADDRESS_LIMIT) })
  const [row] = await db
    .insert(delivery_addresses)
    .values({ ...input, ...place, user_id: userId, is_default: n === 0, created_at: now, updated_at: now })
    .returning()
  return row!
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressFields, now = Date.now()) {
  await ownAddress(db, userId, id)
  const place = await placeOf(db, input)
  const [row] = await db
    .update(delivery_addresses)
    .set({ ...input, ...place, updated_at: now })
    .where(and(eq(delivery_addresses.id, id), eq(delivery_addresses.user_id, userId)))
    .returning()
  return row!
}

/** Makes one address the default and every other one not, in one batch. */
export async function setDefaultAddress(db: Db, userId: number, id: number, now = Date.now()) {
  await ownAddress(db, userId, id)
  await db.batch([
    db
      .update(delivery_addresses)
      .set({ is_default: false, updated_at: now })
      .where(and(eq(delivery_addresses.user_id, userId), ne(delivery_addresses.id, id), eq(delivery_addresses.is_default, true))),
    db.update(delivery_addresses).set({ is_default: true, updated_at: now }).where(eq(delivery_addresses.id, id)),
  ])
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, userId: number, id: number, now = Date.now()) {
  const row = await ownAddress(db, userId, id)
  await db.delete(delivery_addresses).where(eq(delivery_addresses.id, id))
  if (!row.is_default) return
  const [next] = await db
    .select({ id: delivery_addresses.id })
    .from(delivery_addresses)
    .where(eq(delivery_addresses.user_id, userId))
    .orderBy(desc(delivery_addresses.created_at), desc(delivery_addresses.id))
    .limit(1)
  if (next) await db.update(delivery_addresses).set({ is_default: true, updated_at: now }).where(eq(delivery_addresses.id, next.id))
}
