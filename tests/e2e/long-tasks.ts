// The main thread's longest tasks during a first visit, for first-visit.spec.ts.
//
// Measured as CPU time, not wall time: the browser tests share a 2-core machine with other work (a load
// average of 12–29 was seen while the spec was written), and a wall-clock measure then counts the time the
// renderer waited for a core. The same first visits at 1× CPU gave long-animation-frame entries of up to
// 550 ms wall time while the longest task used 27 ms of CPU (docs/first-visit.md "A test of the main
// thread"). Chromium's trace records each main-thread task's thread time (`tdur` of its
// `ThreadControllerImpl::RunTask`), which waiting does not inflate. The page's own long-animation-frame
// entries are read too, for the message: where the long frames were and which scripts ran in them.
import type { Browser, Page } from '@playwright/test'

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/** A main-thread task: its CPU time and wall time in ms. */
type Task = { cpu: number; wall: number }

/** The renderer main threads' tasks of a Chromium trace, longest CPU time first. */
function rendererTasks(trace: Buffer): Task[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ cpu: (e.tdur ?? 0) / 1000, wall: (e.dur ?? 0) / 1000 }))
    .sort((a, b) => b.cpu - a.cpu)
}

/** The page's long-animation-frame entries so far (buffered): start, duration and the scripts that ran, in one line each. */
const LONG_FRAMES = `new Promise((resolve) => {
  const line = (e) => Math.round(e.startTime) + '+' + Math.round(e.duration) + ' ms: ' +
    e.scripts.map((s) => (s.sourceURL || '').split('/').pop() + ' ' + s.invoker + ' ' + Math.round(s.duration)).join(', ')
  new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(list.getEntries().map(line)) })
    .observe({ type: 'long-animation-frame', buffered: true })
  setTimeout(() => resolve([]), 1000)
})`

/**
 * First visits to `paths`, one after the other (each in a fresh context: nothing cached), while Chromium
 * traces them: answers the renderers' longest tasks and each page's long animation frames.
 */
export async function traceFirstVisits(browser: Browser, paths: string[], open: (path: string) => Promise<Page>) {
  await browser.startTracing(undefined, { categories: ['toplevel'] })
  const frames: string[] = []
  for (const path of paths) {
    const page = await open(path)
    await page.waitForLoadState('networkidle')
    const lines = (await page.evaluate(LONG_FRAMES)) as string[]
    await page.context().close()
    frames.push(`${path}: ${lines.join(' | ') || 'none'}`)
  }
  const tasks = rendererTasks(await browser.stopTracing())
  return { longest: tasks[0] ?? { cpu: 0, wall: 0 }, tasks: tasks.slice(0, 5), frames }
}
