// İl, ilçe, mahalle with postal codes, sorted the Turkish way.
// A city is named by its plate number or its name, a town by its id or its name (any case).
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { trCompare, trFold } from '#common/text.ts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { districts, neighbourhoods, provinces } from '../../db/schema/index.ts'

const byName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => trCompare(a.name, b.name))
const norm = (s: string) => trFold(s.trim()).replace(/\s+/g, ' ')
const asId = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : null)

export async function listProvinces(db: Db) {
  return byName(await db.select({ id: provinces.id, name: provinces.name }).from(provinces))
}

// Names are matched in JS with trFold (81 provinces, at most ~40 districts each), so the match does
// not depend on how a seed filled the *_normalized columns.
export async function findProvince(db: Db, city: string) {
  const id = asId(city)
  if (id != null) return db.query.provinces.findFirst({ where: eq(provinces.id, id) })
  const rows = await db.select().from(provinces)
  return rows.find((p) => norm(p.name) === norm(city))
}

export async function findDistrict(db: Db, provinceId: number, town: string) {
  const id = asId(town)
  if (id != null) return db.query.districts.findFirst({ where: and(eq(districts.province_id, provinceId), eq(districts.id, id)) })
  const rows = await db.select().from(districts).where(eq(districts.province_id, provinceId))
  return rows.find((d) => norm(d.name) === norm(town))
}

export async function listDistricts(db: Db, city: string) {
  const province = await findProvince(db, city)
  if (!province) throw notFound(tr.address.cityUnknown)
  return byName(await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.province_id, province.id)))
}

export async function listNeighbourhoods(db: Db, city: string, town: string) {
  const province = await findProvince(db, city)
  if (!province) throw notFound(tr.address.cityUnknown)
  const district = await findDistrict(db, province.id, town)
  if (!district) throw notFound(tr.address.townUnknown)
  return byName(
    await db
      .select({ id: neighbourhoods.id, name: neighbourhoods.name, posta_kodu: neighbourhoods.postal_code })
      .from(neighbourhoods)
      .where(eq(neighbourhoods.district_id, district.id)),
  )
}
