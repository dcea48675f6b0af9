// Console: categories, property groups, brands ("Property group", "Brand").
import { tr } from '#common/messages.ts'
import { BrandForm, BrandQuery, CategoryForm, PropertyGroupForm } from '#common/schemas/admin-catalogue.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import {
  BRANDS_PER_PAGE,
  createBrand,
  createCategory,
  createGroup,
  deleteBrand,
  deleteCategory,
  deleteGroup,
  listAllCategories,
  listBrandsPage,
  listGroups,
  updateBrand,
  updateCategory,
  updateGroup,
} from '../../domain/admin/catalogue.ts'
import { paged } from '../../domain/admin/common.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { toAdminBrand, toAdminCategory, toAdminGroup } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'

const m = tr.admin

export const adminCatalogue = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/categories', async (c) => c.json({ categories: (await listAllCategories(c.var.db)).map(toAdminCategory) }))
  .post('/categories', async (c) => {
    const row = await createCategory(c.var.db, currentUser(c), await readBody(c, CategoryForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/categories/:id', async (c) => {
    await updateCategory(c.var.db, currentUser(c), readParams(c, RowIdParam).id, await readBody(c, CategoryForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/categories/:id', async (c) => {
    await deleteCategory(c.var.db, currentUser(c), readParams(c, RowIdParam).id)
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .get('/property-groups', async (c) => c.json({ property_groups: (await listGroups(c.var.db)).map(toAdminGroup) }))
  .post('/property-groups', async (c) => {
    const row = await createGroup(c.var.db, currentUser(c), await readBody(c, PropertyGroupForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/property-groups/:id', async (c) => {
    await updateGroup(c.var.db, currentUser(c), readParams(c, RowIdParam).id, await readBody(c, PropertyGroupForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/property-groups/:id', async (c) => {
    await deleteGroup(c.var.db, currentUser(c), readParams(c, RowIdParam).id)
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .get('/brands', async (c) => {
    const { q, page } = readQuery(c, BrandQuery)
    const { rows, total } = await listBrandsPage(c.var.db, q, page)
    return c.json({ brands: paged(rows.map(toAdminBrand), total, page, BRANDS_PER_PAGE) })
  })
  .post('/brands', async (c) => {
    const row = await createBrand(c.var.db, currentUser(c), await readBody(c, BrandForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/brands/:id', async (c) => {
    await updateBrand(c.var.db, currentUser(c), readParams(c, RowIdParam).id, await readBody(c, BrandForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/brands/:id', async (c) => {
    await deleteBrand(c.var.db, currentUser(c), readParams(c, RowIdParam).id)
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
