// Invoice profiles: . Beyond the spec (docs/member-rules.md):
// the 11 digits of a gerçek kişi pass the T.C. Kimlik No checksum, the 10 of a tüzel kişi the
// Vergi No check digit.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { turkishPhone } from '../validation/phone.ts'
import { isValidTckn, isValidVkn } from '../validation/tckn.ts'
import { atMost, field, filled, issuer, matches } from './account.ts'

const m = tr.invoice

const requiredText = (max: number, label: string) => field(m.required, filled(m.required), atMost(max, m.tooLong(label, max)))
const optionalText = (max: number, label: string) =>
  field(m.tooLong(label, max), atMost(max, m.tooLong(label, max))).transform((s) => (s === '' ? null : s))

export const INVOICE_LIMIT = 10

export const InvoiceFields = z
  .object({
    type: field(m.required, filled(m.required), [(s) => s === 'gercek' || s === 'tuzel', m.typeInvalid]).transform(
      (s) => s as 'gercek' | 'tuzel',
    ),
    full_name: requiredText(150, m.fields.full_name),
    tax_number: field(m.required, filled(m.required), matches(/^\d+$/, m.digitsOnly)),
    tax_office: requiredText(100, m.fields.tax_office),
    address: requiredText(500, m.fields.address),
    // Any Turkish line (an invoice may name an office number), as the member writes it; stored as the
    // spec's 11 digits with the trunk 0.
    phone: field(m.phoneFormat, [(s) => s.trim() === '' || turkishPhone(s) != null, m.phoneFormat]).transform((s) =>
      s.trim() === '' ? null : `0${turkishPhone(s)}`,
    ),
    is_efatura: z
      .preprocess((v) => (v == null || v === '' ? '2' : String(v)), z.enum(['1', '2'], { error: m.efaturaInvalid }))
      .transform(Number),
    city: optionalText(50, m.fields.city),
    district: optionalText(50, m.fields.district),
  })
  .superRefine((v, ctx) => {
    const add = issuer(ctx)
    if (add.failed('type', 'tax_number')) return
    const issue = (message: string) => add('tax_number', message)
    if (v.type === 'gercek') {
      if (v.tax_number.length !== 11) issue(m.gercekLength)
      else if (!isValidTckn(v.tax_number)) issue(m.tcknChecksum)
    } else {
      if (v.tax_number.length !== 10) issue(m.tuzelLength)
      else if (!isValidVkn(v.tax_number)) issue(m.vknChecksum)
    }
  })
export type InvoiceInput = z.input<typeof InvoiceFields>

export const InvoiceIdParam = z.object({ id: z.coerce.number().int().positive(m.notFound) })

// ---- answers ---------------------------------------------------------------------------------

export const InvoiceAddress = z.object({
  id: z.number().int(),
  type: z.enum(['gercek', 'tuzel']),
  full_name: z.string(),
  tax_number: z.string(),
  tax_office: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  is_efatura: z.number().int(),
  city: z.string().nullable(),
  district: z.string().nullable(),
})
export type InvoiceAddress = z.infer<typeof InvoiceAddress>
export const InvoiceListAnswer = z.array(InvoiceAddress)
export const InvoiceSavedAnswer = z.object({ message: z.string(), invoice_address: InvoiceAddress, invoice_addresses: InvoiceListAnswer })
