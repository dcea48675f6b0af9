// Seller preview /onizleme/{slug}: the seller's own auction before
// publication; guests see the login prompt that brings them back.
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { DetailError } from '#client/features/auction-detail/components/detail-error.tsx'
import { PreviewAuction } from '#client/features/auction-detail/components/preview-auction.tsx'
import { previewQuery } from '#client/features/auction-detail/queries.ts'
import { tpre } from '#client/i18n/tr-preview.ts'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'

export const Route = createFileRoute('/onizleme/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    if (await sessionOrNull(queryClient)) await queryClient.ensureQueryData(previewQuery(params.slug))
  },
  errorComponent: ({ error, reset }) => <DetailError error={error} reset={reset} />,
  component: PreviewPage,
})

function PreviewPage() {
  const { slug } = Route.useParams()
  const { data: session } = useSuspenseQuery(currentUser())
  const href = useRouterState({ select: (s) => s.location.href })
  usePageTitle(tpre.title)
  if (!session) return <LoginPrompt redirect={href} />
  return <PreviewAuction slug={slug} />
}
