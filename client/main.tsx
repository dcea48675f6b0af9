// The entry: the page's HTML (worker/html/render-page.ts) already shows the page's skeleton, and the app's
// own JavaScript (client/app.tsx, ~180 KB whose evaluation is a long task on a phone) starts only once that
// skeleton has been painted (issue 12, docs/first-visit.md "The main thread"). Without this wait a browser
// whose scripts arrived early (a fast network, a warm cache, Lighthouse's unthrottled load) runs them
// before its first frame, and the page stays blank until React has rendered. The app's chunks are
// preloaded by the HTML (appPreloads in worker/html/route-chunks.ts), so waiting costs no round trip.
import { reloadOnStaleChunks } from '#client/lib/stale-deploy.ts'
// The stylesheet stays with the entry: index.html links it, and the skeleton needs it for its first paint.
import './styles.css'

// After a deploy, a page's next chunk (the app's own included) may be gone: load the page again.
reloadOnStaleChunks()

const start = () => void import('./app.tsx')
// A frame's requestAnimationFrame runs just before that frame paints; the task after it comes after the paint.
// A hidden tab paints no frames: the app starts at once there.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0))
else start()
