// /kvkk-basvurusu/onay/{token}: the link mailed to a guest. Opening it confirms the address, so the request
// is received and its 30-day clock starts (docs/privacy.md "KVKK requests").
import { Alert } from '#client/components/ui/alert.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { useConfirmKvkk } from '#client/features/privacy/kvkk.ts'
import { errorMessage } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

export const Route = createFileRoute('/kvkk-basvurusu/onay/$token')({ component: ConfirmPage })

function ConfirmPage() {
  usePageTitle(kvkkPage.confirmTitle)
  const { token } = Route.useParams()
  const confirm = useConfirmKvkk()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [confirm, token])
  return (
    <div className="container-page max-w-xl space-y-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{kvkkPage.confirmTitle}</h1>
      {confirm.isSuccess ? <Alert tone="success">{confirm.data.message}</Alert> : null}
      {confirm.isError ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
      {confirm.isPending || confirm.isIdle ? <p className="text-ink-muted">{kvkkPage.confirming}</p> : null}
      <InternalLink href="/kvkk-basvurusu" className="inline-block font-semibold text-brand-700 underline underline-offset-2">
        {kvkkPage.back}
      </InternalLink>
    </div>
  )
}
