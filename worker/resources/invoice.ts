// Rows → answers of invoice profiles.
import type { InvoiceAddress } from '#common/schemas/invoice.ts'
import type { z } from 'zod'
import type { invoice_addresses } from '../db/schema/index.ts'

export const toInvoiceAddress = (a: typeof invoice_addresses.$inferSelect) =>
  ({
    id: a.id,
    type: a.type,
    full_name: a.full_name,
    tax_number: a.tax_number,
    tax_office: a.tax_office,
    address: a.address,
    phone: a.phone,
    is_efatura: a.is_efatura,
    city: a.city,
    district: a.district,
  }) satisfies z.input<typeof InvoiceAddress>
