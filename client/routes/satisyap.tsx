// /satisyap: guests see the login prompt; a member whose profile
// cannot be paid out yet is sent to the account page first (docs/member-rules.md); everyone else
// gets the five-step wizard, which ends on /mezatozeti/{slug}.
import { Alert } from '#client/components/ui/alert.tsx'
import { ButtonLink } from '#client/components/ui/button.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { categoriesQuery } from '#client/features/categories/queries.ts'
import { ListingWizard } from '#client/features/listing-wizard/components/listing-wizard.tsx'
import { brandsQuery, propertyGroupsQuery, reserveThresholdQuery } from '#client/features/listing-wizard/queries.ts'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { accountQuery, memberKeys } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { listing } from '#common/messages/member.ts'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState } from '@tanstack/react-router'

export const Route = createFileRoute('/satisyap')({
  loader: async ({ context: { queryClient } }) => {
    if (!(await sessionOrNull(queryClient))) return { guest: true }
    await Promise.all([
      queryClient.ensureQueryData(accountQuery()),
      queryClient.ensureQueryData(categoriesQuery()),
      queryClient.ensureQueryData(brandsQuery()),
      queryClient.ensureQueryData(propertyGroupsQuery()),
      queryClient.ensureQueryData(reserveThresholdQuery()),
    ])
    return { guest: false }
  },
  component: SellPage,
})

function SellPage() {
  usePageTitle(tm.wizard.title)
  const { guest } = Route.useLoaderData()
  const href = useRouterState({ select: (s) => s.location.href })
  if (guest) return <LoginPrompt redirect={href} />
  return <Wizard />
}

function Wizard() {
  const queryClient = useQueryClient()
  const navigate = Route.useNavigate()
  const { data: account } = useSuspenseQuery(accountQuery())
  const { data: categories } = useSuspenseQuery(categoriesQuery())
  const { data: brands } = useSuspenseQuery(brandsQuery())
  const { data: groups } = useSuspenseQuery(propertyGroupsQuery())
  const { data: threshold } = useSuspenseQuery(reserveThresholdQuery())
  const u = account.user
  const canSell = Boolean(u.phone_verified_at && u.bank_iban && u.tckn && u.first_name && u.last_name)
  return (
    <div className="container-page max-w-4xl space-y-6 py-6 sm:py-8">
      <PageHeader title={tm.wizard.title} lead={tm.wizard.lead} />
      {canSell ? (
        <ListingWizard
          categories={categories}
          brands={brands}
          groups={groups}
          reserveThreshold={threshold.reserve_threshold}
          onSaved={(answer) => {
            void queryClient.invalidateQueries({ queryKey: memberKeys.myAuctions() })
            void navigate({ to: '/mezatozeti/$slug', params: { slug: answer.slug }, search: { id: answer.id } })
          }}
        />
      ) : (
        <Alert
          tone="warning"
          title={tm.account.incompleteTitle}
          action={
            <ButtonLink to="/u/hesapbilgilerim" size="sm">
              {tm.wizard.profileNeeded}
            </ButtonLink>
          }
        >
          {listing.profileIncomplete}
        </Alert>
      )}
    </div>
  )
}
