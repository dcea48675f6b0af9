// /yonetim/sozlesmeler: contracts.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { ContractsScreen } from '#client/features/admin/components/contracts.tsx'
import { contractsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/sozlesmeler')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(contractsQuery())),
  component: function ContractsPage() {
    const { data } = useSuspenseQuery(contractsQuery())
    return <ContractsScreen contracts={data.contracts} />
  },
})
