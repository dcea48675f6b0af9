// Rows → answers of delivery addresses.
import type { Address } from '#common/schemas/address.ts'
import type { z } from 'zod'
import type { delivery_addresses } from '../db/schema/index.ts'

export const toAddress = (a: typeof delivery_addresses.$inferSelect) =>
  ({
    id: a.id,
    person: a.person,
    title: a.title,
    line1: a.line1,
    line2: a.line2,
    town: a.town,
    city: a.city,
    neighbourhood: a.neighbourhood,
    postalcode: a.postalcode,
    phone: a.phone,
    country: a.country,
    is_default: a.is_default,
  }) satisfies z.input<typeof Address>
