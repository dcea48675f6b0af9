// Password reset from the mailed link /sifreyenile/{token}/{email}.
import { toast } from '#client/components/ui/toast.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { ResetPasswordFormView } from '#client/features/auth/components/reset-password-form.tsx'
import { t } from '#client/i18n/tr.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

export const Route = createFileRoute('/sifreyenile/$token/$email')({ component: ResetPasswordPage })

function ResetPasswordPage() {
  usePageTitle(t.auth.resetTitle)
  const { token, email } = Route.useParams()
  const navigate = useNavigate()
  return (
    <AuthLayout title={t.auth.resetTitle} lead={t.auth.resetLead(email)}>
      <ResetPasswordFormView
        email={email}
        token={token}
        onSuccess={(message) => {
          toast.success(message)
          void navigate({ to: '/girisyap', replace: true })
        }}
      />
    </AuthLayout>
  )
}
