// /hakkimizda: the company's own text (GET /api/about, site_info.about_content)
// or the product's static text: founded in June 2021, thousands of sellers, millions of products.
import { Card } from '#client/components/ui/card.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { api } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AboutAnswer } from '#common/schemas/answers.ts'

export const Route = createFileRoute('/hakkimizda')({
  component: AboutPage,
})

function AboutPage() {
  usePageTitle(tc.about.title)
  const query = useQuery({
    queryKey: ['about'],
    queryFn: ({ signal }) => api.get('/api/about', AboutAnswer, { signal }),
    staleTime: 5 * 60_000,
  })
  const html = query.data?.about_content
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <PageHeader title={tc.about.title} lead={tc.about.lead} />
      <Card className="max-w-3xl p-6 sm:p-8">
        {html ? (
          <SafeHtml html={html} className="text-base leading-7" />
        ) : (
          <div className="space-y-4 text-base leading-7 text-ink">
            {tc.about.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        )}
      </Card>
    </div>
  )
}
