// A header menu: a button that opens a panel below it (categories, the member's account). It closes when the
// page changes, on a press outside the menu, and on Escape, which also gives the focus back to the button.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'

export function useMenu() {
  const [open, setOpen] = useState(false)
  const panelId = `${useId()}-panel`
  const wrap = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false)
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return {
    open,
    pathname,
    /** On the element that holds both the button and the panel. */
    wrap,
    /** Spread on the <button type="button">. */
    button: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((v) => !v) },
    /** Spread on the panel. */
    panel: { id: panelId, hidden: !open },
  }
}
