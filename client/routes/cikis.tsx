// Logout (/cikis): turn push off on this device, POST /api/logout, forget the token, go home. A 401 shows the spec's
// sentence and goes to the login page, as does any other failure.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { useLogout } from '#client/features/auth/use-auth.ts'
import { forgetPushDevice } from '#client/features/push/push.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
// The core areas only, not the whole catalogue.
import * as tr from '#common/messages/core.ts'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

export const Route = createFileRoute('/cikis')({ component: LogoutPage })

function LogoutPage() {
  usePageTitle(t.auth.logoutTitle)
  const logout = useLogout()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    // This device's pushes stop with the session (docs/alerts.md "Web push"); then the logout itself.
    void forgetPushDevice().then(() => logout.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message, 3000)
        void navigate({ to: '/', replace: true })
      },
      onError: (error) => {
        toast.error(isApiError(error) && error.status === 401 ? tr.auth.logoutGuest : errorMessage(error))
        void navigate({ to: '/girisyap', replace: true })
      },
    }))
  }, [logout, navigate])

  return (
    <div className="container-page py-16 text-center">
      <PageSpinner label={t.auth.logoutProgress} />
      <p className="text-sm text-ink-muted">{t.auth.logoutProgress}</p>
    </div>
  )
}
