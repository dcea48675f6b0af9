// A header menu: a button that opens a panel of links. The panel closes when the page changes, on a press
// outside the button and the panel, and on Escape, which also gives the focus back to the button so that a
// keyboard user stays where they were. Spread `button` on the <button> and `panel` on the panel.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'

export function useHeaderMenu() {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
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
    button: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': `${id}-panel`,
      onClick: () => setOpen((v) => !v),
    },
    panel: { ref: panel, id: `${id}-panel`, hidden: !open },
  }
}
