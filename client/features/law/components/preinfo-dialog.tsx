// The pre-information before a member's first bid or buy-now on a lot (docs/law.md "Pre-information"): the
// text the server built, section by section, a box the member ticks, and the confirmation; then the bid the
// member meant to give goes on (onConfirmed). The member never meets the server's refusal of an unconfirmed bid.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { CheckboxField } from '#client/components/ui/field.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { tl } from '#client/i18n/tr-law.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
// The pre-information's sentences only (the whole catalogue would join the lot page's first visit).
import { preinfo as preinfoMessages } from '#common/messages/preinfo.ts'
import type { PreinfoAnswer } from '#common/schemas/preinfo.ts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { preinfoQuery, useConfirmPreinfo } from '../preinfo-queries.ts'
import { LegalSections } from './legal-sections.tsx'

type Props = { auctionId: number; onConfirmed: () => void; onClose: () => void }

function Sections({ answer }: { answer: PreinfoAnswer }) {
  return (
    <div className="space-y-4 text-sm leading-6 text-ink" data-testid="preinfo-text">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={answer.cayma_applies ? 'success' : 'neutral'}>{answer.cayma_applies ? tl.preinfo.caymaYes : tl.preinfo.caymaNo}</Badge>
      </div>
      <p className="text-ink-muted">{answer.lead}</p>
      <LegalSections sections={answer.sections} idPrefix="obf" />
      <p className="text-xs text-ink-subtle">{tl.preinfo.version(answer.version)}</p>
    </div>
  )
}

export function PreinfoDialog({ auctionId, onConfirmed, onClose }: Props) {
  const query = useQuery(preinfoQuery(auctionId))
  const confirm = useConfirmPreinfo(auctionId)
  const [ticked, setTicked] = useState(false)
  const [warning, setWarning] = useState(false)
  const answer = query.data
  // Confirmed (just now, or already in another tab): the member's bid goes on, once.
  const already = !!answer?.confirmed_at
  const fired = useRef(false)
  useEffect(() => {
    if (!already || fired.current) return
    fired.current = true
    onConfirmed()
  }, [already, onConfirmed])

  const submit = () => {
    if (!answer) return
    if (!ticked) return setWarning(true)
    confirm.mutate(answer.version)
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={preinfoMessages.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="accent" loading={confirm.isPending} disabled={!answer || already} onClick={submit}>
            {tl.preinfo.confirm}
          </Button>
        </>
      }
    >
      {query.isError ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : !answer || already ? (
        <PageSpinner label={tl.preinfo.loading} />
      ) : (
        <div className="space-y-4">
          <div className="max-h-[50vh] overflow-y-auto rounded-control bg-slate-50 p-3 ring-1 ring-line sm:p-4" tabIndex={0} aria-label={preinfoMessages.title}>
            <Sections answer={answer} />
          </div>
          <CheckboxField
            checked={ticked}
            onChange={(e) => {
              setTicked(e.target.checked)
              if (e.target.checked) setWarning(false)
            }}
            error={warning ? tl.preinfo.mustTick : undefined}
            label={<span className="font-semibold">{preinfoMessages.confirmLabel}</span>}
          />
          {confirm.isError ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
        </div>
      )}
    </Dialog>
  )
}
