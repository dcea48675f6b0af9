// /yonetim/blog: blog categories and pages.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { BlogScreen } from '#client/features/admin/components/blog.tsx'
import { blogQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/blog')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(blogQuery())),
  component: function BlogPage() {
    const { data } = useSuspenseQuery(blogQuery())
    return <BlogScreen categories={data.blog_categories} pages={data.blog_pages} />
  },
})
