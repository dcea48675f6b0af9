// The contracted cargo firm's return code on the buyer's order page (docs/money-path.md "The return code"): the
// code to give at a branch, what to do with it step by step (the seller pays), and the button that says the
// parcel was handed in with the code's tracking number; while the firm is still asked, or gave none, a
// sentence pointing to the buyer's own-carrier way below.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { TruckIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { fromServer } from '#client/lib/form-errors.ts'
import type { ReturnCode } from '#common/schemas/payout.ts'
import { useState } from 'react'

export type Send = (shipment: { carrier: string; track_no: string }) => Promise<unknown>

function ReadyCode({ code, pending, onSend }: { code: ReturnCode & { state: 'ready' }; pending: boolean; onSend: Send }) {
  const [error, setError] = useState<string | null>(null)
  const carrier = code.carrier_title ?? ''
  const send = () => {
    if (!code.carrier || !code.track_no) return
    setError(null)
    onSend({ carrier: code.carrier, track_no: code.track_no }).catch((e: unknown) => {
      const fields = fromServer(e)
      setError(Object.values(fields)[0] ?? null)
    })
  }
  return (
    <div className="space-y-4 rounded-control bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset" data-testid="return-code">
      <div>
        <h3 className="text-sm font-semibold text-brand-900">{tc.orders.returnCodeFirm(carrier)}</h3>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wider break-all text-ink" data-testid="return-code-value">
          {code.code}
        </p>
        <p className="mt-1 text-ink-muted">
          {`${tc.orders.trackNo}: `}
          <span className="font-mono font-semibold text-ink tabular" data-testid="return-code-track-no">
            {code.track_no}
          </span>
        </p>
      </div>
      <ol className="list-decimal space-y-1 ps-5 text-ink">
        {tc.orders.returnCodeSteps(carrier).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="button" loading={pending} icon={<TruckIcon className="size-4" />} onClick={send}>
        {tc.orders.returnCodeSent}
      </Button>
    </div>
  )
}

/** The return code's part of "İade paketini gönderin": the code when the firm gave one, else a sentence. */
export function ReturnCodeBox({ code, pending, onSend }: { code: ReturnCode; pending: boolean; onSend: Send }) {
  if (code.state === 'ready') return <ReadyCode code={{ ...code, state: 'ready' }} pending={pending} onSend={onSend} />
  return (
    <Alert tone={code.state === 'pending' ? 'info' : 'warning'} title={tc.orders.returnCodeTitle}>
      <span data-testid="return-code-state">
        {code.state === 'pending' ? tc.orders.returnCodePending(code.carrier_title) : tc.orders.returnCodeRefused}
      </span>
    </Alert>
  )
}
