// Server state of the member's non-payer strikes (docs/after-the-hammer.md "Strikes").
import { api } from '#client/lib/api.ts'
import { MyStrikesAnswer } from '#common/schemas/after-the-hammer.ts'
import { queryOptions } from '@tanstack/react-query'

export const strikeKeys = {
  all: ['strikes'] as const,
  mine: () => [...strikeKeys.all, 'mine'] as const,
}

/** GET /api/myStrikes */
export const myStrikesQuery = () =>
  queryOptions({ queryKey: strikeKeys.mine(), queryFn: ({ signal }) => api.get('/api/myStrikes', MyStrikesAnswer, { signal }) })
