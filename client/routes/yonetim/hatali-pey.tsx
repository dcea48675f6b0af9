// /yonetim/hatali-pey: members' requests to withdraw a bid entered wrongly, and the editor's decision
// (docs/bidding.md "Withdrawing a bid entered wrongly").
import { WithdrawalDeskScreen } from '#client/features/admin/components/withdrawal-desk.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { withdrawalDeskQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/hatali-pey')({
  loader: forEditor(withdrawalDeskQuery),
  component: consolePage([withdrawalDeskQuery], WithdrawalDeskScreen, (w) => ({ data: w })),
})
