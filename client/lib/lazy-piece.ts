// React.lazy for the pieces a page loads after its first paint (footer, dialogs, rows below the lot). A phone that
// goes offline just after the page drew fails those chunks' fetch; React.lazy would then hand the error to the
// route's error view and the live page would be gone. While offline, the fetch waits for the network and is
// made again; online, a failure goes on as before (client/lib/stale-deploy.ts reloads once for a deploy's
// missing chunks, which is also what happens if the browser remembers the failed fetch and refuses again).
import { lazy, type ComponentType } from 'react'

const online = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPiece<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => load().catch((error: unknown) => (navigator.onLine ? Promise.reject(error) : online().then(load))))
}
