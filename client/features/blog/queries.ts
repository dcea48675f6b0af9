// Server state of the blog (GET /api/blog[/{category}[/{title}]]).
import { api } from '#client/lib/api.ts'
import { BlogAnswer } from '#common/schemas/contact.ts'
import { queryOptions } from '@tanstack/react-query'

export const blogKeys = {
  all: ['blog'] as const,
  page: (category: string, title: string) => [...blogKeys.all, category, title] as const,
}

export const blogQuery = (category = '', title = '') =>
  queryOptions({
    queryKey: blogKeys.page(category, title),
    queryFn: ({ signal }) => {
      const path = ['/api/blog', category, title]
        .filter(Boolean)
        .map((p, i) => (i === 0 ? p : encodeURIComponent(p)))
        .join('/')
      return api.get(path, BlogAnswer, { signal })
    },
    staleTime: 5 * 60_000,
  })
