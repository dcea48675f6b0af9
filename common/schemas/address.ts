// Delivery addresses: . The empty-field message names the first
// missing field in the order of the form (person, title, line1, city, town, postalcode, phone).
// Beyond the spec (docs/member-rules.md): a 5-digit postal code, a Turkish mobile number.
import { z } from 'zod'
import { DEFAULT_COUNTRY } from '../constants.ts'
import { tr } from '../messages.ts'
import { turkishMobile } from '../validation/phone.ts'
import { atMost, field, filled, matches, type Rule } from './account.ts'

const m = tr.address
const f = m.fields

const required = (label: string, max: number, ...more: Rule[]) =>
  field(m.empty(label), filled(m.empty(label)), atMost(max, m.tooLong(label, max)), ...more)
const optional = (label: string, max: number) =>
  field(m.tooLong(label, max), atMost(max, m.tooLong(label, max))).transform((s) => (s === '' ? null : s))

export const ADDRESS_LIMIT = 20

export const AddressFields = z.object({
  person: required(f.person, 100),
  title: required(f.title, 50),
  line1: required(f.line1, 255),
  line2: optional('Adres (devamı)', 255),
  city: required(f.city, 50),
  town: required(f.town, 50),
  neighbourhood: optional('Mahalle', 120),
  postalcode: required(f.postalcode, 10, matches(/^\d{5}$/, m.postalFormat)),
  phone: required(f.phone, 30, [(s) => turkishMobile(s) != null, tr.account.phoneInvalid]).transform((s) => turkishMobile(s)!),
  country: optional('Ülke', 50).transform((s) => s ?? DEFAULT_COUNTRY),
})
export type AddressInput = z.input<typeof AddressFields>
export type AddressFields = z.output<typeof AddressFields>

/** PUT /api/user/addresses/{id}: the fields, or `{ is_default: true }` alone to make it the default. */
export const SetDefaultBody = z.object({ is_default: z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')]) })

export const AddressIdParam = z.object({ id: z.coerce.number().int().positive(m.notFound) })

// ---- answers ---------------------------------------------------------------------------------

export const Address = z.object({
  id: z.number().int(),
  person: z.string(),
  title: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  city: z.string(),
  neighbourhood: z.string().nullable(),
  postalcode: z.string(),
  phone: z.string(),
  country: z.string(),
  is_default: z.boolean(),
})
export type Address = z.infer<typeof Address>
export const AddressListAnswer = z.array(Address)
export const AddressSavedAnswer = z.object({ message: z.string(), address: Address.optional(), addresses: AddressListAnswer })

// ---- il, ilçe, mahalle ------------------------------------------------------------------------

export const Province = z.object({ id: z.number().int(), name: z.string() })
export const District = z.object({ id: z.number().int(), name: z.string() })
export const Neighbourhood = z.object({ id: z.number().int(), name: z.string(), posta_kodu: z.string() })
export type Province = z.infer<typeof Province>
export type District = z.infer<typeof District>
export type Neighbourhood = z.infer<typeof Neighbourhood>
export const ProvincesAnswer = z.array(Province)
export const DistrictsAnswer = z.array(District)
export const NeighbourhoodsAnswer = z.array(Neighbourhood)
