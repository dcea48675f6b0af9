// The page's own data that the worker put in its HTML (worker/html/render-page.ts): the guest's API
// answer of the page, as JSON in <script type="application/json" id="mezat-data">. A route's loader takes
// it once, on the first navigation only, parses it with the same zod schema as the API answer and seeds
// the Query cache, so a first visit makes no API call for the page's own data. Members (a token cookie)
// ask the API as before: the HTML only ever carries what a guest sees.
import { hasToken } from './session.ts'

const ELEMENT_ID = 'mezat-data'

type Inline = { path: string; answer: unknown }
let inline: Inline | null | undefined

function read(): Inline | null {
  if (inline !== undefined) return inline
  const text = document.getElementById(ELEMENT_ID)?.textContent
  try {
    const value = text ? (JSON.parse(text) as Partial<Inline>) : null
    inline = value && typeof value.path === 'string' ? { path: value.path, answer: value.answer } : null
  } catch {
    inline = null
  }
  return inline
}

/** The inline answer of API path `path`, once; undefined when the page carries none (or a member is in). */
export function takeInlineData(path: string): unknown {
  const found = read()
  if (!found || found.path !== path || hasToken()) return undefined
  inline = null
  return found.answer
}

/** When the page's HTML was asked for and answered (this device's clock), for the server clock offset. */
export function pageRequestTimes(): { sentAt: number; receivedAt: number } {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const now = Date.now()
  if (!nav) return { sentAt: now, receivedAt: now }
  return { sentAt: performance.timeOrigin + nav.requestStart, receivedAt: performance.timeOrigin + nav.responseStart }
}
