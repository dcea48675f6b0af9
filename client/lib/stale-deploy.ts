// A tab opened before a deploy, then moved to a page it has not visited: the chunks of the previous build are
// gone from the edge (Workers static assets serve only the current deployment's files), so the next page's
// chunk fails to load ("Failed to fetch dynamically imported module") and the page would break. Vite
// announces such a failure as `vite:preloadError`; the page then loads again from the server, whose HTML
// names the new build's chunks, and lands where the member was going. At most once a minute per tab, so a
// chunk that is really missing (not a deploy) cannot make the page reload in a loop: the second failure
// within a minute goes to the router's error view as before. A page that is offline does not reload: its
// chunk failed for the network, not for a deploy, and a reload would trade the live page (which catches up when
// the network comes back) for the browser's offline screen.
import { STORAGE_KEYS } from '#common/constants.ts'

const KEY = STORAGE_KEYS.reloadedForDeploy
const ONCE_PER_MS = 60_000

export function reloadOnStaleChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return
    const last = Number(sessionStorage.getItem(KEY) ?? 0)
    if (Date.now() - last < ONCE_PER_MS) return
    sessionStorage.setItem(KEY, String(Date.now()))
    event.preventDefault()
    window.location.reload()
  })
}
