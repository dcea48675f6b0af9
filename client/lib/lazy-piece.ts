// React.lazy for the pieces a page loads after its first paint (footer, dialogs, rows below the lot). A phone that
// goes offline just after the page drew fails those chunks' fetch; React.lazy would then hand the error to the
// route's error view and the live page would be gone. While offline, the fetch waits for the network and is
// made again; online, a failure goes on as before (client/lib/stale-deploy.ts reloads once for a deploy's
// missing chunks, which is also what happens if the browser remembers the failed fetch and refuses again).
import { createElement, lazy, useState, type ComponentType } from 'react'

const online = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPiece<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => load().catch((error: unknown) => (navigator.onLine ? Promise.reject(error) : online().then(load))))
}

/**
 * A lazy piece that can be fetched ahead (`preload`, e.g. by a route's loader). A piece mounted once its chunk is
 * in draws at once, in the same render as the page around it: React.lazy would first show its fallback even for a
 * module already loaded, and whatever the piece puts on screen would then move the page when it appears.
 */
export function preloadablePiece<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined
  const preload = () => load().then((component) => (ready = component))
  const Lazy = lazyPiece(() => preload().then((component) => ({ default: component })))
  function Piece(props: P) {
    // Chosen once per mount: turning from the lazy one to the loaded one would mount it again, its state lost.
    const [now] = useState(() => ready)
    return createElement(now ?? Lazy, props)
  }
  return Object.assign(Piece, { preload })
}
