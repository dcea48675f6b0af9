// One shared one-second clock for every countdown on the page (a grid of 40 cards
// shares a single interval instead of 40).
import { COUNTDOWN_TICK_MS } from '#common/constants.ts'
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((l) => l())
    }, COUNTDOWN_TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The device's time in ms, updated every second. */
export const useNow = () =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  )

/**
 * A value computed from the same clock, re-rendering only when it changes (a card's phase changes a few
 * times in its life, not every second: a grid of cards re-rendered whole every second).
 * `select` must answer a primitive (compared with Object.is).
 */
export const useNowSelect = <T extends string | number | boolean>(select: (now: number) => T): T =>
  useSyncExternalStore(
    subscribe,
    () => select(now),
    () => select(now),
  )

const noSubscription = () => () => {}
/** How far outside the viewport a countdown already ticks, so that it is current when scrolled to. */
const NEAR_SCREEN = '200px'

/**
 * The same clock for something that is only worth redrawing while it can be seen: while `ref`'s element is
 * off the screen (and more than NEAR_SCREEN from it) nothing re-renders it every second; it reads the clock
 * again as it comes near. The home's cards below the first screen were a render each per second (a task of
 * 40–80 ms every second on a phone, CPU ×4; docs/first-visit.md). A screen reader that moves to such an
 * element scrolls it into view first, so it reads the current value.
 */
export function useNowOnScreen(ref: RefObject<Element | null>): number {
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return setOnScreen(true)
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)), { rootMargin: NEAR_SCREEN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return useSyncExternalStore(
    onScreen ? subscribe : noSubscription,
    () => now,
    () => now,
  )
}
