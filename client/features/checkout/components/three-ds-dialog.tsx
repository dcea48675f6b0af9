// The bank's 3-D Secure page in a modal frame 370 px high (checkout §2 Payment, §9). The bank posts its
// answer to our callback, which sends the frame to /paymentresult/{id}; the page then leaves the frame.
// Closing the modal before that ends the attempt (nothing was charged) and gives the cart back.
import { Dialog } from '#client/components/ui/dialog.tsx'
import { LockIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { THREE_DS_FRAME_HEIGHT } from '#common/constants.ts'
import { useMemo } from 'react'
import { decodeBase64Html } from '../card.ts'

export function ThreeDsDialog({ html, onResult, onClose }: { html: string | null; onResult: (path: string) => void; onClose: () => void }) {
  const doc = useMemo(() => (html ? decodeBase64Html(html) : ''), [html])
  return (
    <Dialog open={html !== null} onClose={onClose} size="sm" title={tc.payment.threeDsTitle} description={tc.payment.threeDsLead}>
      <div className="-mx-5 -my-4">
        <iframe
          title={tc.payment.threeDsFrame}
          srcDoc={doc}
          // The bank's page posts forms and runs its own script; same-origin lets us see where it ended.
          sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation"
          style={{ height: THREE_DS_FRAME_HEIGHT }}
          className="block w-full border-0 bg-white"
          onLoad={(e) => {
            try {
              const path = e.currentTarget.contentWindow?.location.pathname ?? ''
              if (path.startsWith('/paymentresult/')) onResult(path)
            } catch {
              // A real bank's page is another origin: the result page leaves the frame by itself.
            }
          }}
        />
        <p className="flex items-center justify-center gap-1.5 border-t border-line bg-slate-50 px-4 py-2 text-xs text-ink-muted">
          <LockIcon className="size-3.5" />
          {tc.common.secure}
        </p>
      </div>
    </Dialog>
  )
}
