// Pages seen in this visit: counted each time the router starts loading a new path, the landing page
// included. The home's popup banner waits for the visit's second page (docs/first-visit.md "The popup
// banner"). The count lives in memory only: a promotional popup is no service the visitor asked for, so
// nothing about it is written to the browser's storage (docs/privacy.md "Cookies and browser storage");
// a full reload starts a new count, which only delays the popup.
import type { AnyRouter } from '@tanstack/react-router'

let views = 0

export function pageViewsThisVisit(): number {
  return views
}

/** Counts every change of path the router loads; query-only changes and reloads of the data are not page views. */
export function countPageViews(router: AnyRouter) {
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (pathChanged) views += 1
  })
}
