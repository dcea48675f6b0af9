// E-mail verification result: the link's expires and signature travel
// in the query; the call needs the member's token, so guests log in and come back here.
import { Alert } from '#client/components/ui/alert.tsx'
import { ButtonLink } from '#client/components/ui/button.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { verifyEmailQuery } from '#client/features/auth/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { currentUser, sessionKeys } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useRouterState, type SearchSchemaInput } from '@tanstack/react-router'
import { useEffect } from 'react'

// NOTE: the router parses query values as JSON, so `expires` arrives as a number; keeping
// the parsed type (not coercing) keeps the address bar exactly as mailed.
/** A link's part as the router read it (a string, or a number when it looks like one); '' when missing. */
const linkPart = (v: unknown): string | number => (typeof v === 'string' || typeof v === 'number' ? v : '')
const VerifySearch = (s: { expires?: string | number; signature?: string | number } & SearchSchemaInput) => ({
  expires: linkPart(s.expires),
  signature: linkPart(s.signature),
})

export const Route = createFileRoute('/epostadogrula/$id/$hash')({
  validateSearch: VerifySearch,
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  usePageTitle(t.auth.verifyTitle)
  const session = useQuery(currentUser())
  const here = useRouterState({ select: (s) => s.location.href })
  if (session.isPending) return <PageSpinner />
  if (!session.data) return <LoginPrompt redirect={here} />
  return <VerifyResult />
}

function VerifyResult() {
  const { id, hash } = Route.useParams()
  const { expires, signature } = Route.useSearch()
  const queryClient = useQueryClient()
  const result = useQuery(verifyEmailQuery(id, hash, String(expires), String(signature)))

  useEffect(() => {
    // email_verified_at changed: the header and profile read it from the session.
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
  }, [result.isSuccess, queryClient])

  return (
    <AuthLayout title={t.auth.verifyTitle}>
      {result.isPending ? (
        <PageSpinner label={t.auth.verifying} />
      ) : (
        <div className="space-y-5">
          {result.isSuccess ? (
            <Alert tone="success">{result.data.message}</Alert>
          ) : (
            <Alert tone="error">{errorMessage(result.error)}</Alert>
          )}
          <ButtonLink to="/u/profilim" block size="lg">
            {t.auth.goProfile}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  )
}
