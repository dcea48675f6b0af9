// GET /api/invoice-addresses, POST /api/invoice-addresses/add,
// POST /api/invoice-addresses/update/{id}. Answers of the writes ("not shown"): a message, the
// saved profile and the whole list.
import { tr } from '#common/messages.ts'
import { InvoiceFields, InvoiceIdParam, InvoiceListAnswer, InvoiceSavedAnswer } from '#common/schemas/invoice.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { addInvoiceAddress, listInvoiceAddresses, updateInvoiceAddress } from '../../domain/checkout/invoice.ts'
import type { Db } from '../../db/client.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toInvoiceAddress } from '../../resources/invoice.ts'

/** The member's invoice profiles, as the list and every write answer them. */
const profilesOf = async (db: Db, userId: number) => (await listInvoiceAddresses(db, userId)).map(toInvoiceAddress)

export const invoice = new Hono<AppEnv>()
  .use('/invoice-addresses', requireUser)
  .use('/invoice-addresses/*', requireUser)
  .get('/invoice-addresses', async (c) =>
    c.json((await profilesOf(c.var.db, currentUser(c).id)) satisfies z.input<typeof InvoiceListAnswer>),
  )
  .post('/invoice-addresses/add', async (c) => {
    const me = currentUser(c)
    const row = await addInvoiceAddress(c.var.db, me.id, await readBody(c, InvoiceFields))
    const list = await profilesOf(c.var.db, me.id)
    return c.json({ message: tr.invoice.saved, invoice_address: toInvoiceAddress(row), invoice_addresses: list } satisfies z.input<
      typeof InvoiceSavedAnswer
    >)
  })
  .post('/invoice-addresses/update/:id', async (c) => {
    const me = currentUser(c)
    const { id } = readParams(c, InvoiceIdParam)
    const row = await updateInvoiceAddress(c.var.db, me.id, id, await readBody(c, InvoiceFields))
    const list = await profilesOf(c.var.db, me.id)
    return c.json({ message: tr.invoice.updated, invoice_address: toInvoiceAddress(row), invoice_addresses: list } satisfies z.input<
      typeof InvoiceSavedAnswer
    >)
  })
