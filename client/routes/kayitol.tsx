// Registration (member-area §2, §5); the contract texts open in a modal.
import { toast } from '#client/components/ui/toast.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { RegisterFormView, type Contract, type ContractBoxes } from '#client/features/auth/components/register-form.tsx'
import { ContractDialog } from '#client/features/contracts/components/contract-dialog.tsx'
import { CONTRACTS } from '#client/features/contracts/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/kayitol')({
  beforeLoad: async ({ context }) => {
    if (await sessionOrNull(context.queryClient)) throw redirect({ to: '/u/profilim', replace: true })
  },
  component: RegisterPage,
})

const titles: Record<Contract, string> = { membership: t.auth.membershipContract, privacy: t.auth.privacyContract }

function RegisterPage() {
  usePageTitle(t.auth.registerTitle)
  const navigate = useNavigate()
  const [contracts, setContracts] = useState<ContractBoxes>({ membership: false, privacy: false })
  const [reading, setReading] = useState<Contract | null>(null)
  return (
    <AuthLayout
      title={t.auth.registerTitle}
      lead={t.auth.registerLead}
      footer={
        <>
          {t.auth.haveAccount}{' '}
          <Link to="/girisyap" className="font-semibold text-brand-700 hover:underline">
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
          void navigate({ to: '/u/hesapbilgilerim', replace: true })
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
