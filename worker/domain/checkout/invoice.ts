// Invoice profiles: gerçek or tüzel,
// at most 10 per member.
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { INVOICE_LIMIT, type InvoiceFields } from '#common/schemas/invoice.ts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { invoice_addresses } from '../../db/schema/index.ts'

type Input = z.output<typeof InvoiceFields>

export const listInvoiceAddresses = (db: Db, userId: number) =>
  db
    .select()
    .from(invoice_addresses)
    .where(eq(invoice_addresses.user_id, userId))
    .orderBy(desc(invoice_addresses.updated_at), desc(invoice_addresses.id))

export async function addInvoiceAddress(db: Db, userId: number, input: Input, now = Date.now()) {
  const [existing] = await db.select({ n: count() }).from(invoice_addresses).where(eq(invoice_addresses.user_id, userId))
  if ((existing?.n ?? 0) >= INVOICE_LIMIT) throw new ApiError(422, { message: tr.invoice.limit(INVOICE_LIMIT) })
  const [row] = await db
    .insert(invoice_addresses)
    .values({ ...input, user_id: userId, created_at: now, updated_at: now })
    .returning()
  return row!
}

export async function updateInvoiceAddress(db: Db, userId: number, id: number, input: Input, now = Date.now()) {
  const [row] = await db
    .update(invoice_addresses)
    .set({ ...input, updated_at: now })
    .where(and(eq(invoice_addresses.id, id), eq(invoice_addresses.user_id, userId)))
    .returning()
  if (!row) throw notFound(tr.invoice.notFound)
  return row
}
