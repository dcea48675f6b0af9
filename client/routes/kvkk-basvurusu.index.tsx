// /kvkk-basvurusu: the KVKK m.11 request form for a signed-in member or a guest, and a member's own requests
// with their answers (docs/privacy.md "KVKK requests").
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { KvkkForm } from '#client/features/privacy/components/kvkk-form.tsx'
import { MyKvkkRequests } from '#client/features/privacy/components/my-kvkk-requests.tsx'
import { currentUser } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/kvkk-basvurusu/')({ component: KvkkRequestPage })

function KvkkRequestPage() {
  usePageTitle(kvkkPage.title)
  const { data: session, isPending } = useQuery(currentUser())
  const user = session?.user ?? null
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8">
      <PageHeader title={kvkkPage.title} lead={kvkkPage.lead} />
      {isPending ? null : <KvkkForm key={user?.email ?? 'guest'} memberEmail={user?.email ?? null} />}
      {user ? <MyKvkkRequests /> : null}
    </div>
  )
}
