// What draws the toasts of client/components/ui/toast.tsx and places their list, loaded after the page's first
// render (the store and the list, the page's live region, stay with the page). Also where the page's prompts
// float (floatingPlacement).
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { OVERLAY_CHANGE } from '#client/lib/overlay-change.ts'
import { bottomInset, pickFree, topInset, type Box } from '#client/lib/overlay-room.ts'
import { useEffect, useLayoutEffect, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon, WarningIcon } from './icons.tsx'

export type ToastKind = 'success' | 'error' | 'info' | 'warning'
export type Toast = { id: number; kind: ToastKind; message: string; duration: number; at: number }
type Dismiss = (id: number) => void

const look: Record<ToastKind, { icon: ReactNode; bar: string; label: string }> = {
  success: { icon: <CheckCircleIcon className="size-5 text-success-600" />, bar: 'bg-success-600', label: t.common.notifications.success },
  error: { icon: <ErrorCircleIcon className="size-5 text-danger-600" />, bar: 'bg-danger-600', label: t.common.notifications.error },
  info: { icon: <InfoIcon className="size-5 text-brand-500" />, bar: 'bg-brand-500', label: t.common.notifications.info },
  warning: { icon: <WarningIcon className="size-5 text-accent-700" />, bar: 'bg-accent-500', label: t.common.notifications.warning },
}

function ToastItem({ item, dismiss }: { item: Toast; dismiss: Dismiss }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [item.id, item.duration, dismiss])
  const { icon, bar, label } = look[item.kind]
  return (
    // The item stays a list item (axe: a list holds only list items); the list is the polite live region and
    // its text is the status (an error: the alert).
    <li className="pointer-events-auto relative flex w-full animate-toast-in items-start gap-3 overflow-hidden rounded-card bg-white py-3.5 pr-3 pl-4 shadow-raised ring-1 ring-line">
      <span className={cx('absolute inset-y-0 left-0 w-1', bar)} aria-hidden="true" />
      <span className="pt-0.5">{icon}</span>
      <p role={item.kind === 'error' ? 'alert' : 'status'} className="min-w-0 flex-1 text-sm leading-6 text-ink">
        <span className="sr-only">{label}: </span>
        {item.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        className="grid size-8 shrink-0 place-items-center rounded-full text-ink-subtle hover:bg-slate-100 hover:text-ink"
        aria-label={t.common.close}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  )
}

const WIDE_PX = 640
const WIDTH_PX = 384

/** The corner (or, on phones, the edge) that hides nothing protected, with its CSS position; also used by the page's prompts. */
export function floatingPlacement(height: number): CSSProperties {
  const vw = window.innerWidth
  const vh = window.innerHeight
  const wide = vw >= WIDE_PX
  const margin = wide ? 20 : 12
  const width = wide ? WIDTH_PX : vw - 2 * margin
  const top = topInset() + margin
  const bottom = vh - bottomInset() - margin
  const at = (x: number, y: 'top' | 'bottom'): { style: CSSProperties; box: Box } => ({
    style: { left: x, width, ...(y === 'top' ? { top } : { bottom: vh - bottom }) },
    box: { left: x, right: x + width, top: y === 'top' ? top : bottom - height, bottom: y === 'top' ? top + height : bottom },
  })
  const end = vw - margin - width
  const candidates = wide
    ? [at(end, 'bottom'), at(margin, 'bottom'), at(end, 'top'), at(margin, 'top')]
    : [at(margin, 'bottom'), at(margin, 'top')]
  return pickFree(candidates).style
}

type StackProps = {
  items: Toast[]
  list: RefObject<HTMLOListElement | null>
  place: (style: CSSProperties) => void
  dismiss: Dismiss
}

/** The toasts, drawn into the shell's list, which this keeps clear of what the page protects. */
export function ToastStack({ items, list, place, dismiss }: StackProps) {
  useLayoutEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => place(floatingPlacement(list.current?.offsetHeight ?? 0)))
    }
    place(floatingPlacement(list.current?.offsetHeight ?? 0))
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    window.addEventListener(OVERLAY_CHANGE, update)
    // The page may move under the toast without a scroll (the answer of a bid re-renders the bid box).
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    layout?.observe(document.body)
    return () => {
      layout?.disconnect()
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      window.removeEventListener(OVERLAY_CHANGE, update)
    }
  }, [items.length, list, place])
  return items.map((item) => <ToastItem key={item.id} item={item} dismiss={dismiss} />)
}
