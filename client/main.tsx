// The entry: the page's HTML (worker/html/render-page.ts) already shows the page's skeleton, and the app's
// own JavaScript (client/app.tsx, ~180 KB whose evaluation is a long task on a phone) starts only once that
// first screen is in (docs/first-visit.md "Scripts after the first screen"):
// - after the skeleton has painted: without this wait a browser whose scripts arrived early (a fast
//   network, a warm cache, Lighthouse's unthrottled load) ran them before its first frame, and the page
//   stayed blank until React had rendered;
// - after the page's `load` (its stylesheet and the photos the skeleton shows): the app's scripts are
//   fetched only then, so on a phone's slow link they do not take bandwidth from the page's largest photo;
//   a photo that takes longer than LOAD_WAIT_MS does not hold the app back longer.
// The worker wrote the app's and the route's module preloads into an inert <template>; they are moved into
// <head> at the start, so the route's chunks arrive beside the app's instead of after it: a few per task,
// as inserting a page's ~35 preloads at once was one task of ~100 ms on a phone (CPU ×4), 3–25 ms per six.
import { reloadOnStaleChunks } from '#client/lib/stale-deploy.ts'
import { APP_PRELOADS_ATTR } from '#common/page-html.ts'
// The stylesheet stays with the entry: index.html links it, and the skeleton needs it for its first paint.
import './styles.css'

// After a deploy, a page's next chunk (the app's own included) may be gone: load the page again.
reloadOnStaleChunks()

const LOAD_WAIT_MS = 1_500
const PRELOADS_PER_TASK = 6

let started = false
const start = () => {
  if (started) return
  started = true
  void import('./app.tsx')
  const preloads = [...document.querySelectorAll<HTMLTemplateElement>(`template[${APP_PRELOADS_ATTR}]`)].flatMap((t) => [...t.content.children])
  const next = () => {
    document.head.append(...preloads.splice(0, PRELOADS_PER_TASK))
    if (preloads.length) setTimeout(next, 0)
  }
  next()
}
// A frame's requestAnimationFrame runs just before that frame paints; the task after it comes after the paint.
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0))

// A hidden tab paints no frames: the app starts at once there.
if (document.visibilityState !== 'visible') start()
else {
  afterNextPaint(() => setTimeout(start, LOAD_WAIT_MS))
  if (document.readyState === 'complete') afterNextPaint(start)
  else addEventListener('load', () => afterNextPaint(start), { once: true })
}
