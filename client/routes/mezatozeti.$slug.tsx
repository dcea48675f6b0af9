// /mezatozeti/{slug}: step 5 of the wizard, the listing as
// saved, polling GET /api/check-approval-status/{id} every 5 seconds until an editor decides.
import { DetailError } from '#client/features/auction-detail/components/detail-error.tsx'
import { approvalQuery, previewQuery } from '#client/features/auction-detail/queries.ts'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { ListingSummary } from '#client/features/listing-wizard/components/listing-summary.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { approvalStatus } from '#common/approval.ts'
import { APPROVAL_POLL_MS } from '#common/constants.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState, type SearchSchemaInput } from '@tanstack/react-router'
import { integer } from '#client/lib/search-params.ts'

export const Route = createFileRoute('/mezatozeti/$slug')({
  validateSearch: (s: { id?: number } & SearchSchemaInput) => ({ id: integer(s.id, 1) }),
  loader: async ({ context: { queryClient }, params }) => {
    if (!(await sessionOrNull(queryClient))) return { guest: true }
    await queryClient.ensureQueryData(previewQuery(params.slug))
    return { guest: false }
  },
  errorComponent: ({ error, reset }) => <DetailError error={error} reset={reset} />,
  component: SummaryPage,
})

function SummaryPage() {
  usePageTitle(tm.summary.title)
  const { guest } = Route.useLoaderData()
  const href = useRouterState({ select: (s) => s.location.href })
  if (guest) return <LoginPrompt redirect={href} />
  return <Summary />
}

function Summary() {
  const { slug } = Route.useParams()
  const { data: preview } = useSuspenseQuery(previewQuery(slug))
  const id = preview.data.id
  const initial = approvalStatus(preview.data.approved)
  const { data: approval } = useQuery({ ...approvalQuery(id, APPROVAL_POLL_MS), enabled: initial === 'waiting' })
  const state = approval ?? { status: initial, reason: preview.data.rejection_reason ?? undefined }
  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <ListingSummary data={preview.data} approval={state} />
    </div>
  )
}
