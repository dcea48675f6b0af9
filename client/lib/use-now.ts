// One shared one-second clock for every countdown on the page (a grid of 40 cards
// shares a single interval instead of 40).
import { COUNTDOWN_TICK_MS } from '#common/constants.ts'
import { useSyncExternalStore } from 'react'

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
