// /iletisim: company information from the site info the footer also shows, and the
// contact form.
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { footerQuery } from '#client/features/shell/queries.ts'
import { ContactPage } from '#client/features/support/components/contact-page.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/iletisim')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(footerQuery()),
  component: ContactRoute,
})

function ContactRoute() {
  usePageTitle(tm.contact.title)
  const { data } = useSuspenseQuery(footerQuery())
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <PageHeader title={tm.contact.title} lead={tm.contact.lead} />
      <ContactPage info={data.site_info} />
    </div>
  )
}
