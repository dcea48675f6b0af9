// Announces the countdown to screen readers politely: on a change of state and at most once a
// minute, never every second (screen-reader users' common complaint about live countdowns).
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { ts } from '#client/i18n/tr-storefront.ts'
import type { TimeState } from '#common/auction-rules.ts'
import { useEffect, useRef, useState } from 'react'

const MINUTE = 60_000

export function spokenCountdown(phase: TimeState, msLeft: number): string {
  if (phase === 'ended') return ts.detail.completed
  const minutes = Math.floor(Math.max(0, msLeft) / MINUTE)
  if (phase === 'running' && minutes === 0) return td.announceLastMinute
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return phase === 'upcoming' ? td.announceUpcoming(h, m) : td.announceRunning(h, m)
}

export function CountdownAnnouncer({ phase, msLeft }: { phase: TimeState; msLeft: number }) {
  const [text, setText] = useState(() => spokenCountdown(phase, msLeft))
  const last = useRef({ phase, at: Date.now() })
  const next = spokenCountdown(phase, msLeft)

  useEffect(() => {
    const changedState = last.current.phase !== phase
    if (next === text) return
    if (changedState || Date.now() - last.current.at >= MINUTE) {
      last.current = { phase, at: Date.now() }
      setText(next)
    }
  }, [next, phase, text])

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  )
}
