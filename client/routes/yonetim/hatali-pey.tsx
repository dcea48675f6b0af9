// /yonetim/hatali-pey: members' requests to withdraw a bid entered wrongly, and the editor's decision
// (docs/bidding.md "Withdrawing a bid entered wrongly").
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { WithdrawalDeskScreen } from '#client/features/admin/components/withdrawal-desk.tsx'
import { withdrawalDeskQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/hatali-pey')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(withdrawalDeskQuery())),
  component: function WithdrawalDeskPage() {
    const { data } = useSuspenseQuery(withdrawalDeskQuery())
    return <WithdrawalDeskScreen data={data} />
  },
})
