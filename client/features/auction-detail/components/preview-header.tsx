// The seller preview's header: the five wizard
// steps with step 5 active, and the approval state, polled every 5 s until approved.
import { Alert } from '#client/components/ui/alert.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tpre } from '#client/i18n/tr-preview.ts'
import { cx } from '#client/lib/cx.ts'
import { APPROVAL, approvalStatus } from '#common/approval.ts'
import { APPROVAL_POLL_MS } from '#common/constants.ts'
import * as tr from '#common/messages/storefront.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { approvalQuery, detailKeys } from '../queries.ts'

export function WizardSteps() {
  return (
    <nav aria-label={tpre.stepsLabel}>
      <ol className="grid grid-cols-5 gap-1.5 sm:gap-3">
        {tpre.steps.map((label, i) => {
          const active = i === 4
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="flex flex-col items-center gap-1.5 text-center">
              <span
                className={cx(
                  'grid size-8 place-items-center rounded-full text-sm font-bold sm:size-9',
                  active ? 'bg-accent-400 text-brand-950 ring-4 ring-accent-100' : 'bg-success-700 text-white',
                )}
              >
                {i + 1}
              </span>
              <span className={cx('text-[0.6875rem] leading-tight font-semibold sm:text-xs', active ? 'text-brand-900' : 'text-ink-muted')}>
                {label}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

type Props = { auctionId: number; slug: string; approved: number; reason: string | null }

export function ApprovalState({ auctionId, slug, approved, reason }: Props) {
  const queryClient = useQueryClient()
  const poll = useQuery({ ...approvalQuery(auctionId, APPROVAL_POLL_MS), enabled: approved !== APPROVAL.approved })
  const status = poll.data?.status ?? approvalStatus(approved)
  const announced = useRef(approved === APPROVAL.approved)
  useEffect(() => {
    if (status === 'approved' && !announced.current) {
      announced.current = true
      toast.success(tr.storefront.approvedNow)
      // State 2: the preview reloads as the published auction.
      void queryClient.invalidateQueries({ queryKey: detailKeys.preview(slug) })
    }
  }, [status, queryClient, slug])

  if (status === 'approved')
    return (
      <Alert
        tone="success"
        title={tpre.approved}
        action={
          <InternalLink href={`/mezat/${slug}`} className={buttonClass('primary', 'sm')}>
            {tpre.viewLive}
          </InternalLink>
        }
      >
        {tr.storefront.approvedNow}
      </Alert>
    )
  if (status === 'rejected')
    return (
      <Alert tone="error" title={tpre.rejected}>
        <span className="font-semibold">{tpre.reason}:</span> {poll.data?.reason ?? reason ?? ''}
      </Alert>
    )
  return (
    <Alert tone="warning" title={tpre.waiting}>
      {tpre.waitingBody}
    </Alert>
  )
}
