import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { ForgotPasswordFormView } from '#client/features/auth/components/forgot-password-form.tsx'
import { t } from '#client/i18n/tr.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { createFileRoute, Link } from '@tanstack/react-router'

export const Route = createFileRoute('/sifremiunuttum')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  usePageTitle(t.auth.forgotTitle)
  return (
    <AuthLayout
      title={t.auth.forgotTitle}
      lead={t.auth.forgotLead}
      footer={
        <Link to="/girisyap" className="font-semibold text-brand-700 hover:underline">
          {t.auth.backToLogin}
        </Link>
      }
    >
      <ForgotPasswordFormView />
    </AuthLayout>
  )
}
