// Registration; the contract texts open in a modal. `?redirect=` (as on /girisyap)
// brings a visitor who registered from a lot back to it; without it the account page follows.
import { toast } from '#client/components/ui/toast.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { RegisterFormView, type Contract, type ContractBoxes } from '#client/features/auth/components/register-form.tsx'
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

const titles: Record<Contract, string> = { membership: t.auth.membershipContract, privacy: t.auth.privacyContract }

function RegisterPage() {
  usePageTitle(t.auth.registerTitle)
  const router = useRouter()
  const search = Route.useSearch()
  const [contracts, setContracts] = useState<ContractBoxes>({ membership: false, privacy: false })
  const [reading, setReading] = useState<Contract | null>(null)
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
        contracts={contracts}
        onContractsChange={setContracts}
        onOpenContract={setReading}
        onSuccess={(message) => {
          toast.success(message)
          router.history.replace(safeRedirect(search.redirect) ?? '/u/hesapbilgilerim')
        }}
      />
      <ContractDialog
        slug={reading ? CONTRACTS[reading] : null}
        fallbackTitle={reading ? titles[reading] : ''}
        onClose={() => setReading(null)}
        onAccept={() => reading && setContracts((c) => ({ ...c, [reading]: true }))}
      />
    </AuthLayout>
  )
}
