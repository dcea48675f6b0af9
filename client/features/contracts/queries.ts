import { api } from '#client/lib/api.ts'
import { ContractAnswer } from '#common/schemas/answers.ts'
import { queryOptions } from '@tanstack/react-query'

export const contractKeys = {
  all: ['contracts'] as const,
  detail: (slug: string) => [...contractKeys.all, slug] as const,
}

/** GET /api/contracts/{slug}: uyelik-sozlesmesi, gizlilik-sozlesmesi, … */
export const contractQuery = (slug: string) =>
  queryOptions({
    queryKey: contractKeys.detail(slug),
    queryFn: ({ signal }) => api.get(`/api/contracts/${encodeURIComponent(slug)}`, ContractAnswer, { signal }),
    staleTime: 60 * 60_000,
  })

export const CONTRACTS = { membership: 'uyelik-sozlesmesi' } as const
