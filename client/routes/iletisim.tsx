// /iletisim: company information from the site info the footer also shows, and the
// contact form.
import { footerQuery } from '#client/features/shell/queries.ts'
import { ContactPage } from '#client/features/support/components/contact-page.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { createFileRoute } from '@tanstack/react-router'
import { answerPage, loadAnswer, type PageData } from './-frames.tsx'

const Contact = ({ data }: { data: PageData<typeof footerQuery> }) => <ContactPage info={data.site_info} />

export const Route = createFileRoute('/iletisim')({
  loader: loadAnswer(footerQuery),
  component: answerPage(footerQuery, () => ({ title: tm.contact.title, lead: tm.contact.lead }), Contact),
})
