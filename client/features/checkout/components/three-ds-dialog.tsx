// The bank's 3-D Secure page in a modal frame 370 px high (Payment). The bank posts its
// answer to our callback, whose answer sends the whole window to /paymentresult/{id} (a full page load).
// Closing the modal before that ends the attempt (nothing was charged) and gives the cart back.
// The provider's HTML is posted to /api/payment/3ds-frame and loaded from there (not as srcdoc, which
// would inherit this page's Content-Security-Policy and have the bank's inline script blocked).
import { Dialog } from '#client/components/ui/dialog.tsx'
import { LockIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { THREE_DS_FRAME_HEIGHT } from '#common/constants.ts'
import { useEffect, useRef } from 'react'

const FRAME_NAME = 'three-ds-frame'

export function ThreeDsDialog({ html, onClose }: { html: string | null; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (html) form.current?.submit()
  }, [html])
  return (
    <Dialog open={html !== null} onClose={onClose} size="sm" title={tc.payment.threeDsTitle} description={tc.payment.threeDsLead}>
      <div className="-mx-5 -my-4">
        <form ref={form} method="post" action="/api/payment/3ds-frame" target={FRAME_NAME} hidden>
          <input type="hidden" name="html" value={html ?? ''} />
        </form>
        <iframe
          name={FRAME_NAME}
          title={tc.payment.threeDsFrame}
          // The bank's page posts forms and runs its own script. Never allow-same-origin beside
          // allow-scripts (the frame could remove its own sandbox): every page in it has an opaque origin,
          // and our callback's answer takes the whole window to the result (allow-top-navigation;
          // docs/money-path.md "The 3-D Secure frame").
          sandbox="allow-forms allow-scripts allow-top-navigation"
          style={{ height: THREE_DS_FRAME_HEIGHT }}
          className="block w-full border-0 bg-white"
        />
        <p className="flex items-center justify-center gap-1.5 border-t border-line bg-slate-50 px-4 py-2 text-xs text-ink-muted">
          <LockIcon className="size-3.5" />
          {tc.common.secure}
        </p>
      </div>
    </Dialog>
  )
}
