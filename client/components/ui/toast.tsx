// Toasts: a tiny store usable from anywhere (`toast.success(message)`), rendered by one
// <Toaster/> in the shell. Durations follow the spec (common/constants.ts ALERT_MS):
// 3 s, 5 s, 7 s; errors always 7 s. They stack (at most four, the same sentence once) in one corner,
// chosen so that they never cover what the page marked `data-toast-avoid` — the price and the bid
// buttons of the auction page (lib/overlay-room.ts).
import { t } from '#client/i18n/tr.ts'
import { useRouterState } from '@tanstack/react-router'
import { cx } from '#client/lib/cx.ts'
import { ALERT_MS } from '#common/constants.ts'
import { bottomInset, OVERLAY_CHANGE, pickFree, topInset, type Box } from '#client/lib/overlay-room.ts'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon, WarningIcon } from './icons.tsx'

export type ToastKind = 'success' | 'error' | 'info' | 'warning'
type Toast = { id: number; kind: ToastKind; message: string; duration: number; at: number }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function push(kind: ToastKind, message: string, duration?: number) {
  const toast = { id: nextId++, kind, message, duration: kind === 'error' ? ALERT_MS.error : (duration ?? ALERT_MS.medium), at: Date.now() }
  // The same sentence twice in a row is shown once.
  toasts = [...toasts.filter((x) => x.message !== message), toast].slice(-4)
  emit()
  return toast.id
}
function dismiss(id: number) {
  toasts = toasts.filter((x) => x.id !== id)
  emit()
}
/**
 * Errors belong to the page that raised them: leaving the page takes them away, except
 * one raised just before the move, which came to say why it happened (logout → login page).
 */
const CARRIED_ERROR_MS = 1000
function dismissErrors() {
  const stale = (x: Toast) => x.kind === 'error' && Date.now() - x.at > CARRIED_ERROR_MS
  if (!toasts.some(stale)) return
  toasts = toasts.filter((x) => !stale(x))
  emit()
}

export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string) => push('error', message),
  info: (message: string, duration?: number) => push('info', message, duration),
  warning: (message: string, duration?: number) => push('warning', message, duration),
  dismiss,
}

const look: Record<ToastKind, { icon: ReactNode; bar: string; label: string }> = {
  success: { icon: <CheckCircleIcon className="size-5 text-success-600" />, bar: 'bg-success-600', label: t.common.notifications.success },
  error: { icon: <ErrorCircleIcon className="size-5 text-danger-600" />, bar: 'bg-danger-600', label: t.common.notifications.error },
  info: { icon: <InfoIcon className="size-5 text-brand-500" />, bar: 'bg-brand-500', label: t.common.notifications.info },
  warning: { icon: <WarningIcon className="size-5 text-accent-700" />, bar: 'bg-accent-500', label: t.common.notifications.warning },
}

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [item.id, item.duration])
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

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const snapshot = () => toasts

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

export function Toaster() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot)
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  useEffect(dismissErrors, [pathname])
  const list = useRef<HTMLOListElement>(null)
  const [style, setStyle] = useState<CSSProperties>({ right: 12, bottom: 12 })
  const active = items.length > 0
  useLayoutEffect(() => {
    if (!active) return
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setStyle(floatingPlacement(list.current?.offsetHeight ?? 0)))
    }
    setStyle(floatingPlacement(list.current?.offsetHeight ?? 0))
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
  }, [active, items.length])
  return (
    <ol ref={list} aria-live="polite" style={style} className="pointer-events-none fixed z-[60] flex flex-col gap-2" data-testid="toaster">
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </ol>
  )
}
