// Console: categories, property groups, brands ("Property group", "Brand").
import { BrandForm, BrandQuery, CategoryForm, PropertyGroupForm } from '#common/schemas/admin-catalogue.ts'
import { Hono } from 'hono'
import {
  BRANDS_PER_PAGE,
  brandWrites,
  categoryWrites,
  listAllCategories,
  listBrandsPage,
  listGroups,
  propertyGroupWrites,
} from '../../domain/admin/catalogue.ts'
import { paged } from '../../domain/admin/common.ts'
import type { AppEnv } from '../../env.ts'
import { readQuery } from '../../lib/validate.ts'
import { toAdminBrand, toAdminCategory, toAdminGroup } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'
import { rowRoutes } from './row-routes.ts'

export const adminCatalogue = new Hono<AppEnv>()
  .use(editorOnly)
  .get('/categories', async (c) => c.json({ categories: (await listAllCategories(c.var.db)).map(toAdminCategory) }))
  .route('/', rowRoutes('/categories', CategoryForm, categoryWrites))
  .get('/property-groups', async (c) => c.json({ property_groups: (await listGroups(c.var.db)).map(toAdminGroup) }))
  .route('/', rowRoutes('/property-groups', PropertyGroupForm, propertyGroupWrites))
  .get('/brands', async (c) => {
    const { q, page } = readQuery(c, BrandQuery)
    const { rows, total } = await listBrandsPage(c.var.db, q, page)
    return c.json({ brands: paged(rows.map(toAdminBrand), total, page, BRANDS_PER_PAGE) })
  })
  .route('/', rowRoutes('/brands', BrandForm, brandWrites))
