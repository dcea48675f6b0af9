// The large photo dialog, loaded only when a visitor opens it: its code (zoom, pan, slider) is kept
// out of the auction page's first visit ("First visit on a Turkish phone"). The dialog itself is
// zoom-dialog-view.tsx; until its chunk arrives nothing is shown (a click, not a paint, waits for it).
import { Suspense, type ComponentProps } from 'react'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const ZoomDialogView = lazyPiece(() => import('./zoom-dialog-view.tsx'))

export function ZoomDialog(props: ComponentProps<typeof ZoomDialogView>) {
  return (
    <Suspense fallback={null}>
      <ZoomDialogView {...props} />
    </Suspense>
  )
}
