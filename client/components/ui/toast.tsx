// Toasts: a tiny store usable from anywhere (`toast.success(message)`), rendered by one
// <Toaster/> in the shell. Durations follow the spec (common/constants.ts ALERT_MS):
// 3 s, 5 s, 7 s; errors always 7 s. They stack (at most four, the same sentence once) in one corner,
// chosen so that they never cover what the page marked `data-toast-avoid` — the price and the bid
// buttons of the auction page (lib/overlay-room.ts). The list, the page's polite live region, is drawn with the
// page; what draws and places the toasts in it (toast-stack.tsx) loads after the first render.
import { useRouterState } from '@tanstack/react-router'
import { preloadablePiece } from '#client/lib/lazy-piece.ts'
import { ALERT_MS } from '#common/constants.ts'
import type { Toast, ToastKind } from './toast-stack.tsx'
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react'


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

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const snapshot = () => toasts

const ToastStack = preloadablePiece(() => import('./toast-stack.tsx').then((m) => m.ToastStack))

export function Toaster() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot)
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  useEffect(dismissErrors, [pathname])
  // Fetched when the page is idle after its first render, so that the first toast draws at once.
  useEffect(() => {
    const load = () => void ToastStack.preload().catch(() => undefined)
    if (typeof requestIdleCallback === 'undefined') return void setTimeout(load, 1)
    const idle = requestIdleCallback(load, { timeout: 3_000 })
    return () => cancelIdleCallback(idle)
  }, [])
  const list = useRef<HTMLOListElement>(null)
  const [style, setStyle] = useState<CSSProperties>({ right: 12, bottom: 12 })
  return (
    <ol ref={list} aria-live="polite" style={style} className="pointer-events-none fixed z-[60] flex flex-col gap-2" data-testid="toaster">
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack items={items} list={list} place={setStyle} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </ol>
  )
}
