// A public page of one answer (the contact page, the categories, the brands): its loader fetches the answer,
// and the page shows the heading (also the tab's title) and then `Body` with the answer. The route's loader and
// component stay its own named options (client/README.md "Shared pieces"); the "-" keeps this file out of the
// route tree.
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery, type QueryClient, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'

type AnswerQuery<T, K extends QueryKey> = () => UseSuspenseQueryOptions<T, Error, T, K>

/** The answer of a page's query. */
export type PageData<Q> = Q extends AnswerQuery<infer T, infer _K> ? T : never

/** The loader of such a page: its answer. */
export const loadAnswer =
  <T, K extends QueryKey>(query: AnswerQuery<T, K>) =>
  ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) =>
    queryClient.ensureQueryData(query())

/** The page: `heading` makes the title and the lead of the answer, `Body` draws the answer under them. */
export function answerPage<T, K extends QueryKey>(
  query: AnswerQuery<T, K>,
  heading: (data: T) => { title: string; lead: string },
  Body: ComponentType<{ data: T }>,
) {
  return function AnswerPage() {
    const { data } = useSuspenseQuery(query())
    const { title, lead } = heading(data)
    usePageTitle(title)
    return (
      <div className="container-page space-y-6 py-6 sm:py-8">
        <PageHeader title={title} lead={lead} />
        <Body data={data} />
      </div>
    )
  }
}
