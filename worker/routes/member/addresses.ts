// GET/POST /api/user/addresses, PUT/DELETE /api/user/addresses/{id}.
// Answers of the writes are "not shown" in the spec: each gives a message and the whole list.
import { tr } from '#common/messages.ts'
import { AddressFields, AddressIdParam, AddressListAnswer, AddressSavedAnswer, SetDefaultBody } from '#common/schemas/address.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../domain/member/addresses.ts'
import type { AppEnv } from '../../env.ts'
import { parseWith, readBody, readParams } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toAddress } from '../../resources/addresses.ts'

export const addresses = new Hono<AppEnv>()
  .use('/user/addresses', requireUser)
  .use('/user/addresses/*', requireUser)
  .get('/user/addresses', async (c) =>
    c.json((await listAddresses(c.var.db, currentUser(c).id)).map(toAddress) satisfies z.input<typeof AddressListAnswer>),
  )
  .post('/user/addresses', async (c) => {
    const me = currentUser(c)
    const row = await addAddress(c.var.db, me.id, await readBody(c, AddressFields))
    return c.json({
      message: tr.address.saved,
      address: toAddress(row),
      addresses: (await listAddresses(c.var.db, me.id)).map(toAddress),
    } satisfies z.input<typeof AddressSavedAnswer>)
  })
  .put('/user/addresses/:id', async (c) => {
    const me = currentUser(c)
    const { id } = readParams(c, AddressIdParam)
    const body = await readBody(c, z.record(z.string(), z.unknown()))
    const makeDefault = SetDefaultBody.safeParse(body).success
    const onlyDefault = makeDefault && Object.keys(body).length === 1
    const row = onlyDefault ? null : await updateAddress(c.var.db, me.id, id, parseWith(AddressFields, body))
    if (makeDefault) await setDefaultAddress(c.var.db, me.id, id)
    const list = (await listAddresses(c.var.db, me.id)).map(toAddress)
    if (!row) return c.json({ message: tr.address.defaultSet, addresses: list } satisfies z.input<typeof AddressSavedAnswer>)
    return c.json({
      message: tr.address.updated,
      address: list.find((a) => a.id === row.id) ?? toAddress(row),
      addresses: list,
    } satisfies z.input<typeof AddressSavedAnswer>)
  })
  .delete('/user/addresses/:id', async (c) => {
    const me = currentUser(c)
    const { id } = readParams(c, AddressIdParam)
    await deleteAddress(c.var.db, me.id, id)
    return c.json({ message: tr.address.deleted, addresses: (await listAddresses(c.var.db, me.id)).map(toAddress) } satisfies z.input<
      typeof AddressSavedAnswer
    >)
  })
