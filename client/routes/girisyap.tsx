// Login. `?redirect=` brings the user back where they were; a logged-in
// user is sent to /u/profilim.
import { toast } from '#client/components/ui/toast.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { LoginFormView } from '#client/features/auth/components/login-form.tsx'
import { LoginSearch } from '#client/features/auth/redirect.ts'
import { safeRedirect } from '#client/features/auth/safe-redirect.ts'
import { t } from '#client/i18n/tr.ts'
import { sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
// The core areas only, not the whole catalogue.
import * as tr from '#common/messages/core.ts'
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router'

export const Route = createFileRoute('/girisyap')({
  validateSearch: LoginSearch,
  beforeLoad: async ({ context }) => {
    if (await sessionOrNull(context.queryClient)) throw redirect({ to: '/u/profilim', replace: true })
  },
  component: LoginPage,
})

function LoginPage() {
  usePageTitle(t.auth.loginTitle)
  const router = useRouter()
  const search = Route.useSearch()
  return (
    <AuthLayout
      title={t.auth.loginTitle}
      lead={t.auth.loginLead}
      footer={
        <>
          {t.auth.noAccount}{' '}
          <Link to="/kayitol" search={{ redirect: search.redirect }} className="font-semibold text-brand-700 hover:underline">
            {t.auth.registerNow}
          </Link>
        </>
      }
    >
      <LoginFormView
        onSuccess={(message) => {
          toast.success(message || tr.auth.loggedIn, 3000)
          router.history.replace(safeRedirect(search.redirect) ?? '/')
        }}
      />
    </AuthLayout>
  )
}
