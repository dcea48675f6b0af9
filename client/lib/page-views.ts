// Pages seen in this visit (the tab's session): counted each time the router starts loading a new path,
// the landing page included. The home's popup banner waits for the visit's second page (docs/first-visit.md
// "The popup banner"). sessionStorage may refuse (private modes, quotas): the count then lives in memory.
import type { AnyRouter } from '@tanstack/react-router'

const KEY = 'mezat.pageViews'
let inMemory = 0

export function pageViewsThisVisit(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || inMemory
  } catch {
    return inMemory
  }
}

/** Counts every change of path the router loads; query-only changes and reloads of the data are not page views. */
export function countPageViews(router: AnyRouter) {
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (!pathChanged) return
    inMemory = pageViewsThisVisit() + 1
    try {
      sessionStorage.setItem(KEY, String(inMemory))
    } catch {
      // kept in memory
    }
  })
}
