// Registration; the membership contract opens in a modal (the aydınlatma is a link in a new tab). `?redirect=` (as on /girisyap)
// brings a visitor who registered from a lot back to it; without it the account page follows.
import { toast } from '#client/components/ui/toast.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { RegisterFormView } from '#client/features/auth/components/register-form.tsx'
import { ContractDialog } from '#client/features/contracts/components/contract-dialog.tsx'
import { CONTRACTS } from '#client/features/contracts/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { LoginSearch } from '#client/features/auth/redirect.ts'
import { safeRedirect } from '#client/features/auth/safe-redirect.ts'
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/kayitol')({
  validateSearch: LoginSearch,
  beforeLoad: async ({ context }) => {
    if (await sessionOrNull(context.queryClient)) throw redirect({ to: '/u/profilim', replace: true })
  },
  component: RegisterPage,
})

function RegisterPage() {
  usePageTitle(t.auth.registerTitle)
  const router = useRouter()
  const search = Route.useSearch()
  const [membership, setMembership] = useState(false)
  const [reading, setReading] = useState(false)
  return (
    <AuthLayout
      title={t.auth.registerTitle}
      lead={t.auth.registerLead}
      footer={
        <>
          {t.auth.haveAccount}{' '}
          <Link to="/girisyap" search={{ redirect: search.redirect }} className="font-semibold text-brand-700 hover:underline">
            {t.auth.loginNow}
          </Link>
        </>
      }
    >
      <RegisterFormView
        membership={membership}
        onMembershipChange={setMembership}
        onOpenContract={() => setReading(true)}
        onSuccess={(message) => {
          toast.success(message)
          router.history.replace(safeRedirect(search.redirect) ?? '/u/hesapbilgilerim')
        }}
      />
      <ContractDialog
        slug={reading ? CONTRACTS.membership : null}
        fallbackTitle={t.auth.membershipContract}
        onClose={() => setReading(false)}
        onAccept={() => setMembership(true)}
      />
    </AuthLayout>
  )
}
