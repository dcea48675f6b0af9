// /u/adreslerim: delivery addresses and invoice profiles. Guests are
// sent to / (the spec's one exception to the login prompt of the account area).
import { Addresses } from '#client/features/member/components/addresses.tsx'
import { Invoices } from '#client/features/member/components/invoices.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { addressesQuery, invoicesQuery, provincesQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/u/adreslerim')({
  beforeLoad: async ({ context: { queryClient } }) => {
    if (!(await sessionOrNull(queryClient))) throw redirect({ to: '/', replace: true })
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(addressesQuery()),
      queryClient.ensureQueryData(invoicesQuery()),
      queryClient.prefetchQuery(provincesQuery()),
    ]),
  component: AddressesPage,
})

function AddressesPage() {
  usePageTitle(t.account.addresses)
  const { data: addresses } = useSuspenseQuery(addressesQuery())
  const { data: invoices } = useSuspenseQuery(invoicesQuery())
  return (
    <div className="space-y-8">
      <PageHeader title={t.account.addresses} lead={tm.addresses.lead} />
      <Addresses addresses={addresses} />
      <Invoices profiles={invoices} />
    </div>
  )
}
