// Modal dialog and side drawer on the native <dialog> element: showModal() makes the
// rest of the page inert (focus stays inside), Esc closes it, the title labels it and
// focus returns to the element that opened it.
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

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' }

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
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      document.documentElement.style.overflow = 'hidden'
      return () => {
        document.documentElement.style.overflow = ''
        if (dialog.open) dialog.close()
        opener?.focus()
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
            <CloseIcon />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer ? <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</footer> : null}
      </div>
    </dialog>
  )
}
