import { ArrowUpIcon } from '#client/components/ui/icons.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { SCROLL_TOP_AFTER_PX } from '#common/constants.ts'
import { useEffect, useState } from 'react'

/** Appears after the page is scrolled 300 px (storefront §2). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
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
