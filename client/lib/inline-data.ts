// The page's own data that the worker put in its HTML (worker/html/render-page.ts): the guest's answers
// of the API calls the page makes, as JSON in <script type="application/json" id="mezat-data">
// ({ member?, entries: [{ path, answer }] }). api.ts hands each answer out once, on the first GET of that
// exact path and query, instead of fetching it, and parses it with the call's own zod schema as any
// answer; so a first visit makes no API call for the page's own data. A guest's page carries a guest's
// answers; a member's page (asked with the member's cookie) carries that member's answers and says so
// (`member: true`): each is taken only by a browser in the same state (a token or none), so a page read
// just before a sign-in or sign-out is never taken for the other.

import { INLINE_DATA_ID } from '#common/page-html.ts'

type Entry = { path: string; answer: unknown }

/** Path and query with the parameters sorted, so `?a=1&b=2` and `?b=2&a=1` are the same call. */
export function callKey(url: string): string {
  const u = new URL(url, 'http://x')
  const params = [...u.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return params.length ? `${u.pathname}?${new URLSearchParams(params).toString()}` : u.pathname
}

let entries: Map<string, unknown> | undefined
/** Whether the block holds a member's answers. */
let forMember = false

function read(): Map<string, unknown> {
  if (entries) return entries
  entries = new Map()
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_DATA_ID)?.textContent
  try {
    const value = text ? (JSON.parse(text) as { member?: boolean; entries?: Entry[] }) : null
    forMember = value?.member === true
    for (const e of value?.entries ?? []) if (typeof e?.path === 'string') entries.set(callKey(e.path), e.answer)
  } catch {
    // A broken block is no block: the page asks the API.
  }
  return entries
}

/** When the page's HTML arrived, on this device's clock. */
function pageReceivedAt(): number {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav ? performance.timeOrigin + nav.responseStart : Date.now()
}

/**
 * The answer's server clock moved on by the time since the page arrived: callers measure the server
 * clock's offset around their call (now), and the answer was in fact given when the page was.
 */
function aged(answer: unknown): unknown {
  const time = (answer as { server_time?: { timestamp?: unknown } } | null)?.server_time
  if (!time || typeof time.timestamp !== 'number') return answer
  const age = Math.max(0, Date.now() - pageReceivedAt())
  return { ...(answer as object), server_time: { ...time, timestamp: time.timestamp + age } }
}

/** The inline answer of GET `url`, once; undefined when the page carries none for it, or carries another audience's (`member`: the browser holds a token). */
export function takeInlineAnswer(url: string, member: boolean): unknown {
  const all = read()
  const key = callKey(url)
  if (!all.has(key) || forMember !== member) return undefined
  const answer = all.get(key)
  all.delete(key)
  return aged(answer)
}
