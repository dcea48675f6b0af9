// The link mailed to a guest (/kvkk-basvurusu?onay={token}): opening it confirms the address, so the request
// is received and its 30-day clock starts (docs/privacy.md "KVKK requests").
import { Alert } from '#client/components/ui/alert.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { errorMessage } from '#client/lib/api.ts'
import { kvkkPage } from '#common/messages/kvkk-page.ts'
import { useEffect, useRef } from 'react'
import { useConfirmKvkk } from '../kvkk.ts'

export function KvkkConfirm({ token }: { token: string }) {
  const confirm = useConfirmKvkk()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [confirm, token])
  return (
    <div className="space-y-4">
      {confirm.isSuccess ? <Alert tone="success">{confirm.data.message}</Alert> : null}
      {confirm.isError ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
      {confirm.isPending || confirm.isIdle ? <p className="text-ink-muted">{kvkkPage.confirming}</p> : null}
      <InternalLink href="/kvkk-basvurusu" className="inline-block font-semibold text-brand-700 underline underline-offset-2">
        {kvkkPage.back}
      </InternalLink>
    </div>
  )
}
