// /yonetim/blog: blog categories and pages.
import { BlogScreen } from '#client/features/admin/components/blog.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { blogQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/blog')({
  loader: forEditor(blogQuery),
  component: consolePage([blogQuery], BlogScreen, (b) => ({ categories: b.blog_categories, pages: b.blog_pages })),
})
