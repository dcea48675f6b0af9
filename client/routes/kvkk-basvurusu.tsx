// /kvkk-basvurusu: the KVKK m.11 request form for a signed-in member or a guest, and a member's own requests
// with their answers; with ?onay={token}, the guest's confirmation link (docs/privacy.md "KVKK requests").
// One route for both, so the route table every first visit downloads grows by one entry only.
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { KvkkConfirm } from '#client/features/privacy/components/kvkk-confirm.tsx'
import { KvkkForm } from '#client/features/privacy/components/kvkk-form.tsx'
import { MyKvkkRequests } from '#client/features/privacy/components/my-kvkk-requests.tsx'
import { currentUser } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { textOrNumber } from '#client/lib/search-params.ts'

// The router reads query values as JSON: a token of digits only would arrive as a number (client/README.md).
const Search = (s: { onay?: string } & SearchSchemaInput) => ({ onay: textOrNumber(s.onay) })

export const Route = createFileRoute('/kvkk-basvurusu')({ validateSearch: Search, component: KvkkRequestPage })

function KvkkRequestPage() {
  const { onay } = Route.useSearch()
  usePageTitle(onay ? kvkkPage.confirmTitle : kvkkPage.title)
  const { data: session, isPending } = useQuery(currentUser())
  const user = session?.user ?? null
  if (onay)
    return (
      <div className="container-page max-w-xl space-y-4 py-10">
        <h1 className="text-2xl font-bold text-ink">{kvkkPage.confirmTitle}</h1>
        <KvkkConfirm token={onay} />
      </div>
    )
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8">
      <PageHeader title={kvkkPage.title} lead={kvkkPage.lead} />
      {isPending ? null : <KvkkForm key={user?.email ?? 'guest'} memberEmail={user?.email ?? null} />}
      {user ? <MyKvkkRequests /> : null}
    </div>
  )
}
