// checkout §4: the browser keeps deliverySelected in local storage — "true" when the delivery address is
// also the invoice address (the invoice step is then skipped: 3 steps instead of 4).
import { STORAGE_KEYS } from '#common/constants.ts'
import { useCallback, useSyncExternalStore } from 'react'

const DELIVERY_SELECTED_KEY = STORAGE_KEYS.deliverySelected

const listeners = new Set<() => void>()
const read = () => {
  try {
    return localStorage.getItem(DELIVERY_SELECTED_KEY) === 'true'
  } catch {
    return false
  }
}

export function setDeliverySelected(value: boolean) {
  try {
    localStorage.setItem(DELIVERY_SELECTED_KEY, value ? 'true' : 'false')
  } catch {
    // Private mode without storage: the default (4 steps) stays.
  }
  listeners.forEach((l) => l())
}

export function useDeliverySelected(): [boolean, (v: boolean) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    read,
    () => false,
  )
  return [value, useCallback((v: boolean) => setDeliverySelected(v), [])]
}
