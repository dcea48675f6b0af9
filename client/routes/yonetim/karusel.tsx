// /yonetim/karusel: the home carousel.
import { CarouselScreen } from '#client/features/admin/components/blocks.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { carouselsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/karusel')({
  loader: forEditor(carouselsQuery),
  component: consolePage([carouselsQuery], CarouselScreen, (c) => ({ blocks: c.carousels })),
})
