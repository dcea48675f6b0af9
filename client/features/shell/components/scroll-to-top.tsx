import { ArrowUpIcon } from '#client/components/ui/icons.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { SCROLL_TOP_AFTER_PX } from '#common/constants.ts'
import { OVERLAY_CHANGE } from '#client/lib/overlay-change.ts'
import { bottomInset, coversControl } from '#client/lib/overlay-room.ts'
import { useEffect, useRef, useState } from 'react'

/**
 * Appears after the page is scrolled 300 px; sits above a fixed bottom bar (the phone's
 * bid dock) and steps aside while a control lies under it (it covered quick bids and "Takip Et").
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  const [lift, setLift] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    let frame = 0
    const check = () => {
      const el = button.current
      // Hidden near the top, where its place does not matter: no layout is read then. Reading it in the
      // mount's task forced the whole first page's layout there (60–75 ms on a phone, CPU ×4;
      // docs/first-visit.md "Where the main thread goes").
      if (window.scrollY <= SCROLL_TOP_AFTER_PX || !el) return setVisible(false)
      const inset = bottomInset()
      setLift(inset)
      // Where the button stands when shown (the hidden state is shifted down 1 rem).
      const r = el.getBoundingClientRect()
      const shift = el.getAttribute('aria-hidden') === 'true' ? 16 : 0
      setVisible(!coversControl({ left: r.left, right: r.right, top: r.top - shift - (inset - lift), bottom: r.bottom - shift - (inset - lift) }, el))
    }
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(check)
    }
    // No check on mount: even `scrollY` makes the browser lay the whole new page out there and then (a
    // page opened scrolled, by the browser restoring its place, gets a scroll event).
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    window.addEventListener(OVERLAY_CHANGE, onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      window.removeEventListener(OVERLAY_CHANGE, onScroll)
    }
  }, [lift])
  return (
    <button
      ref={button}
      style={lift ? { marginBottom: lift } : undefined}
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        document.getElementById('icerik')?.focus({ preventScroll: true })
      }}
      aria-label={t.common.scrollTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cx(
        'fixed right-4 bottom-20 z-40 grid size-12 place-items-center rounded-full bg-brand-800 text-white shadow-raised transition-all hover:bg-brand-900 sm:right-6 sm:bottom-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  )
}
