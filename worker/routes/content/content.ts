// GET /api/footer, /api/categories; GET /api/contracts[/{slug}].
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { CategoriesAnswer, ContractAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { footer, listCategories, listContracts } from '../../domain/content/content.ts'
import type { AppEnv } from '../../env.ts'
import { contentCache } from '../../middleware/cache.ts'
import { toCategory, toContract, toContractTitle, toFooter } from '../../resources/content.ts'

const contractsAnswer = async (c: { var: AppEnv['Variables'] }, slug?: string) => {
  const all = await listContracts(c.var.db)
  const selected = slug ? all.find((x) => x.slug === slug) : all[0]
  if (!selected) throw notFound(tr.common.contractNotFound)
  return {
    contract_data: [toContract(selected)],
    contract_titles: all.map(toContractTitle),
    selected_title: toContractTitle(selected),
  } satisfies z.input<typeof ContractAnswer>
}

export const content = new Hono<AppEnv>()
  .get('/footer', contentCache(), async (c) => {
    const { groups, links, info } = await footer(c.var.db)
    return c.json(toFooter(groups, links, info))
  })
  .get('/categories', contentCache(), async (c) =>
    c.json((await listCategories(c.var.db)).map(toCategory) satisfies z.input<typeof CategoriesAnswer>),
  )
  .get('/contracts', contentCache(), async (c) => c.json(await contractsAnswer(c)))
  .get('/contracts/:slug', contentCache(), async (c) => c.json(await contractsAnswer(c, c.req.param('slug'))))
