// /yonetim/sozlesmeler: contracts.
import { ContractsScreen } from '#client/features/admin/components/contracts.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { contractsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/sozlesmeler')({
  loader: forEditor(contractsQuery),
  component: consolePage([contractsQuery], ContractsScreen, (c) => ({ contracts: c.contracts })),
})
