// "Bildir" beside a lot, a seller's profile or a chat line: a small link whose form is loaded only when pressed
// (report-dialog.tsx, its own chunk), so the lot page's first visit carries a button and no form.
import type { ReportTarget } from '#common/reports.ts'
import { reportLink } from '#common/messages/report-link.ts'
import { cx } from '#client/lib/cx.ts'
import { Suspense, useState } from 'react'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const ReportDialog = lazyPiece(() => import('./report-dialog.tsx'))

export function ReportLink({ target, targetId, what, className }: { target: ReportTarget; targetId: number; what: string; className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={reportLink.linkLabel(what)}
        className={cx('text-xs font-semibold text-ink-muted underline-offset-2 hover:text-danger-700 hover:underline', className)}
      >
        {reportLink.link}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
