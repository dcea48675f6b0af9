// "Anlık bildirimler": turning web push on or off for this device, with what it sends and what it keeps
// (docs/alerts.md "Web push"). The full card is on "Bildirim tercihleri"; the short one stands above the
// notifications the bell opens, only while push is off on a device that can take it.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tp } from '#client/i18n/tr-push.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { push as messages } from '#common/messages/push.ts'
import { useEffect, useState } from 'react'
import { disablePush, enablePush, pushState, PushUnavailable, type PushState } from './push.ts'

function usePush() {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    let live = true
    void pushState().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])
  const run = (kind: 'enable' | 'disable') => {
    setBusy(true)
    setError(null)
    setTouched(true)
    ;(kind === 'enable' ? enablePush() : disablePush())
      .then((next) => {
        setState(next)
        if (kind === 'enable' && next === 'on') toast.success(messages.subscribed)
        if (kind === 'enable' && next === 'off') setError(tp.dismissed)
        if (kind === 'disable') toast.success(messages.unsubscribed)
      })
      .catch((e: unknown) => setError(e instanceof PushUnavailable ? messages.unavailable : isApiError(e) ? errorMessage(e) : tp.failed))
      .finally(() => setBusy(false))
  }
  return {
    state,
    busy,
    error,
    touched,
    enable: () => run('enable'),
    disable: () => run('disable'),
  }
}

function Status({ state }: { state: PushState | null }) {
  if (state === 'denied') return <Alert tone="warning">{tp.denied}</Alert>
  if (state === 'unsupported') return <Alert>{tp.unsupported}</Alert>
  if (state === 'ios-install') return <Alert>{tp.iosInstall}</Alert>
  return null
}

/** On "Bildirim tercihleri". */
export function PushCard() {
  const p = usePush()
  return (
    <SectionCard
      id="anlik-bildirimler"
      title={tp.cardTitle}
      action={
        p.state === 'on' || p.state === 'off' ? (
          <span className={p.state === 'on' ? 'text-sm font-semibold text-success-700' : 'text-sm text-ink-muted'}>
            {p.state === 'on' ? tp.on : tp.off}
          </span>
        ) : null
      }
    >
      <div className="space-y-4">
        <p className="text-sm leading-6 text-ink">{tp.lead}</p>
        <p className="text-sm leading-6 text-ink-muted">{tp.how}</p>
        <Status state={p.state} />
        {p.error ? <Alert tone="error">{p.error}</Alert> : null}
        {p.state === 'off' ? (
          <Button onClick={p.enable} loading={p.busy}>
            {tp.enable}
          </Button>
        ) : null}
        {p.state === 'on' ? (
          <Button variant="secondary" onClick={p.disable} loading={p.busy}>
            {tp.disable}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  )
}

/** Above the notifications the bell opens: an offer while push is off here, nothing otherwise. */
export function PushOffer() {
  const p = usePush()
  // After a tap that ended in a refusal, say how to allow it; a device that cannot take pushes is not told.
  if (p.state === 'denied' && p.touched) return <Alert tone="warning">{tp.denied}</Alert>
  if (p.state !== 'off') return null
  return (
    <Alert
      title={tp.cardTitle}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={p.enable} loading={p.busy}>
            {tp.enable}
          </Button>
          <InternalLink href="/u/bildirimtercihleri" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {tp.more}
          </InternalLink>
        </div>
      }
    >
      {tp.bellLead}
      {p.error ? <span className="mt-1 block font-semibold">{p.error}</span> : null}
    </Alert>
  )
}
