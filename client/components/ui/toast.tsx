// Toasts: a tiny store usable from anywhere (`toast.success(message)`), rendered by one
// <Toaster/> in the shell. Durations follow the spec (common/constants.ts ALERT_MS):
// 3 s, 5 s, 7 s; errors always 7 s.
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { ALERT_MS } from '#common/constants.ts'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon } from './icons.tsx'

export type ToastKind = 'success' | 'error' | 'info'
type Toast = { id: number; kind: ToastKind; message: string; duration: number }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function push(kind: ToastKind, message: string, duration?: number) {
  const toast = { id: nextId++, kind, message, duration: kind === 'error' ? ALERT_MS.error : (duration ?? ALERT_MS.medium) }
  // The same sentence twice in a row is shown once.
  toasts = [...toasts.filter((x) => x.message !== message), toast].slice(-4)
  emit()
  return toast.id
}
function dismiss(id: number) {
  toasts = toasts.filter((x) => x.id !== id)
  emit()
}

export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string) => push('error', message),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss,
}

const look: Record<ToastKind, { icon: ReactNode; bar: string; label: string }> = {
  success: { icon: <CheckCircleIcon className="size-5 text-success-600" />, bar: 'bg-success-600', label: t.common.notifications.success },
  error: { icon: <ErrorCircleIcon className="size-5 text-danger-600" />, bar: 'bg-danger-600', label: t.common.notifications.error },
  info: { icon: <InfoIcon className="size-5 text-brand-500" />, bar: 'bg-brand-500', label: t.common.notifications.info },
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

export function Toaster() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot)
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </ol>
  )
}
