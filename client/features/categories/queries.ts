import { api, typed } from '#client/lib/api.ts'
import type { CategoriesAnswer, Category } from '#common/schemas/answers.ts'
import { queryOptions } from '@tanstack/react-query'

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => api.get('/api/categories', typed<typeof CategoriesAnswer>(), { signal }),
    staleTime: 30 * 60_000,
  })

export type CategoryNode = Category & { children: CategoryNode[]; path: string }

/** Builds the three-level tree (parent 0 = root) with each node's /kategori/... path. */
export function categoryTree(list: Category[]): CategoryNode[] {
  const byParent = new Map<number, Category[]>()
  for (const c of list) byParent.set(c.parent, [...(byParent.get(c.parent) ?? []), c])
  const build = (parent: number, prefix: string, depth: number): CategoryNode[] =>
    depth > 3
      ? []
      : (byParent.get(parent) ?? []).map((c) => {
          const path = `${prefix}/${c.slug}`
          return { ...c, path, children: build(c.id, path, depth + 1) }
        })
  return build(0, '/kategori', 1)
}
