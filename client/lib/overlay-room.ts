// Where floating things (toasts, the page's prompts, the scroll-to-top button) may sit without hiding
// what a member is about to press. Pages mark what must stay visible with
// `data-toast-avoid` (the price, the bid box, the phone's bid dock); fixed bottom bars also carry
// `data-overlay-bar`, and floating things sit above them.

export type Box = { top: number; left: number; right: number; bottom: number }

const GAP = 4
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const area = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/** The on-screen boxes of what must stay visible. */
export function protectedBoxes(): Box[] {
  return [...document.querySelectorAll<HTMLElement>('[data-toast-avoid]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
    // A little air around what must stay visible.
    .map((r) => ({ top: r.top - GAP, left: r.left - GAP, right: r.right + GAP, bottom: r.bottom + GAP }))
}

/** Height of the fixed bars at the bottom of the screen (the phone's bid dock). */
export function bottomInset(): number {
  let inset = 0
  for (const el of document.querySelectorAll<HTMLElement>('[data-overlay-bar]')) {
    const r = el.getBoundingClientRect()
    if (r.height > 0 && r.bottom >= window.innerHeight - 1) inset = Math.max(inset, window.innerHeight - r.top)
  }
  return inset
}

/** Where the sticky header ends (0 when it scrolled away or is not sticky). */
export function topInset(): number {
  const header = document.querySelector('header')
  const bottom = header?.getBoundingClientRect().bottom ?? 0
  return Math.max(0, bottom)
}

/** Of `candidates` (boxes a floating thing could take), the first that covers nothing protected; else the least covering. */
export function pickFree<T extends { box: Box }>(candidates: T[], avoid: Box[] = protectedBoxes()): T {
  let best = candidates[0]!
  let bestArea = Infinity
  for (const c of candidates) {
    const covered = avoid.filter((b) => intersects(c.box, b)).reduce((sum, b) => sum + area(c.box, b), 0)
    if (covered === 0) return c
    if (covered < bestArea) [best, bestArea] = [c, covered]
  }
  return best
}

const CONTROL = 'a[href],button,input,select,textarea,summary,label,[role="button"],[role="tab"],[tabindex]:not([tabindex="-1"])'

/** True when a control lies under any of the box's corners or its centre (the floating `self` excluded). */
export function coversControl(box: Box, self: Element | null): boolean {
  const inset = 2
  const points = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ] as const
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !self?.contains(el) && !el.contains(self) && el.closest(CONTROL) !== null),
  )
}
