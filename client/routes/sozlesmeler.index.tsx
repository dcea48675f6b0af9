// /sozlesmeler: opens the first contract (GET /api/contracts names it).
import { Alert } from '#client/components/ui/alert.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { api, errorMessage } from '#client/lib/api.ts'
import { ContractAnswer } from '#common/schemas/answers.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate } from '@tanstack/react-router'

export const Route = createFileRoute('/sozlesmeler/')({
  component: ContractsIndex,
})

function ContractsIndex() {
  const query = useQuery({
    queryKey: ['contracts', 'index'],
    queryFn: ({ signal }) => api.get('/api/contracts', ContractAnswer, { signal }),
  })
  const first = query.data?.contract_titles[0]?.slug
  if (first) return <Navigate to="/sozlesmeler/$slug" params={{ slug: first }} replace />
  if (query.isError)
    return (
      <div className="container-page py-8">
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      </div>
    )
  return <PageSpinner />
}
