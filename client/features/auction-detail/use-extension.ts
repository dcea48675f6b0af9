// When the end of a running auction moves later (soft close, / party README), from a
// NewBid, the member's own bid answer or a refetch alike: the device time it happened, else null.
import { useEffect, useRef, useState } from 'react'

export function useExtension(end: number, running: boolean) {
  const last = useRef(end)
  const [at, setAt] = useState<number | null>(null)
  useEffect(() => {
    if (running && end > last.current) setAt(Date.now())
    last.current = end
  }, [end, running])
  return at
}
