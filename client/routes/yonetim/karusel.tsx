// /yonetim/karusel: the home carousel.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { CarouselScreen } from '#client/features/admin/components/blocks.tsx'
import { carouselsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/karusel')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(carouselsQuery())),
  component: function CarouselPage() {
    const { data } = useSuspenseQuery(carouselsQuery())
    return <CarouselScreen blocks={data.carousels} />
  },
})
