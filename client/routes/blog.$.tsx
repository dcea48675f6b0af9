// /blog[/{category}[/{anchorlink}]]: categories, latest items, the list of
// pages, and a page with its sections.
import { Alert } from '#client/components/ui/alert.tsx'
import { Blog } from '#client/features/blog/components/blog.tsx'
import { blogQuery } from '#client/features/blog/queries.ts'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

const parts = (splat: string | undefined) => {
  const [category = '', title = ''] = (splat ?? '').split('/').filter(Boolean)
  return { category, title }
}

export const Route = createFileRoute('/blog/$')({
  loader: ({ context: { queryClient }, params }) => {
    const { category, title } = parts(params._splat)
    return queryClient.ensureQueryData(blogQuery(category, title))
  },
  errorComponent: ({ error }) => (
    <div className="container-page py-10">
      <Alert tone="error">{errorMessage(error)}</Alert>
    </div>
  ),
  component: BlogPage,
})

function BlogPage() {
  const { category, title } = parts(Route.useParams()._splat)
  const { data } = useSuspenseQuery(blogQuery(category, title))
  usePageTitle(data.blog_data?.page_title ?? data.selected_category?.title ?? tm.blog.title)
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      {data.blog_data ? null : <PageHeader title={data.selected_category?.title ?? tm.blog.title} lead={tm.blog.lead} />}
      <Blog data={data} />
    </div>
  )
}
