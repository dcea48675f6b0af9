// the browser keeps deliverySelected in local storage — "true" when the delivery address is
// also the invoice address (the invoice step is then skipped: 3 steps instead of 4); unset reads as true.
import { STORAGE_KEYS } from '#common/constants.ts'
import { useCallback, useSyncExternalStore } from 'react'

const DELIVERY_SELECTED_KEY = STORAGE_KEYS.deliverySelected

const listeners = new Set<() => void>()
const read = () => {
  try {
    // Not chosen yet means yes (docs/money-path.md "Checkout"): most buyers are invoiced at the address the
    // item goes to, and a first buyer with no invoice profile would otherwise end at an empty invoice step.
    return localStorage.getItem(DELIVERY_SELECTED_KEY) !== 'false'
  } catch {
    return true
  }
}

export function setDeliverySelected(value: boolean) {
  try {
    localStorage.setItem(DELIVERY_SELECTED_KEY, value ? 'true' : 'false')
  } catch {
    // Private mode without storage: the default (the delivery address, 3 steps) stays.
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
    () => true,
  )
  return [value, useCallback((v: boolean) => setDeliverySelected(v), [])]
}
