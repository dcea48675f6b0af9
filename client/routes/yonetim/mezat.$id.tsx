// /yonetim/mezat/{id}: the full review of one listing, with approve and reject.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { AuctionReview } from '#client/features/admin/components/auction-review.tsx'
import { reviewQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/mezat/$id')({
  params: { parse: ({ id }) => ({ id: Number(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context: { queryClient }, params }) =>
    prefetchForEditor(queryClient, () => queryClient.ensureQueryData(reviewQuery(params.id))),
  component: ReviewPage,
})

function ReviewPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(reviewQuery(id))
  return <AuctionReview key={id} review={data} />
}
