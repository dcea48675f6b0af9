// Modal dialog and side drawer on the native <dialog> element: showModal() makes the
// rest of the page inert (focus stays inside), Esc closes it, the title labels it and
// focus returns to the element that opened it (after the closing frame is painted).
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CloseIcon } from './icons.tsx'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** 'drawer' slides in from the left edge and fills the height (mobile menu). */
  variant?: 'modal' | 'drawer'
}

/** Made once: a dialog whose content changes (a price while it is open) does not draw its icon again. */
const closeIcon = <CloseIcon />

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' }

/** The opener whose focus is on its way back (a dialog closed in the frame being painted). */
let returning: { to: HTMLElement; frame: number; timer?: ReturnType<typeof setTimeout> } | null = null

/**
 * Focus back on the opener once the frame that removes the dialog is painted. Focusing inside the closing
 * event made the browser restyle and lay out the page there and then (a forced layout), on top of the
 * render: the answer to Escape waited for it (docs/first-visit.md "The bid confirmation, traced"). It still
 * lands on the opener, one frame later, unless something else took the focus meanwhile.
 */
function returnFocus(to: HTMLElement) {
  cancelReturn()
  const pending: NonNullable<typeof returning> = { to, frame: 0 }
  pending.frame = requestAnimationFrame(() => {
    pending.timer = setTimeout(() => {
      returning = null
      const active = document.activeElement
      if (to.isConnected && (!active || active === document.body)) to.focus()
    })
  })
  returning = pending
}

function cancelReturn() {
  if (!returning) return
  cancelAnimationFrame(returning.frame)
  clearTimeout(returning.timer)
  returning = null
}

/**
 * The element a dialog opening now gives the focus back to: the one focused, or, when another dialog has
 * just closed and its opener has not had the focus back yet (one dialog leading to the next), that opener.
 */
function takeOpener(): HTMLElement | null {
  const pending = returning?.to ?? null
  cancelReturn()
  if (pending?.isConnected) return pending
  return document.activeElement instanceof HTMLElement ? document.activeElement : null
}

export function Dialog({ open, onClose, title, description, children, footer, size = 'md', variant = 'modal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = takeOpener()
      dialog.showModal()
      // The scroll lock on the root costs a few elements' style (docs/first-visit.md "The bid confirmation,
      // traced"); the whole-document style work of opening and closing is the modal state itself.
      document.documentElement.style.overflow = 'hidden'
      return () => {
        document.documentElement.style.overflow = ''
        // Closed by unmounting: React has already removed the element, which leaves the top layer with it.
        // close() on it would move focus at once, inside the closing event; the focus goes back after the paint.
        if (dialog.isConnected && dialog.open) dialog.close()
        if (opener) returnFocus(opener)
      }
    }
    return undefined
  }, [open])

  if (!open) return null
  const drawer = variant === 'drawer'
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault()
        onCloseRef.current()
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onCloseRef.current()
      }}
      className={cx(
        'bg-surface p-0 text-ink shadow-raised backdrop:bg-transparent',
        drawer
          ? 'm-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none animate-drawer-in'
          : cx('m-auto w-[calc(100%-1.5rem)] max-h-[min(90dvh,48rem)] animate-fade-in rounded-card', widths[size]),
      )}
    >
      <div className={cx('flex flex-col', drawer ? 'h-full' : 'max-h-[min(90dvh,48rem)]')}>
        <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="-m-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-slate-100 hover:text-ink"
            aria-label={t.common.close}
          >
            {closeIcon}
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer ? <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</footer> : null}
      </div>
    </dialog>
  )
}
