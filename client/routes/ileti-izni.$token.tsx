// /ileti-izni/{token}: the opt-out link of a commercial message. Opening it withdraws that channel's
// consent at once, without logging in (docs/privacy.md "Commercial messages and İYS").
import { Alert } from '#client/components/ui/alert.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { useOptOut } from '#client/features/privacy/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

export const Route = createFileRoute('/ileti-izni/$token')({ component: OptOutPage })

function OptOutPage() {
  usePageTitle(t.privacy.optOutTitle)
  const { token } = Route.useParams()
  const optOut = useOptOut()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    optOut.mutate(token)
  }, [optOut, token])
  return (
    <div className="container-page max-w-xl space-y-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{t.privacy.optOutTitle}</h1>
      {optOut.isSuccess ? <Alert tone="success">{optOut.data.message}</Alert> : null}
      {optOut.isError ? <Alert tone="error">{errorMessage(optOut.error)}</Alert> : null}
      {optOut.isPending || optOut.isIdle ? <p className="text-ink-muted">{t.privacy.optOutWorking}</p> : null}
      <InternalLink href="/u/bildirimtercihleri" className="inline-block font-semibold text-brand-700 underline underline-offset-2">
        {t.privacy.toPreferences}
      </InternalLink>
    </div>
  )
}
